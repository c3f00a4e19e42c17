import { isUsernameProblem, type UsernameProblem } from "#app/domain/username.ts";

/** Why a rename did not happen, beyond the username's own rules: codes the callers word. */
export const renameRefusals = ["signedOut", "noProfile"] as const;

export type RenameProblem = "taken" | (typeof renameRefusals)[number];

/** A code the username form words: the username's rules, or a refused rename. */
export function isRenameFieldProblem(code: unknown): code is UsernameProblem | RenameProblem {
  return isUsernameProblem(code) || renameRefusals.some((refusal) => refusal === code);
}
