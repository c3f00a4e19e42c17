import { Check, Copy, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { QrCode } from "#app/components/qr-code.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "./wizard-ui.tsx";

/** How long "Copied!" stays (docs/constants.md#timings). */
const linkCopiedMs = 2000;

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and some in-app browsers refuse the clipboard API; copying the
    // selected field still works there.
    if (!field) return false;
    field.select();
    return document.execCommand("copy");
  }
}

// Whether the phone has a share sheet never changes while the page is open.
const noSubscription = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === "function";

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

interface ShareLinkProps {
  url: string;
  title: string;
  /** Called when the link was copied or handed to the share sheet. */
  onShared: () => void;
}

/** The pack's link: copy it, hand it to the phone's share sheet, or scan its QR code. */
export function ShareLink({ url, title, onShared }: ShareLinkProps) {
  const { t } = useTranslation("editor");
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canShare = useSyncExternalStore(noSubscription, hasShareSheet, () => false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    setProblem(null);
    if (!(await copyText(url, field.current))) {
      setProblem(t("share.copyFailed"));
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), linkCopiedMs);
    onShared();
  }

  async function share() {
    setProblem(null);
    try {
      await navigator.share({ title, text: t("share.text", { name: title }), url });
      onShared();
    } catch (error) {
      if (!isAbort(error)) setProblem(t("share.shareFailed"));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="font-bold">
          {t("share.linkLabel")}
        </label>
        <input
          ref={field}
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={inputClass}
          data-testid="share-url"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="flex-1" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t("share.copied") : t("share.copy")}
        </Button>
        {canShare ? (
          <Button size="lg" variant="secondary" className="flex-1" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {t("share.share")}
          </Button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm font-bold text-danger">
        {problem}
      </p>
      <figure className="mx-auto w-full max-w-56">
        <QrCode value={url} label={t("share.qrLabel", { url })} />
        <figcaption className="mt-2 text-center text-sm text-muted">
          {t("share.qrCaption")}
        </figcaption>
      </figure>
    </div>
  );
}
