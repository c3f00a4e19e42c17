import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { useAccount } from "#app/features/account/use-account.ts";

type ReportAnswer = { reported: true } | { error: string };

/** "Report this pack": a reason for the admins, who can take the pack off the lists. */
export function ReportPack({ packId, packName }: { packId: string; packName: string }) {
  const { t } = useTranslation("community");
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ReportAnswer>();
  const reasonId = useId();
  const sent = fetcher.data !== undefined && "reported" in fetcher.data;
  const error = fetcher.data !== undefined && "error" in fetcher.data ? fetcher.data.error : null;

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-5" />
        {t("report.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t("report.title", { name: packName })} closeLabel={t("report.close")}>
          {!account ? (
            <p>
              {t("report.signIn")}{" "}
              <Link to="/sign-in" className="font-bold text-dojo-cyan">
                {t("report.signInLink")}
              </Link>
            </p>
          ) : sent ? (
            <p role="status">{t("report.thanks")}</p>
          ) : (
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                const reason = new FormData(event.currentTarget).get("reason");
                void fetcher.submit(
                  { reason: typeof reason === "string" ? reason : "" },
                  {
                    method: "post",
                    action: `/api/packs/${packId}/report`,
                    encType: "application/json",
                  },
                );
              }}
            >
              <label htmlFor={reasonId} className="font-bold">
                {t("report.reason")}
              </label>
              <textarea
                id={reasonId}
                name="reason"
                required
                maxLength={500}
                rows={4}
                className="rounded-2xl bg-night-900 p-3 text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
              />
              {error ? (
                <p role="alert" className="font-bold text-dojo-pink">
                  {error}
                </p>
              ) : null}
              <Button type="submit" disabled={fetcher.state !== "idle"}>
                {t("report.send")}
              </Button>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
