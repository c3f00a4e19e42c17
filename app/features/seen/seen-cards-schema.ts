import { z } from "zod/mini";
import { parseSeen, seenLimits } from "#app/games/_engine/seen-cards.ts";

/**
 * What the phone sends to /api/seen-cards: its history to merge into the account's, or the
 * reset. The history is checked by the engine's own reader, so the server keeps exactly what a
 * phone could have written, within the same bounds.
 */
export const seenCardsRequestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("merge"),
    seen: z
      .record(z.string().check(z.maxLength(seenLimits.maxKeyLength)), z.string())
      .check(z.refine((seen) => parseSeen(seen) !== null, { message: "badSeen" })),
  }),
  z.object({ intent: z.literal("reset") }),
]);

export type SeenCardsRequest = z.infer<typeof seenCardsRequestSchema>;
