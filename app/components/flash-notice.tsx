import { useTranslation } from "#app/i18n/react.tsx";
import type { FlashCode } from "#app/utils/http/flash.ts";

/**
 * The one-time message of a plain form post (app/utils/http/flash.ts), at the top of the page
 * it came back to: read out once, gone on the next page.
 */
export function FlashNotice({ code }: { code: FlashCode }) {
  const { t } = useTranslation("common");
  return (
    <p
      role="status"
      data-testid="flash"
      className="bg-night-800 px-4 py-3 text-center font-bold text-ink ring-1 ring-night-600"
    >
      {t(`flash.${code}`)}
    </p>
  );
}
