import { dbContext, userContext } from "#app/context.ts";
import { exportAccountData } from "#app/features/account/account-data.server.ts";
import { exportFileName } from "#app/features/account/account-export.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/profile-export";

/** "Download my data": the signed-in account's data as a JSON file. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const data = await exportAccountData(context.get(dbContext), user.id, new Date());
  if (!data) return apiError(404, "There is no account to export.");
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName}"`,
      // Personal data: never kept by a shared cache or the browser's back-forward cache.
      "Cache-Control": "private, no-store",
    },
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
