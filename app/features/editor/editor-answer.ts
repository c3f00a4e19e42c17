import { isPackProblem, type PackProblem } from "#app/domain/authored-pack.ts";
import type { SavedPack } from "./wizard.ts";

/**
 * Why the editor's action refused: the pack service's and the import's codes, plus the
 * page's own. The editor words each one from the catalogue (`editor:problems.*`).
 */
export type EditorProblem =
  | "signedOut"
  | "notFound"
  | "notOwner"
  | "publishLimit"
  | "notJson"
  | "unknownShape"
  | "invalid"
  | "failed"
  | "offline";

export type EditorAnswer =
  | { ok: true; pack: SavedPack }
  | { ok: true; pack?: undefined }
  /** `issue`: for `invalid`, the first of the pack's problems (docs/errors.md#pack-validation). */
  | { ok: false; problem: EditorProblem; issue?: PackProblem };

const problems: readonly EditorProblem[] = [
  "signedOut",
  "notFound",
  "notOwner",
  "publishLimit",
  "notJson",
  "unknownShape",
  "invalid",
  "failed",
  "offline",
];

/** Whether a code is one of the editor's problems. */
export function isEditorProblem(code: unknown): code is EditorProblem {
  return problems.some((known) => known === code);
}

/**
 * The problem in an action's answer, or null when it succeeded; an answer of another
 * shape (an older server, a proxy's page) is `failed`.
 */
export function answerProblem(answer: unknown): EditorProblem | null {
  if (typeof answer !== "object" || answer === null || !("ok" in answer)) return "failed";
  if (answer.ok === true) return null;
  const problem = "problem" in answer ? answer.problem : null;
  return problems.find((known) => known === problem) ?? "failed";
}

/** The pack problem an `invalid` answer names, or null. */
export function answerIssue(answer: unknown): PackProblem | null {
  if (typeof answer !== "object" || answer === null || !("issue" in answer)) return null;
  const { issue } = answer;
  return typeof issue === "string" && isPackProblem(issue) ? issue : null;
}
