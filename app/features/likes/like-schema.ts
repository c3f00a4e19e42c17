import { z } from "zod/mini";
import { isLikeId } from "./like-id.ts";

/**
 * A heart's change, as every adapter hands it over: the game's, tool's or pack's id from the
 * URL and whether it is liked now. Issues are codes: `unknownGame` (the id's shape) comes
 * before `intent`, so a bad id is "not found" however the change was asked for.
 */
export const likeSchema = z.object({
  gameId: z.string({ error: "unknownGame" }).check(z.refine(isLikeId, "unknownGame")),
  intent: z.enum(["like", "unlike"], { error: "intent" }),
});

export type LikeInput = z.infer<typeof likeSchema>;
export type LikeProblem = "unknownGame" | "intent";

/** The first problem of an input that isn't a like's, as a code. */
export function parseLike(
  input: unknown,
): { ok: true; like: LikeInput } | { ok: false; problem: LikeProblem } {
  const parsed = likeSchema.safeParse(input);
  if (parsed.success) return { ok: true, like: parsed.data };
  const unknownGame = parsed.error.issues.some((issue) => issue.path[0] === "gameId");
  return { ok: false, problem: unknownGame ? "unknownGame" : "intent" };
}
