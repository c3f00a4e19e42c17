import { dbContext, userContext } from "#app/context.ts";
import { apiError } from "#app/utils/http/api-response.ts";
import { getPack, packAccessMessages } from "#app/domain/authored-packs.server.ts";
import { isPackId } from "#app/domain/pack-id.ts";
import type { AuthoredPackFile } from "#app/domain/authored-pack.ts";
import type { Route } from "./+types/export";

/** GET /api/packs/:id/export: the pack file (docs/data-model.md#pack-file), as a download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!isPackId(params.id)) return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  const found = await getPack(context.get(dbContext), params.id, user?.id ?? null);
  if (!found) return apiError(404, packAccessMessages.notFound);
  const file: AuthoredPackFile = {
    metadata: found.metadata,
    prompts: found.prompts,
    likes: found.likes,
    plays: found.plays,
    lastUpdated: found.lastUpdated,
  };
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${found.metadata.id}.json"`,
    },
  });
}
