import { z } from "zod/mini";
import type { AuthoredPackInput } from "#app/domain/authored-pack.ts";
import type { SavedPack } from "./wizard.ts";

// The editor's calls to the packs API (docs/routes.md#api). Answers are checked, not assumed:
// a proxy's error page or an older server must end in a clear message, not a crash.

const savedPackSchema = z.object({
  metadata: z.object({
    name: z.string(),
    id: z.string(),
    description: z.string(),
    author: z.string(),
    explicit: z.boolean(),
    alcohol: z.boolean(),
    creation_date: z.string(),
    tags: z.array(z.string()),
  }),
  prompts: z.array(z.object({ text: z.string() })),
  likes: z.number(),
  plays: z.number(),
  lastUpdated: z.string(),
  status: z.enum(["draft", "published"]),
});

const errorSchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

export type ApiAnswer<T> =
  | { ok: true; data: T }
  /** `message` is the API's own; null when the server couldn't be reached or said nothing usable. */
  | { ok: false; status: number; message: string | null };

async function sendJson<T>(
  url: string,
  method: "POST" | "PUT",
  body: unknown,
  schema: z.ZodMiniType<T>,
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: null };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(json);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, status: response.status, message: null };
  }
  const error = errorSchema.safeParse(json);
  return { ok: false, status: response.status, message: error.success ? error.data.error : null };
}

/** POST for a new pack, PUT once it has an id. */
export function savePack(
  id: string | null,
  input: AuthoredPackInput,
): Promise<ApiAnswer<SavedPack>> {
  return id === null
    ? sendJson("/api/packs", "POST", input, savedPackSchema)
    : sendJson(`/api/packs/${encodeURIComponent(id)}`, "PUT", input, savedPackSchema);
}

/** A pack file, in any shape the import takes, becomes a new draft of the signed-in author. */
export function importPack(file: unknown): Promise<ApiAnswer<SavedPack>> {
  return sendJson("/api/packs/import", "POST", file, savedPackSchema);
}

// Counting a play or a share is bookkeeping: a lost count is better than nagging players
// about a dropped connection in the middle of a game.
function notify(url: string): void {
  void fetch(url, { method: "POST", keepalive: true }).catch(() => undefined);
}

/** One start of play (not one per card). */
export function countPlay(id: string): void {
  notify(`/api/packs/${encodeURIComponent(id)}/play`);
}

/** The author copied or shared the link of a published pack (the `share-pack` reward). */
export function markShared(id: string): void {
  notify(`/api/packs/${encodeURIComponent(id)}/share`);
}
