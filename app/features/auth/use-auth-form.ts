import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/mini";
import { isAuthErrorKey, type AuthErrorKey } from "./auth-errors.ts";
import { useAuthErrorMessage } from "./use-auth-error-message.ts";

/**
 * One auth form on Conform, checked with the schema its action checks too (auth-form-schema.ts).
 * The page's one live region says the first problem: a field's, found before sending, or else
 * the server's answer to the last send (not while a new one is on its way).
 */
export function useAuthForm<Schema extends z.ZodMiniObject>(
  id: string,
  schema: Schema,
  serverError: AuthErrorKey | null,
  busy: boolean,
) {
  const errorMessage = useAuthErrorMessage();
  const [form, fields] = useForm({
    id,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const fieldError = Object.values(form.allErrors)
    .flat()
    .find((error) => isAuthErrorKey(error));
  const key = fieldError ?? (busy ? null : serverError);
  return { form, fields, message: key ? errorMessage(key) : null };
}
