import { dbContext, userContext } from "#app/context.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/utils/http/api-response.ts";
import {
  authoredPackInputSchema,
  packIssueMessage,
  withDraftTag,
} from "#app/domain/authored-pack.ts";
import { importMessages, readPackFile } from "#app/domain/authored-pack-import.ts";
import { createPack, packAccessMessages } from "#app/domain/authored-packs.server.ts";
import type { Route } from "./+types/import";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/packs/import: any pack file the import reads (docs/data-model.md#pack-import) becomes a
 * new draft of the caller, to finish in the editor. Likes and plays in a file are someone else's
 * history and are not carried over; the new pack starts at 0.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const found = readPackFile(read.body);
  if (!found.ok) return apiError(400, importMessages[found.problem]);
  const parsed = authoredPackInputSchema.safeParse(found.pack);
  if (!parsed.success) return validationError(parsed.error, packIssueMessage);
  const db = context.get(dbContext);
  await context.get(userContext).profile();
  const draft = {
    ...parsed.data,
    metadata: { ...parsed.data.metadata, tags: withDraftTag(parsed.data.metadata.tags, true) },
  };
  const result = await createPack(db, user.id, draft);
  if (!result.ok) return apiError(result.status, packAccessMessages[result.problem]);
  return Response.json(result.pack, { status: 201 });
}
