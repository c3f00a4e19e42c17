import { z } from "zod/mini";
import { isPackId } from "#app/domain/pack-id.ts";
import { isEditorProblem, type EditorProblem } from "./editor-answer.ts";

// The form the editor posts to its action, read with this schema there; the editor builds what
// it sends as `EditorFormFields`, so both sides name the same fields. Every issue is an
// EditorProblem the editor words from `editor:problems`. The pack itself travels as JSON text
// and is checked by the pack's own schema (authored-pack.ts), on the phone and in the action.

const problem = (code: EditorProblem) => code;

/** A pack's JSON text; what is in it is the pack schema's business. */
const packText = (missing: EditorProblem) => z.string({ error: problem(missing) });

export const editorFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save"),
      // A new pack has none yet; one the server doesn't know is saved as a new pack.
      id: z.optional(z.string()),
      // Read by the page while the save is on its way (draft or publish); the pack's tags say it.
      draft: z.optional(z.enum(["true", "false"], problem("failed"))),
      pack: packText("invalid"),
    }),
    z.object({ intent: z.literal("import"), pack: packText("unknownShape") }),
    z.object({
      intent: z.literal("share"),
      id: z.string({ error: problem("notFound") }).check(z.refine(isPackId, problem("notFound"))),
    }),
  ],
  { error: problem("failed") },
);

/** What the editor sends to its action, field by field. */
export type EditorFormFields = z.input<typeof editorFormSchema>;

export type EditorForm = z.output<typeof editorFormSchema>;

/** The problem the action answers for a form the schema refused: its first issue's code. */
export function editorFormProblem(
  error: Record<string, string[] | null> | null | undefined,
): EditorProblem {
  const first = Object.values(error ?? {})
    .flat()
    .find((code) => code !== null);
  return isEditorProblem(first) ? first : "failed";
}
