import { SquiffyReview } from "#app/games/squiffy/squiffy-review.tsx";

// No loader: the recap lives in this tab's sessionStorage, read after hydration.
export default function SquiffyReviewRoute() {
  return <SquiffyReview />;
}
