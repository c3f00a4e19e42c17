import { SquiffyReview } from "#app/games/squiffy/squiffy-review.tsx";

// No loader: the recap is saved on this device, read after hydration.
export default function SquiffyReviewRoute() {
  return <SquiffyReview />;
}
