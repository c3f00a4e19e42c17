import { useCallback, useEffect } from "react";
import { useNavigate, useNavigation } from "react-router";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { useEditorHydrated, useEditorStore } from "#app/features/editor/editor-store.ts";
import { stepPath } from "./steps.ts";
import { goTo, type WizardRefusal, type WizardState, type WizardStep } from "./wizard.ts";

export type WizardMove = (state: WizardState) => WizardState | Invalid;

function isRefusal(reason: string): reason is WizardRefusal {
  return ["noPackYet", "unsavedChanges", "nothingToPaste", "tooManyPrompts"].includes(reason);
}

/**
 * The wizard's state and a way to make moves. A move that changes the step also changes the
 * URL, so the address bar, the back button and a reload all agree with the screen.
 */
export function useWizard() {
  const wizard = useEditorStore((state) => state.wizard);
  const navigate = useNavigate();
  const apply = useCallback(
    (move: WizardMove, options: { replace?: boolean } = {}): WizardRefusal | null => {
      const { wizard: current, setWizard } = useEditorStore.getState();
      const result = move(current);
      if (isInvalid(result)) return isRefusal(result.code) ? result.code : "noPackYet";
      if (result !== current) setWizard(result);
      if (result.step !== current.step) void navigate(stepPath(result.step), options);
      return null;
    },
    [navigate],
  );
  return { wizard, apply };
}

/**
 * The step to show for the URL's step. The stored pack is read after
 * hydration; then a step the pack doesn't allow yet sends the visitor to the furthest one it
 * allows, and a step the visitor reaches with the back button becomes the state's step.
 */
export function useStepFromUrl(urlStep: WizardStep): { hydrated: boolean; step: WizardStep } {
  const hydrated = useEditorHydrated();
  const wizard = useEditorStore((state) => state.wizard);
  const navigate = useNavigate();
  const pending = useNavigation().location?.pathname;

  useEffect(() => {
    if (!hydrated) return;
    const { wizard: current, setWizard } = useEditorStore.getState();
    const landed = goTo(current, urlStep);
    if (landed !== current) setWizard(landed);
    if (landed.step !== urlStep) {
      void navigate(stepPath(landed.step), { replace: true });
    }
  }, [hydrated, urlStep, navigate]);

  // While a move's navigation is on its way, the state already shows where it goes.
  const step = pending === stepPath(wizard.step) ? wizard.step : goTo(wizard, urlStep).step;
  return { hydrated, step };
}
