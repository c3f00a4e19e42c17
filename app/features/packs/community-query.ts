import type { Language } from "#app/i18n/language.ts";

// The community list's query, as the browser builds it for GET /api/packs (docs/routes.md#api).

export type CommunitySort = "likes" | "plays" | "new";
export const communitySorts: readonly CommunitySort[] = ["likes", "plays", "new"];

export interface CommunityQuery {
  q: string;
  sort: CommunitySort;
  /** The visitor opted in to 18+ packs. */
  explicit: boolean;
  alcoholFree: boolean;
  /** Only packs written in one language; every language when null. */
  language: Language | null;
  limit: number;
}

export const defaultCommunityQuery: CommunityQuery = {
  q: "",
  sort: "likes",
  explicit: false,
  alcoholFree: false,
  language: null,
  limit: 24,
};

export function communityListUrl(query: CommunityQuery): string {
  const params = new URLSearchParams({ sort: query.sort, limit: String(query.limit) });
  const q = query.q.trim();
  if (q) params.set("q", q.slice(0, 100));
  if (query.explicit) params.set("explicit", "1");
  if (query.alcoholFree) params.set("alcoholFree", "1");
  if (query.language) params.set("language", query.language);
  return `/api/packs?${params.toString()}`;
}
