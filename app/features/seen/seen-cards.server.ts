import { eq, sql } from "drizzle-orm";
import { mergeSeen, noneSeen, parseSeen, type SeenCards } from "#app/games/_engine/seen-cards.ts";
import type { Database } from "#db/client.server.ts";
import { seenCards } from "#db/schema/seen.ts";

/** The account's history; a stored value that can't be read counts as none. */
export async function readSeenCards(db: Database, userId: string): Promise<SeenCards> {
  const [row] = await db
    .select({ cards: seenCards.cards })
    .from(seenCards)
    .where(eq(seenCards.userId, userId));
  return row ? readStored(row.cards) : noneSeen;
}

function readStored(text: string): SeenCards {
  try {
    return parseSeen(JSON.parse(text)) ?? noneSeen;
  } catch {
    return noneSeen;
  }
}

/**
 * Adds what a phone has seen to the account's history (the union of both, within the bounds
 * of seen-cards.ts) and answers the result. The row is locked while it is merged, so two
 * phones sending at once both keep what they sent.
 */
export async function mergeSeenCards(
  db: Database,
  userId: string,
  sent: SeenCards,
): Promise<SeenCards> {
  return db.transaction(async (tx) => {
    await tx
      .insert(seenCards)
      .values({ userId, cards: JSON.stringify(noneSeen) })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ cards: seenCards.cards })
      .from(seenCards)
      .where(eq(seenCards.userId, userId))
      .for("update");
    const merged = mergeSeen(row ? readStored(row.cards) : noneSeen, sent);
    await tx
      .update(seenCards)
      .set({ cards: JSON.stringify(merged), updatedAt: sql`now()` })
      .where(eq(seenCards.userId, userId));
    return merged;
  });
}

/** Forgets the account's history ("Reset what we've seen"); none to forget changes nothing. */
export async function resetSeenCards(db: Database, userId: string): Promise<void> {
  await db.delete(seenCards).where(eq(seenCards.userId, userId));
}
