import { Copy, Share2 } from "lucide-react";
import { QrCode } from "#app/components/qr-code.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useCopyToClipboard } from "#app/components/use-copy-to-clipboard.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/** How the others get in: the QR code, the link and the code. */
export function ShareRoom({ code, joinUrl }: { code: string; joinUrl: string }) {
  const { t } = useTranslation("rooms");
  const { state, copy } = useCopyToClipboard();
  const address = new URL(joinUrl).host;
  return (
    <section
      aria-labelledby="room-share"
      className="flex flex-col gap-3 rounded-2xl bg-night-800 p-4"
    >
      <h2 id="room-share" className="flex items-center gap-2 text-lg font-semibold">
        <Share2 aria-hidden className="size-5" />
        {t("room.share.title")}
      </h2>
      <p className="text-muted">{t("room.share.text", { code, address })}</p>
      <div className="mx-auto w-48">
        <QrCode value={joinUrl} label={t("room.share.qrLabel", { code })} />
      </div>
      <p className="text-center font-mono text-sm break-all" data-join-url>
        {joinUrl}
      </p>
      <Button variant="secondary" onClick={() => void copy(joinUrl)}>
        <Copy aria-hidden className="size-5" />
        {state === "copied" ? t("room.share.copied") : t("room.share.copy")}
      </Button>
    </section>
  );
}
