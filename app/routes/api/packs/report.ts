import { z } from "zod";
import { dbContext, userContext } from "#app/context.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/features/http/api-response.ts";
import { storableString } from "#app/features/http/storable-string.ts";
import {
  packAccessMessages,
  reportMessages,
  reportPack,
} from "#app/features/packs/authored-packs.server.ts";
import { isPackId } from "#app/features/packs/pack-id.ts";
import type { Route } from "./+types/report";

const reportSchema = z.object({
  reason: storableString({ error: reportMessages.reasonRequired })
    .trim()
    .min(1, reportMessages.reasonRequired)
    .max(500, reportMessages.reasonTooLong),
});

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST /api/packs/:id/report {reason}: kept for the admins to review. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!isPackId(params.id)) return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = reportSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const stored = await reportPack(context.get(dbContext), user.id, params.id, parsed.data.reason);
  return stored
    ? Response.json({ reported: true }, { status: 201 })
    : apiError(404, packAccessMessages.notFound);
}
