import { useEffect } from "react";
import { useNavigation } from "react-router";
import { useSiteStore } from "#app/state/site-store.ts";

/** Mirrors navigation into the site store: pageLoaded is false while a page loads. */
export function PageLoadTracker() {
  const navigation = useNavigation();
  const markWebsiteLoaded = useSiteStore((state) => state.markWebsiteLoaded);
  const setPageLoaded = useSiteStore((state) => state.setPageLoaded);

  useEffect(() => markWebsiteLoaded(), [markWebsiteLoaded]);
  useEffect(() => setPageLoaded(navigation.state === "idle"), [navigation.state, setPageLoaded]);
  return null;
}
