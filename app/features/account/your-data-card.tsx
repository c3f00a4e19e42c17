import { Download, FileJson } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { exportFileName } from "./account-export.ts";

/** "Download my data": a plain link, so the browser saves the server's file. */
export function YourDataCard() {
  const { t } = useTranslation("account");
  return (
    <Card>
      <section aria-labelledby="profile-data">
        <IconHeading id="profile-data" icon={FileJson} tone="cyan">
          {t("data.title")}
        </IconHeading>
        <p className="mt-2 text-muted">{t("data.intro")}</p>
        <Button asChild variant="secondary" className="mt-4">
          <a href="/api/profile/export" download={exportFileName}>
            <Download aria-hidden="true" className="size-5" />
            {t("data.download")}
          </a>
        </Button>
      </section>
    </Card>
  );
}
