import { z } from "zod";
import { methodNotAllowed, readJsonBody, validationError } from "#app/utils/http/api-response.ts";
import { languageCookie, supportedLanguages } from "#app/i18n/language.ts";
import type { Route } from "./+types/language";

const languageSchema = z.object({
  language: z.enum(supportedLanguages, {
    error: `Choose one of: ${supportedLanguages.join(", ")}`,
  }),
});

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Remembers the visitor's language choice; it wins over Accept-Language from then on. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = languageSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const secure = new URL(request.url).protocol === "https:";
  return Response.json(
    { language: parsed.data.language },
    { headers: { "Set-Cookie": languageCookie(parsed.data.language, secure) } },
  );
}
