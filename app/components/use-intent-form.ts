import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/mini";

/**
 * A form that is only buttons posting a fixed intent (and hidden fields), on Conform: checked
 * before sending with the schema its action checks too, so a tampered field is refused before
 * it leaves. `problem` is the schema's code for the first issue, the page's or the server's
 * (`lastResult`); the page words it. The form's props go on the `<Form>` or `fetcher.Form`.
 */
export function useIntentForm<Schema extends z.ZodMiniType>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  const [form] = useForm({
    id,
    lastResult: lastResult ?? null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const problem =
    Object.values(form.allErrors)
      .flat()
      .find((code) => code.length > 0) ?? null;
  return { form, formProps: getFormProps(form), problem };
}
