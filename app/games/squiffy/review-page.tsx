import { FeedbackForm } from "#app/features/feedback/feedback-form.tsx";
import { SquiffyReview } from "./squiffy-review.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

// No loader: the recap is saved on this device, read after hydration.
export default function SquiffyReviewRoute() {
  const { t } = useTranslation("squiffy");
  return (
    <SquiffyReview feedback={<FeedbackForm game="squiffy" legend={t("review.feedbackLegend")} />} />
  );
}
