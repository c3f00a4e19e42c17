import { useCallback } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formBodyProblems, type FormBodyProblem } from "#app/utils/http/form-body.ts";

/** Words for a form body the server could not take (form-body.ts), in the page's language. */
export function useFormProblemWords(): (problem: FormBodyProblem) => string {
  const { t } = useTranslation("common");
  return useCallback((problem: FormBodyProblem) => t(`formProblems.${problem}`), [t]);
}

/** The form-body problem an action answered with (`{ formProblem }`), or null. */
export function formProblemOf(answer: unknown): FormBodyProblem | null {
  if (typeof answer !== "object" || answer === null || !("formProblem" in answer)) return null;
  const { formProblem } = answer;
  return formBodyProblems.find((problem) => problem === formProblem) ?? null;
}
