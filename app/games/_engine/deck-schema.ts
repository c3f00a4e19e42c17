import { z } from "zod/mini";
import { cardKinds } from "./deck.ts";

const count = z.int().check(z.gte(0));

/**
 * A deck as the games that check their saves with zod read it back (Category, Country Island
 * City, Charades); the prompt games use deck.ts's lighter `deckShape`. `maxMemory` is the
 * longest prompt memory a save may hold.
 */
export function deckStateSchema(maxMemory: number) {
  return z.object({
    current: z.nullable(
      z.object({
        id: z.string(),
        text: z.string(),
        kind: z.enum(cardKinds),
        packId: z.string(),
        game: z.string(),
      }),
    ),
    memory: z.array(z.string()).check(z.maxLength(maxMemory)),
    viruses: z.array(
      z.object({
        promptId: z.string(),
        packId: z.string(),
        game: z.string(),
        text: z.string(),
        cure: z.string(),
        remaining: z.int(),
      }),
    ),
    rngState: count,
    drawn: count,
  });
}
