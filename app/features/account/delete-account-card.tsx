import { TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useNavigate, useRevalidator } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { sendApiRequest } from "#app/utils/http/api-request.ts";
import { confirmsDeletion } from "./account-deletion.ts";

type DeleteProblem = "missing" | "mismatch" | "failed" | "network" | "subscription";

/**
 * The danger zone: deleting the account for good, after the owner types their username
 * (DELETE /api/profile). Then the home page, signed out, says it is done.
 */
export function DeleteAccountCard({ username, coins }: { username: string; coins: number }) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DeleteProblem | null>(null);
  const inputId = useId();
  const problemId = useId();

  function changeOpen(next: boolean) {
    if (busy) return;
    setOpen(next);
    setTyped("");
    setProblem(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (typed.trim() === "") return setProblem("missing");
    if (!confirmsDeletion(typed, username)) return setProblem("mismatch");
    setBusy(true);
    setProblem(null);
    const answer = await sendApiRequest("/api/profile", {
      method: "DELETE",
      json: { confirm: typed },
    });
    if (!answer.ok) {
      setBusy(false);
      if (answer.status === 401) {
        // The session ended meanwhile: the profile loader sends the visitor to sign in.
        await revalidator.revalidate();
        return;
      }
      return setProblem(
        answer.status === 0
          ? "network"
          : answer.status === 400
            ? "mismatch"
            : answer.status === 502
              ? "subscription"
              : "failed",
      );
    }
    toast({
      tone: "success",
      title: t("deletion.deleted"),
      description: t("deletion.deletedText"),
    });
    // The session cookie is gone; going home and reloading the root data signs the page out.
    await navigate("/", { replace: true });
    await revalidator.revalidate();
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
            <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-3">
              <label htmlFor={inputId} className="font-bold">
                {t("deletion.confirmLabel", { username })}
              </label>
              <input
                id={inputId}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-invalid={problem === "missing" || problem === "mismatch"}
                aria-describedby={problem ? problemId : undefined}
                className="min-h-12 rounded-2xl bg-night-900 px-4 text-ink ring-1 ring-night-600 focus:ring-danger"
              />
              {problem ? (
                <p id={problemId} role="alert" className="font-bold text-danger">
                  {problem === "network" ? t("errors.network") : t(`deletion.${problem}`)}
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
            </form>
          </DialogContent>
        </Dialog>
      </section>
    </Card>
  );
}
