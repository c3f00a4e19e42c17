import { data } from "react-router";
import { dbContext, userContext } from "#app/context.ts";
import { parseFeedbackForm } from "#app/features/feedback/feedback-schema.ts";
import { sendFeedback } from "#app/features/feedback/send-feedback.server.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import type { Route } from "./+types/feedback";

/**
 * POST /feedback: the feedback form of the contact page and of a finished round, checked by
 * the schema the form checks itself with and POST /api/feedback checks its JSON with
 * (feedback-schema.ts), and saved by the same sendFeedback.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) {
    return data(
      { ok: false, problem: "failed", formProblem: read.problem },
      { status: read.status },
    );
  }
  const submission = parseFeedbackForm(read.form);
  if (submission.status !== "success") {
    return data({ ok: false, result: submission.reply() }, { status: 400 });
  }
  await sendFeedback(context.get(dbContext), context.get(userContext), submission.value);
  return data({ ok: true, result: submission.reply({ resetForm: true }) }, { status: 201 });
}

// A send with bad reception is told beside the button, not as an error page.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}
