import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useFetcher, useNavigate, useRevalidator } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { deleteAccountSchemaFor } from "./account-deletion.ts";

// The codes a deletion can be refused with, as this card words them (account.deletion).
const deletionWords: Record<string, "missing" | "mismatch" | "subscription" | "failed"> = {
  missing: "missing",
  mismatch: "mismatch",
  subscriptionNotStopped: "subscription",
  noProfile: "failed",
  signedOut: "failed",
};

type DeleteAnswer =
  | { intent: "delete-account"; result: SubmissionResult<string[]>; deleted?: true }
  | { ok: false; problem: "offline" | "failed" };

/**
 * The danger zone: deleting the account for good, after the owner types their username
 * (the profile's action, as DELETE /api/profile). Then the home page, signed out, says it is
 * done.
 */
export function DeleteAccountCard({ username, coins }: { username: string; coins: number }) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<DeleteAnswer>({ key: "delete-account" });
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const schema = useMemo(() => deleteAccountSchemaFor(username), [username]);
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult: answer && "result" in answer ? answer.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: "onSubmit",
  });
  const deleted = answer && "deleted" in answer && answer.deleted === true;
  useEffect(() => {
    if (!deleted) return;
    toast({
      tone: "success",
      title: t("deletion.deleted"),
      description: t("deletion.deletedText"),
    });
    // The session cookie is gone; going home and reloading the root data signs the page out.
    void Promise.resolve(navigate("/", { replace: true })).then(() => revalidator.revalidate());
  }, [deleted, toast, t, navigate, revalidator]);
  const problem =
    answer && "problem" in answer
      ? answer.problem === "offline"
        ? t("errors.network")
        : t("deletion.failed")
      : fields.confirm.errors?.[0];
  const problemText =
    problem === undefined
      ? null
      : deletionWords[problem]
        ? t(`deletion.${deletionWords[problem]}`)
        : problem;

  function changeOpen(next: boolean) {
    if (busy) return;
    setOpen(next);
    form.reset();
  }

  return (
    <Card>
      <section aria-labelledby="profile-delete">
        <IconHeading id="profile-delete" icon={TriangleAlert} tone="pink">
          {t("deletion.title")}
        </IconHeading>
        <p className="mt-2 text-muted">{t("deletion.intro")}</p>
        <Dialog open={open} onOpenChange={changeOpen}>
          <DialogTrigger asChild>
            <Button variant="danger-outline" className="mt-4">
              {t("deletion.open")}
            </Button>
          </DialogTrigger>
          <DialogContent
            title={t("deletion.dialogTitle")}
            description={t("deletion.dialogText", { coins })}
            closeLabel={busy ? undefined : tc("actions.close")}
          >
            <fetcher.Form
              method="post"
              action="/profile"
              {...getFormProps(form)}
              className="mt-5 flex flex-col gap-3"
            >
              <input type="hidden" name="intent" value="delete-account" />
              <label htmlFor={fields.confirm.id} className="font-bold">
                {t("deletion.confirmLabel", { username })}
              </label>
              <input
                {...getInputProps(fields.confirm, { type: "text" })}
                key={fields.confirm.key}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-invalid={problemText !== null || undefined}
                aria-describedby={problemText ? fields.confirm.errorId : undefined}
                className="min-h-12 rounded-2xl bg-night-900 px-4 text-ink ring-1 ring-night-600 focus:ring-danger"
              />
              {problemText ? (
                <p id={fields.confirm.errorId} role="alert" className="font-bold text-danger">
                  {problemText}
                </p>
              ) : null}
              <div className="mt-2 flex flex-col gap-3 sm:flex-row-reverse">
                <Button type="submit" variant="danger" disabled={busy}>
                  {busy ? t("deletion.deleting") : t("deletion.confirm")}
                </Button>
                <DialogClose asChild>
                  <Button variant="secondary" disabled={busy}>
                    {t("deletion.cancel")}
                  </Button>
                </DialogClose>
              </div>
            </fetcher.Form>
          </DialogContent>
        </Dialog>
      </section>
    </Card>
  );
}
