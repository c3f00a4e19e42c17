import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Flag } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher } from "react-router";
import { formProblemOf, useFormProblemWords } from "#app/components/form-problem.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { useAccount } from "#app/state/use-account.ts";
import {
  isReportReasonProblem,
  reportFormSchema,
  reportReasonMaxLength,
  type ReportAnswer,
} from "./report-reason.ts";

/**
 * "Report this pack": a reason for the admins, who can take the pack off the lists. Sent
 * to the pack page's action (intent report); the reason is checked here first with the
 * schema the action checks it with. Reports come from accounts, one per player and pack.
 */
export function ReportPack({ packId, packName }: { packId: string; packName: string }) {
  const { t } = useTranslation("community");
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ReportAnswer>();
  const [form, fields] = useForm({
    id: `report-${packId}`,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // What the check in the browser found; gone once the reason is fixed.
  const checked = fields.reason.errors?.find(isReportReasonProblem) ?? null;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const sent = answer?.ok === true;
  const signedOut = !account || (answer?.ok === false && answer.problem === "signedOut");
  const problem =
    checked ?? (answer?.ok === false && answer.problem !== "signedOut" ? answer.problem : null);
  // A body the action could not take is said in the words every page form uses for it.
  const formProblemWords = useFormProblemWords();
  const formProblem = checked ? null : formProblemOf(answer);

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-5" />
        {t("report.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t("report.title", { name: packName })} closeLabel={t("report.close")}>
          {signedOut ? (
            <p className="mt-3">
              {t("report.signIn")}{" "}
              <Link to="/sign-in" className="font-bold text-dojo-cyan">
                {t("report.signInLink")}
              </Link>
            </p>
          ) : sent ? (
            <p role="status" className="mt-3">
              {t("report.thanks")}
            </p>
          ) : (
            <fetcher.Form
              method="post"
              action={`/game/${packId}`}
              className="mt-3 flex flex-col gap-3"
              {...getFormProps(form)}
              noValidate
            >
              <input type="hidden" name="intent" value="report" />
              <label htmlFor={fields.reason.id} className="font-bold">
                {t("report.reason")}
              </label>
              <textarea
                {...getTextareaProps(fields.reason, {
                  ariaDescribedBy: problem
                    ? `${fields.reason.errorId} ${fields.reason.descriptionId}`
                    : fields.reason.descriptionId,
                })}
                key={fields.reason.key}
                maxLength={reportReasonMaxLength}
                rows={4}
                aria-invalid={problem ? true : undefined}
                className="rounded-2xl bg-night-900 p-3 text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
              />
              <p id={fields.reason.descriptionId} className="text-sm text-muted">
                {t("report.hint")}
              </p>
              {problem ? (
                <p id={fields.reason.errorId} role="alert" className="font-bold text-dojo-pink">
                  {formProblem ? formProblemWords(formProblem) : t(`report.errors.${problem}`)}
                </p>
              ) : null}
              <Button type="submit" disabled={fetcher.state !== "idle"}>
                {fetcher.state === "idle" ? t("report.send") : t("report.sending")}
              </Button>
            </fetcher.Form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
