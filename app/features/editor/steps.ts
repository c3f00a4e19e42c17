import type { WizardStep } from "./wizard.ts";

/** The wizard's URL names (docs/routes.md#editor-steps), in step order. */
const stepNames = [
  "Step1Landing",
  "Step2Explanation",
  "Step3Setup",
  "Step4Prompts",
  "Step5Review",
  "Step6Success",
  "Step7Gameplay",
] as const;

export type StepName = (typeof stepNames)[number];

const steps: readonly WizardStep[] = [1, 2, 3, 4, 5, 6, 7];

/** The step a URL segment names, or null for a name that isn't one (a 404). */
export function stepFromName(name: string): WizardStep | null {
  const index = stepNames.findIndex((candidate) => candidate === name);
  return steps[index] ?? null;
}

export function stepName(step: WizardStep): StepName {
  return stepNames[step - 1] ?? "Step1Landing";
}

/** Where a step lives; the landing is plain /editor. */
export function stepPath(step: WizardStep): string {
  return step === 1 ? "/editor" : `/editor/steps/${stepName(step)}`;
}
