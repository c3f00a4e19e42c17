import { randomInt } from "node:crypto";
import { defaultLanguage, isLanguage, type Language } from "#app/i18n/language.ts";
import { and, arrayContains, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { grantAchievement } from "#app/domain/achievements.server.ts";
import { isAdmin, isPremium } from "#app/domain/roles.server.ts";
import type { Database, Transaction } from "#db/client.server.ts";
import { gameLike } from "#db/schema/coins.ts";
import { pack, packReport } from "#db/schema/packs.ts";
import { profile } from "#db/schema/profile.ts";
import {
  freePublishedPackLimit,
  isDraft,
  unnamedPack,
  withDraftTag,
  type AuthoredPackFile,
  type AuthoredPackInput,
  type PackListEntry,
} from "./authored-pack.ts";
import { packIdAlphabet, packIdLength } from "./pack-id.ts";

type PackRow = typeof pack.$inferSelect;

/** Why a pack could not be reached or changed; pages word it from the catalogue. */
export type PackAccessProblem = "notFound" | "notOwner" | "publishLimit";

/** The JSON API's words for each problem (docs/errors.md#pack-access), word for word. */
export const packAccessMessages: Record<PackAccessProblem, string> = {
  notFound: "There is no pack here. It may be a draft, or it was deleted.",
  notOwner: "Only the pack's author can change it.",
  publishLimit: `Free accounts can have ${freePublishedPackLimit} published packs. Keep this one as a draft, or go Premium for unlimited packs.`,
};

/** A pack as the API shows it: the pack file (docs/data-model.md#pack-file) and its state. */
export interface PackView extends AuthoredPackFile {
  status: "draft" | "published";
  /** The pack's language, as in its metadata (the API has answered it here from the start). */
  language: Language;
  /** True when the viewer may edit it (its owner, or an admin). */
  editable: boolean;
}

export interface OwnPack {
  id: string;
  name: string;
  status: "draft" | "published";
  likes: number;
  plays: number;
  lastUpdated: string;
}

/** The stored language, English for anything the site does not offer. */
function languageOf(row: PackRow): Language {
  return isLanguage(row.language) ? row.language : defaultLanguage;
}

export function toPackFile(row: PackRow): AuthoredPackFile {
  return {
    metadata: {
      name: row.name,
      id: row.id,
      description: row.description,
      author: row.author,
      explicit: row.explicit,
      alcohol: row.alcohol,
      language: languageOf(row),
      creation_date: row.creationDate.toISOString(),
      tags: row.tags,
    },
    prompts: row.prompts.map((prompt) => ({ text: prompt.text })),
    likes: row.likes,
    plays: row.plays,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

function toView(row: PackRow, editable: boolean): PackView {
  return { ...toPackFile(row), status: row.status, language: languageOf(row), editable };
}

function toListEntry(row: PackRow): PackListEntry {
  return {
    packName: row.name || unnamedPack,
    packId: row.id,
    filePath: `packs/${row.id}.json`,
    fileUrl: `/api/packs/${row.id}/export`,
    description: row.description,
    author: row.author,
    explicit: row.explicit,
    alcohol: row.alcohol,
    language: languageOf(row),
    tags: withDraftTag(row.tags, false),
    likes: row.likes,
    plays: row.plays,
    creation_date: row.creationDate.toISOString(),
  };
}

/** A short id that reads well in a link and is never guessed (32^10 ≈ 10^15). */
export function newPackId(): string {
  return Array.from(
    { length: packIdLength },
    () => packIdAlphabet[randomInt(packIdAlphabet.length)],
  ).join("");
}

async function findRow(db: Database | Transaction, id: string): Promise<PackRow | null> {
  const [row] = await db.select().from(pack).where(eq(pack.id, id));
  return row ?? null;
}

/** Who may see a pack: published ones everyone; drafts their owner and admins only. */
async function canSee(db: Database, row: PackRow, viewerId: string | null): Promise<boolean> {
  if (row.status === "published") return true;
  if (!viewerId) return false;
  return row.ownerId === viewerId || isAdmin(db, viewerId);
}

export async function getPack(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<PackView | null> {
  const row = await findRow(db, id);
  if (!row || !(await canSee(db, row, viewerId))) return null;
  const editable = viewerId !== null && (row.ownerId === viewerId || (await isAdmin(db, viewerId)));
  return toView(row, editable);
}

export type PackWriteResult =
  | { ok: true; pack: PackView; firstPublished: boolean }
  | { ok: false; status: 403 | 404; problem: PackAccessProblem };

/**
 * Refuses publishing beyond the free limit. Runs under a lock on the owner's profile row,
 * so two publishes at once can't both slip under it.
 */
async function publishAllowed(tx: Transaction, ownerId: string, exceptId: string | null) {
  await tx.execute(sql`select 1 from ${profile} where ${profile.userId} = ${ownerId} for update`);
  const [published] = await tx
    .select({ total: count() })
    .from(pack)
    .where(
      and(
        eq(pack.ownerId, ownerId),
        eq(pack.status, "published"),
        exceptId ? sql`${pack.id} <> ${exceptId}` : undefined,
      ),
    );
  return (published?.total ?? 0) < freePublishedPackLimit;
}

/** After a publish: the first published pack makes its owner a `pack-author`. */
async function afterPublish(tx: Transaction, ownerId: string): Promise<boolean> {
  const [published] = await tx
    .select({ total: count() })
    .from(pack)
    .where(and(eq(pack.ownerId, ownerId), eq(pack.status, "published")));
  await grantAchievement(tx, ownerId, "pack-author");
  return (published?.total ?? 0) === 1;
}

function statusOf(input: AuthoredPackInput): "draft" | "published" {
  return isDraft(input.metadata.tags) ? "draft" : "published";
}

/** Creates a pack owned by `ownerId`; the `draft` tag keeps it a draft. */
export async function createPack(
  db: Database,
  ownerId: string,
  input: AuthoredPackInput,
  now: Date = new Date(),
): Promise<PackWriteResult> {
  const status = statusOf(input);
  const unlimited = await isPremium(db, ownerId, now);
  return db.transaction(async (tx) => {
    if (status === "published" && !unlimited && !(await publishAllowed(tx, ownerId, null))) {
      return { ok: false, status: 403, problem: "publishLimit" };
    }
    const [row] = await tx
      .insert(pack)
      .values({
        id: newPackId(),
        ownerId,
        ...input.metadata,
        status,
        prompts: input.prompts,
        creationDate: now,
        lastUpdated: now,
      })
      .returning();
    if (!row) throw new Error("Pack insert returned no row");
    const firstPublished = status === "published" && (await afterPublish(tx, ownerId));
    return { ok: true, pack: toView(row, true), firstPublished };
  });
}

/** Replaces a pack's metadata and prompts: its owner or an admin only. */
export async function updatePack(
  db: Database,
  actorId: string,
  id: string,
  input: AuthoredPackInput,
  now: Date = new Date(),
): Promise<PackWriteResult> {
  const row = await findRow(db, id);
  if (!row || !(await canSee(db, row, actorId))) {
    return { ok: false, status: 404, problem: "notFound" };
  }
  if (row.ownerId !== actorId && !(await isAdmin(db, actorId))) {
    return { ok: false, status: 403, problem: "notOwner" };
  }
  const status = statusOf(input);
  const unlimited = await isPremium(db, row.ownerId, now);
  return db.transaction(async (tx) => {
    if (status === "published" && !unlimited && !(await publishAllowed(tx, row.ownerId, id))) {
      return { ok: false, status: 403, problem: "publishLimit" };
    }
    const [updated] = await tx
      .update(pack)
      .set({ ...input.metadata, status, prompts: input.prompts, lastUpdated: now })
      .where(eq(pack.id, id))
      .returning();
    if (!updated) return { ok: false, status: 404, problem: "notFound" };
    const firstPublished =
      status === "published" && row.status === "draft" && (await afterPublish(tx, row.ownerId));
    return { ok: true, pack: toView(updated, true), firstPublished };
  });
}

export type PackDeleteResult =
  { ok: true } | { ok: false; status: 403 | 404; problem: PackAccessProblem };

export async function deletePack(
  db: Database,
  actorId: string,
  id: string,
): Promise<PackDeleteResult> {
  const row = await findRow(db, id);
  if (!row || !(await canSee(db, row, actorId))) {
    return { ok: false, status: 404, problem: "notFound" };
  }
  if (row.ownerId !== actorId && !(await isAdmin(db, actorId))) {
    return { ok: false, status: 403, problem: "notOwner" };
  }
  await db.transaction(async (tx) => {
    // Likes point at packs by id without a key, so they go with the pack.
    await tx.delete(gameLike).where(eq(gameLike.gameId, id));
    await tx.delete(pack).where(eq(pack.id, id));
  });
  return { ok: true };
}

export type PackSort = "likes" | "plays" | "new";

export interface PackQuery {
  q?: string;
  sort?: PackSort;
  /** Include packs flagged explicit (the visitor opted in). */
  explicit?: boolean;
  /** Only packs that don't need alcohol. */
  alcoholFree?: boolean;
  /** Only packs written in one language. */
  language?: Language;
  /** Packs tagged for one game. */
  game?: string;
  limit?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Published packs for the community lists: search, filters and one of three orders. */
export async function listPublishedPacks(db: Database, query: PackQuery): Promise<PackListEntry[]> {
  const conditions: (SQL | undefined)[] = [eq(pack.status, "published")];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      or(ilike(pack.name, pattern), ilike(pack.description, pattern), ilike(pack.author, pattern)),
    );
  }
  if (!query.explicit) conditions.push(eq(pack.explicit, false));
  if (query.alcoholFree) conditions.push(eq(pack.alcohol, false));
  if (query.language) conditions.push(eq(pack.language, query.language));
  if (query.game) conditions.push(arrayContains(pack.tags, [query.game]));
  const order =
    query.sort === "likes"
      ? [desc(pack.likes), desc(pack.creationDate)]
      : query.sort === "plays"
        ? [desc(pack.plays), desc(pack.creationDate)]
        : [desc(pack.creationDate), asc(pack.id)];
  const rows = await db
    .select()
    .from(pack)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(Math.min(Math.max(query.limit ?? 50, 1), 100));
  return rows.map(toListEntry);
}

/** The packs a player made, newest change first, for their profile. */
export async function listOwnPacks(db: Database, ownerId: string): Promise<OwnPack[]> {
  // Not the prompts: a list of many packs would carry every one of them for nothing.
  const rows = await db
    .select({
      id: pack.id,
      name: pack.name,
      status: pack.status,
      likes: pack.likes,
      plays: pack.plays,
      lastUpdated: pack.lastUpdated,
    })
    .from(pack)
    .where(eq(pack.ownerId, ownerId))
    .orderBy(desc(pack.lastUpdated));
  return rows.map((row) => ({
    id: row.id,
    name: row.name || unnamedPack,
    status: row.status,
    likes: row.likes,
    plays: row.plays,
    lastUpdated: row.lastUpdated.toISOString(),
  }));
}

/** Counts one start of play, in one statement so parallel starts each count. */
export async function recordPackPlay(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<number | null> {
  const row = await findRow(db, id);
  if (!row || !(await canSee(db, row, viewerId))) return null;
  const [updated] = await db
    .update(pack)
    .set({ plays: sql`${pack.plays} + 1` })
    .where(eq(pack.id, id))
    .returning({ plays: pack.plays });
  return updated?.plays ?? null;
}

/** True when `id` names a published pack (a thing players can like). */
export async function isPublishedPack(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pack.id })
    .from(pack)
    .where(and(eq(pack.id, id), eq(pack.status, "published")));
  return row !== undefined;
}

/**
 * Every published pack for search engines (the sitemap): explicit ones stay out, since
 * they open only for visitors who opted in.
 */
export async function listIndexablePacks(
  db: Database,
): Promise<{ id: string; lastUpdated: Date }[]> {
  return db
    .select({ id: pack.id, lastUpdated: pack.lastUpdated })
    .from(pack)
    .where(and(eq(pack.status, "published"), eq(pack.explicit, false)))
    .orderBy(asc(pack.id));
}

/** Keeps pack.likes equal to its likes: called in the transaction that adds or removes one. */
export async function moveLikeCount(tx: Transaction, id: string, delta: 1 | -1): Promise<void> {
  await tx
    .update(pack)
    .set({ likes: sql`${pack.likes} + ${delta}` })
    .where(eq(pack.id, id));
}

/** Step 6's share link was copied or shared: what the `share-pack` reward waits for. */
export async function markPackShared(db: Database, ownerId: string, id: string): Promise<boolean> {
  const shared = await db
    .update(pack)
    .set({ sharedAt: sql`coalesce(${pack.sharedAt}, now())` })
    .where(and(eq(pack.id, id), eq(pack.ownerId, ownerId), eq(pack.status, "published")))
    .returning({ id: pack.id });
  return shared.length > 0;
}

/** Stores a report for the admins; one per reporter and pack, the latest reason kept. */
export async function reportPack(
  db: Database,
  reporterId: string,
  id: string,
  reason: string,
): Promise<boolean> {
  if (!(await isPublishedPack(db, id))) return false;
  await db
    .insert(packReport)
    .values({ packId: id, reporterId, reason })
    .onConflictDoUpdate({
      target: [packReport.packId, packReport.reporterId],
      set: { reason, createdAt: new Date() },
    });
  return true;
}

export interface ReportedPack {
  packId: string;
  packName: string;
  author: string;
  reports: { reason: string; createdAt: string }[];
}

/** Published packs with reports, most reported first: the admins' review list. */
export async function listReportedPacks(db: Database): Promise<ReportedPack[]> {
  const rows = await db
    .select({
      packId: pack.id,
      packName: pack.name,
      author: pack.author,
      reason: packReport.reason,
      createdAt: packReport.createdAt,
    })
    .from(packReport)
    .innerJoin(pack, eq(pack.id, packReport.packId))
    .where(eq(pack.status, "published"))
    .orderBy(desc(packReport.createdAt));
  const byPack = new Map<string, ReportedPack>();
  for (const row of rows) {
    const entry = byPack.get(row.packId) ?? {
      packId: row.packId,
      packName: row.packName,
      author: row.author,
      reports: [],
    };
    entry.reports.push({ reason: row.reason, createdAt: row.createdAt.toISOString() });
    byPack.set(row.packId, entry);
  }
  return [...byPack.values()].sort((a, b) => b.reports.length - a.reports.length);
}

/** An admin takes a pack off the community lists: it becomes its owner's draft again. */
export async function unpublishPack(
  db: Database,
  adminId: string,
  id: string,
): Promise<PackDeleteResult> {
  if (!(await isAdmin(db, adminId))) {
    return { ok: false, status: 403, problem: "notOwner" };
  }
  const row = await findRow(db, id);
  if (!row) return { ok: false, status: 404, problem: "notFound" };
  await db.transaction(async (tx) => {
    await tx
      .update(pack)
      .set({ status: "draft", tags: withDraftTag(row.tags, true) })
      .where(eq(pack.id, id));
    await tx.delete(packReport).where(eq(packReport.packId, id));
  });
  return { ok: true };
}
