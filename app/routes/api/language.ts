import { z } from "zod/mini";
import { methodNotAllowed, readJsonBody, validationError } from "#app/utils/http/api-response.ts";
import { dbContext, userContext } from "#app/context.ts";
import { saveProfileLanguage } from "#app/domain/profile.server.ts";
import { languageCookie, supportedLanguages } from "#app/i18n/language.ts";
import type { Route } from "./+types/language";

const languageSchema = z.object({
  language: z.enum(supportedLanguages, { error: "unsupported" }),
});

// The API's words for the schema's code (docs/errors.md#language).
const languageMessages = { unsupported: `Choose one of: ${supportedLanguages.join(", ")}` };

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * Remembers the visitor's language choice; it wins over Accept-Language from then on, and a
 * signed-in player's profile keeps it for their other devices. For scripts: pages choose by
 * the address's `?lang=` (app/features/account/language-choice.server.ts), which keeps the
 * choice the same way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = languageSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error, languageMessages);
  const user = await context.get(userContext).user();
  if (user) await saveProfileLanguage(context.get(dbContext), user.id, parsed.data.language);
  const secure = new URL(request.url).protocol === "https:";
  return Response.json(
    { language: parsed.data.language },
    { headers: { "Set-Cookie": languageCookie(parsed.data.language, secure) } },
  );
}
