import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * "Next" while the page's script isn't running (not arrived yet, or never will): a plain link
 * to this page that names the cards already shown (`?seen=`), so the server deals one the table
 * hasn't had (shownInAddress in prompt-game.server.ts). Once the game on the phone is read, the
 * board's own button takes its place.
 */
export function NextCardLink({ shown, label }: { shown: readonly string[]; label: string }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set("seen", shown.join(","));
  return (
    <Button asChild size="lg" className="flex-1">
      <a href={`${location.pathname}?${search}`}>{label}</a>
    </Button>
  );
}
