import { dbContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed, readJsonBody } from "#app/utils/http/api-response.ts";
import { packAccessMessages, reportPack } from "#app/domain/authored-packs.server.ts";
import { isPackId } from "#app/domain/pack-id.ts";
import { checkReportReason } from "#app/features/packs/report-reason.ts";
import community from "#app/i18n/en/community.json";
import type { Route } from "./+types/report";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/packs/:id/report {reason}, for scripts: the same check and service as the
 * report form on the pack's page, with the problem worded in English.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!isPackId(params.id)) return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = read.body;
  const checked = checkReportReason(
    typeof body === "object" && body !== null && "reason" in body ? body.reason : undefined,
  );
  if (!checked.ok) {
    const message = community.report.errors[checked.problem];
    return apiError(400, message, [{ path: "reason", message }]);
  }
  const stored = await reportPack(context.get(dbContext), user.id, params.id, checked.reason);
  return stored
    ? Response.json({ reported: true }, { status: 201 })
    : apiError(404, packAccessMessages.notFound);
}
