import { z } from "zod/mini";
import { promptGames } from "#app/features/packs/built-in-packs.server.ts";
import { promptPacksFor } from "#app/features/packs/prompt-game.server.ts";
import { supportedLanguages } from "#app/i18n/language.ts";
import { promptVisitorOf } from "#app/route-context.server.ts";
import { validationError } from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/prompt-packs";

const querySchema = z.object({
  game: z.enum([...promptGames, "mix"], {
    error: `Choose one of: ${[...promptGames, "mix"].join(", ")}`,
  }),
  language: z.enum(supportedLanguages, {
    error: `Choose one of: ${supportedLanguages.join(", ")}`,
  }),
});

/**
 * GET /api/prompt-packs?game=&language=: a prompt game's built-in packs in one language, as
 * its page sends them (premium packs locked unless the visitor may play them). A table that
 * plays in several languages adds them to the page's own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return validationError(parsed.error);
  const packs = await promptPacksFor(
    promptVisitorOf(context),
    parsed.data.game,
    parsed.data.language,
  );
  return Response.json({ packs }, { headers: { "Cache-Control": "private, no-cache" } });
}
