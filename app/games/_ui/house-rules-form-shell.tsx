import { useState, type FormEvent, type ReactNode } from "react";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { useRefusalText } from "./use-refusal-text.ts";

/**
 * A house-rules table being edited: nothing reaches the game until the whole table passes the
 * game's own check, and "saved" shows only while what is on screen is what was saved.
 */
export function useHouseRulesDraft<Rules>(rules: Rules, onSave: (rules: Rules) => void) {
  const [draft, setDraft] = useState(rules);
  const [error, setError] = useState<Invalid | null>(null);
  const [saved, setSaved] = useState(false);
  return {
    draft,
    error,
    saved,
    /** Something on screen changed, in the table or in a field the form keeps itself. */
    touched: () => setSaved(false),
    edit: (change: (current: Rules) => Rules) => {
      setSaved(false);
      setDraft(change);
    },
    /** A whole table put in (a preset): a refusal about the one before goes with it. */
    replace: (next: Rules) => {
      setDraft(next);
      setError(null);
      setSaved(false);
    },
    /** The table as the game's check returned it: saved when it passed, else the refusal. */
    save: (checked: Rules | Invalid) => {
      if (isInvalid(checked)) {
        setError(checked);
        setSaved(false);
        return;
      }
      setError(null);
      setSaved(true);
      onSave(checked);
    },
  };
}

/** The form round a game's house-rules fields: the refusal, the "saved" line and the buttons. */
export function HouseRulesFormShell({
  onSubmit,
  error,
  saved,
  savedText,
  errorId,
  actions,
  children,
}: {
  onSubmit: () => void;
  error: Invalid | null;
  saved: boolean;
  savedText: string;
  errorId?: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const refusalText = useRefusalText();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      {children}
      <p id={errorId} role="alert" className="min-h-5 text-sm font-bold text-danger">
        {error ? refusalText(error) : null}
      </p>
      <p role="status" className="-mt-3 min-h-5 text-sm text-dojo-cyan">
        {saved ? savedText : ""}
      </p>
      {actions}
    </form>
  );
}
