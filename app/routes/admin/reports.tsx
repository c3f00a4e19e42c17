import { EyeOff, Flag } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { unpublishFormSchema } from "#app/features/packs/unpublish-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardText, CardTitle } from "#app/components/ui/card.tsx";
import { dbContext, userContext } from "#app/context.ts";
import { isAdmin } from "#app/domain/roles.server.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import { listReportedPacks, type ReportedPack } from "#app/domain/authored-packs.server.ts";
import type { Route } from "./+types/reports";

// Admins only; everyone else gets the same 404 as a page that doesn't exist, so the page
// doesn't advertise itself.
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await context.get(userContext).user();
  const db = context.get(dbContext);
  if (!user || !(await isAdmin(db, user.id))) throw pageNotFound(url);
  return { reported: await listReportedPacks(db) };
}

function ReportedPackCard({ entry }: { entry: ReportedPack }) {
  const { t, i18n } = useTranslation("community");
  const fetcher = useFetcher<{ unpublished: string } | { error: string }>();
  const { formProps, problem } = useIntentForm(
    `unpublish-${entry.packId}`,
    unpublishFormSchema,
    null,
  );
  const busy = fetcher.state !== "idle";
  const failed =
    problem !== null ||
    (fetcher.state === "idle" && fetcher.data !== undefined && "error" in fetcher.data);
  return (
    <Card className="flex flex-col gap-3">
      <div>
        <CardTitle>
          <Link to={`/game/${entry.packId}`} className="text-dojo-cyan underline">
            {entry.packName}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted">{t("by", { author: entry.author })}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {entry.reports.map((report) => (
          <li key={report.createdAt} className="flex gap-2 rounded-2xl bg-night-900 p-3">
            <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-dojo-pink" />
            <span>
              <span className="block">{report.reason}</span>
              <span className="text-xs text-muted">
                {new Date(report.createdAt).toLocaleString(i18n.language)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <fetcher.Form {...formProps} method="post" action={`/api/packs/${entry.packId}/unpublish`}>
        <input type="hidden" name="packId" value={entry.packId} />
        <Button type="submit" variant="secondary" disabled={busy}>
          <EyeOff aria-hidden="true" className="size-5" />
          {busy ? t("admin.unpublishing") : t("admin.unpublish", { name: entry.packName })}
        </Button>
      </fetcher.Form>
      {failed ? (
        <p role="alert" className="font-bold text-dojo-pink">
          {t("admin.failed")}
        </p>
      ) : null}
    </Card>
  );
}

export default function ReportedPacks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("community");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageMeta title={t("admin.metaTitle")} description={t("admin.intro")} />
      <header>
        <h1 className="text-4xl font-black">{t("admin.title")}</h1>
        <CardText>{t("admin.intro")}</CardText>
      </header>
      {loaderData.reported.length === 0 ? (
        <Card>
          <CardText className="mt-0">{t("admin.empty")}</CardText>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.reported.map((entry) => (
            <li key={entry.packId}>
              <ReportedPackCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
