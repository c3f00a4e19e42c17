import { isStorableText } from "./storable-text.ts";

/**
 * Why a page form's body can't be taken, as a code the page words from its catalogue
 * (`common:formProblems`): never the server's own English.
 */
export const formBodyProblems = ["notForm", "unreadable", "unstorable"] as const;

export type FormBodyProblem = (typeof formBodyProblems)[number];

export type FormBodyRead =
  { ok: true; form: FormData } | { ok: false; status: 400 | 415; problem: FormBodyProblem };

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a page form's body, or says why it can't: 415 for a body that isn't form data (a
 * script's JSON, plain text, no body at all), 400 for form data that can't be parsed (a
 * cut-off upload) or that holds text breaking the storable-text rule (storable-text.ts),
 * field names included. The page shows the refusal in its own error state, so nothing a
 * visitor sends reaches `request.formData()`'s TypeError and a 500.
 */
export async function readFormBody(request: Request): Promise<FormBodyRead> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (!type || !formTypes.includes(type)) {
    return { ok: false, status: 415, problem: "notForm" };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, problem: "unreadable" };
  }
  for (const [name, value] of form) {
    if (!isStorableText(name) || (typeof value === "string" && !isStorableText(value))) {
      return { ok: false, status: 400, problem: "unstorable" };
    }
  }
  return { ok: true, form };
}
