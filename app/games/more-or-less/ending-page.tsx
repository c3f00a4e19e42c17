import { MoreOrLessEnding } from "./ending.tsx";

// No loader: the final scores are this device's saved game, read after hydration.
export default function MoreOrLessEndingRoute() {
  return <MoreOrLessEnding />;
}
