import { MoreOrLessEnding } from "#app/games/more-or-less/ending.tsx";

// No loader: the final scores are in this tab's sessionStorage, read after hydration.
export default function MoreOrLessEndingRoute() {
  return <MoreOrLessEnding />;
}
