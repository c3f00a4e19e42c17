import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/mini";

/**
 * A form on Conform whose send never leaves the page as a post: a game's move, a setting kept on
 * this phone. The schema's issues are codes the form words from its catalogue; `onValid` gets
 * the schema's output only when every field passes, so bad input changes nothing.
 */
export function useLocalForm<Fields extends Record<string, unknown>>(
  id: string,
  schema: z.ZodMiniType<Fields, Record<string, unknown>>,
  onValid: (value: Fields) => void,
) {
  return useForm<Fields>({
    id,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") onValid(submission.value);
    },
  });
}

/** A field's first problem code, for the form to word, or null. */
export function firstProblem(errors: string[] | undefined): string | null {
  return errors?.[0] ?? null;
}
