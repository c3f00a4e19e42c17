import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/mini";

/** A form post of `fields`, as a browser sends it. */
export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What a form schema refuses in a post of `fields`, by field (Conform's answer); null if nothing. */
export function formProblems(
  schema: z.ZodMiniType,
  fields: Record<string, string>,
): Record<string, string[] | null> | null {
  const submission = parseWithZod(formOf(fields), { schema });
  return submission.status === "success" ? null : (submission.reply().error ?? null);
}
