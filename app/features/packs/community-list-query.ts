import { z } from "zod/mini";
import { storableString } from "#app/features/http/storable-string.ts";

const flag = z.pipe(
  z.optional(z.enum(["1", "true", "0", "false"])),
  z.transform((value) => value === "1" || value === "true"),
);

/**
 * The community list's query as the server reads it (community-query.ts builds it), for
 * GET /api/packs and the page's list loader alike; the messages are the API's
 * (docs/errors.md#community-list).
 */
export const communityListQuerySchema = z.object({
  q: z.optional(storableString().check(z.maxLength(100, "Keep the search to 100 characters."))),
  sort: z.optional(z.enum(["likes", "plays", "new"], { error: "Sort by likes, plays or new." })),
  explicit: flag,
  alcoholFree: flag,
  game: z.optional(storableString().check(z.maxLength(60))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
