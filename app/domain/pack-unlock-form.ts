import { z } from "zod/mini";

/** Why an unlock was refused, as the API's `code` and the game page's words. */
export const unlockProblems = ["unknown", "insufficient", "noProfile", "signedOut"] as const;

export type UnlockProblem = (typeof unlockProblems)[number];

export function isUnlockProblem(value: unknown): value is UnlockProblem {
  return unlockProblems.some((problem) => problem === value);
}

const unknown: UnlockProblem = "unknown";

/**
 * The pack a coin unlock is for, as the game page's unlock form sends it and as the API reads
 * its address: a built-in pack's id is lower-case words joined by dashes. Whether it is a
 * premium pack is the server's to say.
 */
export const packUnlockFormSchema = z.object({
  packId: z
    .string(unknown)
    .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, unknown), z.maxLength(100, unknown)),
});
