import { create } from "zustand";

export type PriceChoice = "monthly" | "yearly";

// Site state, client only (docs/data-model.md#site-state).
interface SiteState {
  websiteLoaded: boolean;
  pageLoaded: boolean;
  signedIn: boolean;
  selectedPrice: PriceChoice;
  markWebsiteLoaded: () => void;
  setPageLoaded: (loaded: boolean) => void;
  setSignedIn: (signedIn: boolean) => void;
  selectPrice: (price: PriceChoice) => void;
}

export const useSiteStore = create<SiteState>()((set) => ({
  websiteLoaded: false,
  pageLoaded: false,
  signedIn: false,
  selectedPrice: "monthly",
  markWebsiteLoaded: () => set({ websiteLoaded: true }),
  setPageLoaded: (pageLoaded) => set({ pageLoaded }),
  setSignedIn: (signedIn) => set({ signedIn }),
  selectPrice: (selectedPrice) => set({ selectedPrice }),
}));
