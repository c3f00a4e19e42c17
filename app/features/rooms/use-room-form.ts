import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod/mini";
import { useFormProblemWords } from "#app/components/form-problem.ts";
import type { FormBodyProblem } from "#app/utils/http/form-body.ts";
import { useRefusalWords } from "./use-refusal-words.ts";

/** What a room form's action answers when it does not send the phone into the room. */
export interface RoomFormAnswer {
  formProblem: FormBodyProblem | null;
  result: SubmissionResult<string[]> | null;
}

/**
 * A room form on Conform, checked before sending with the schema its action checks too
 * (room-forms.ts). Its problems are room refusal codes, said here in the interface's words:
 * `said(errors)` words a field's first one, `formMessage` the whole form's (a form body the
 * server could not take, or a refusal about no one field). Busy while a send is on its way.
 */
export function useRoomForm<Fields extends Record<string, unknown>>(
  id: string,
  schemaOf: (form: FormData) => z.ZodMiniType<Fields, Fields>,
  answer: RoomFormAnswer | undefined,
) {
  const refusalWords = useRefusalWords();
  const formProblemWords = useFormProblemWords();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<Fields, Fields>({
    id,
    lastResult: answer?.result ?? null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schemaOf(formData) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const said = (errors: string[] | undefined) => {
    const code = errors?.[0];
    return code ? refusalWords(code) : null;
  };
  const formMessage = answer?.formProblem
    ? formProblemWords(answer.formProblem)
    : said(form.errors);
  return { form, fields, busy, said, formMessage };
}
