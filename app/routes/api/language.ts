import { z } from "zod";
import { methodNotAllowed, readJsonBody, validationError } from "#app/utils/http/api-response.ts";
import { languageCookieName, supportedLanguages } from "#app/i18n/language.ts";
import type { Route } from "./+types/language";

const languageSchema = z.object({
  language: z.enum(supportedLanguages, {
    error: `Choose one of: ${supportedLanguages.join(", ")}`,
  }),
});

const oneYear = 60 * 60 * 24 * 365;

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
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return Response.json(
    { language: parsed.data.language },
    {
      headers: {
        "Set-Cookie": `${languageCookieName}=${parsed.data.language}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`,
      },
    },
  );
}
