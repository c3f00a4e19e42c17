import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId, useState, type ReactNode } from "react";
import type { z } from "zod/mini";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { useRefusalText } from "./use-refusal-text.ts";

/** How a game reads its house-rules form: what its rules module says about a table. */
export interface HouseRulesChecks<Rules> {
  /** The form's fields, read with the game's own house-rules schema; its issues are problems. */
  schema: z.ZodMiniType;
  /** A problem the schema raised, as the game's refusal (unknown ones as its general one). */
  refusalOf: (problem: string) => Invalid;
  /** The whole table's check, the one a move and storage pass too. */
  check: (input: unknown) => Rules | Invalid;
}

/**
 * A house-rules table being edited, as a form on Conform: a send is checked with the game's
 * schema first, and nothing reaches the game until the whole table passes the game's own
 * check. "Saved" shows only while what is on screen is what was saved.
 */
export function useHouseRulesDraft<Rules>(
  rules: Rules,
  onSave: (rules: Rules) => void,
  checks: HouseRulesChecks<Rules>,
) {
  const [draft, setDraft] = useState(rules);
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  const [saved, setSaved] = useState(false);
  // A whole table put in starts the form over: its fields' problems go with the table before.
  const [round, setRound] = useState(0);
  const formId = useId();
  const [form] = useForm({
    id: `${formId}-${round}`,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checks.schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const checked = checks.check(submission.value);
      if (isInvalid(checked)) {
        setRefusal(checked);
        setSaved(false);
        return;
      }
      setRefusal(null);
      setSaved(true);
      onSave(checked);
    },
  });
  const problem = Object.values(form.allErrors).flat()[0];
  return {
    draft,
    /** What is wrong: a field's problem found before the check, else the check's refusal. */
    error: problem === undefined ? refusal : checks.refusalOf(problem),
    saved,
    form: { id: form.id, onSubmit: form.onSubmit, noValidate: form.noValidate },
    /** Something on screen changed, in the table or in a field the form keeps itself. */
    touched: () => setSaved(false),
    edit: (change: (current: Rules) => Rules) => {
      setSaved(false);
      setDraft(change);
    },
    /** A whole table put in (a preset): a refusal about the one before goes with it. */
    replace: (next: Rules) => {
      setDraft(next);
      setRefusal(null);
      setSaved(false);
      setRound((count) => count + 1);
    },
  };
}

/** The form round a game's house-rules fields: the refusal, the "saved" line and the buttons. */
export function HouseRulesFormShell({
  form,
  error,
  saved,
  savedText,
  errorId,
  actions,
  children,
}: {
  form: ReturnType<typeof useHouseRulesDraft>["form"];
  error: Invalid | null;
  saved: boolean;
  savedText: string;
  errorId?: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const refusalText = useRefusalText();
  return (
    <form
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      className="mt-4 flex flex-col gap-4"
    >
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
