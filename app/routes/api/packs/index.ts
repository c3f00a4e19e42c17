import { z } from "zod/mini";
import { dbContext, userContext } from "#app/context.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/utils/http/api-response.ts";
import { storableString } from "#app/utils/http/storable-string.ts";
import { authoredPackInputSchema, packIssueMessage } from "#app/domain/authored-pack.ts";
import {
  createPack,
  listPublishedPacks,
  packAccessMessages,
} from "#app/domain/authored-packs.server.ts";
import { supportedLanguages } from "#app/i18n/language.ts";
import type { Route } from "./+types/index";

const flag = z.pipe(
  z.optional(z.enum(["1", "true", "0", "false"])),
  z.transform((value) => value === "1" || value === "true"),
);

const listQuerySchema = z.object({
  q: z.optional(storableString().check(z.maxLength(100, "Keep the search to 100 characters."))),
  sort: z.optional(z.enum(["likes", "plays", "new"], { error: "Sort by likes, plays or new." })),
  explicit: flag,
  alcoholFree: flag,
  language: z.optional(z.enum(supportedLanguages, { error: "Choose one of: en, da." })),
  game: z.optional(storableString().check(z.maxLength(60))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});

/** GET /api/packs: the published community packs (docs/product-rules.md#community-packs). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = listQuerySchema.safeParse(params);
  if (!parsed.success) return validationError(parsed.error);
  return Response.json(await listPublishedPacks(context.get(dbContext), parsed.data));
}

/** POST /api/packs: a new pack from the authored-pack JSON; a `draft` tag keeps it a draft. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = authoredPackInputSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error, packIssueMessage);
  const db = context.get(dbContext);
  await context.get(userContext).profile();
  const result = await createPack(db, user.id, parsed.data);
  if (!result.ok) return apiError(result.status, packAccessMessages[result.problem]);
  return Response.json(result.pack, { status: 201 });
}
