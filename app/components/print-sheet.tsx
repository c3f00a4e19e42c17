import { ArrowLeft, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

interface PrintSheetProps {
  /** Physical size in millimetres; the sheet prints at exactly this size. */
  width: number;
  height: number;
  /** What the toolbar says about the sheet (its format and size). */
  description: string;
  backTo: string;
  children: ReactNode;
  className?: string;
}

/**
 * One printable sheet: on screen, scaled to fit with the same proportions and a print
 * button; in print, alone on a page of its real size (CSS @page). Everything inside is
 * sized in container units (cqw), so the screen preview and the paper look the same.
 */
export function PrintSheet({
  width,
  height,
  description,
  backTo,
  children,
  className,
}: PrintSheetProps) {
  const { t } = useTranslation("print");
  // In print the sheet is alone on its page: whatever else is open on screen (the
  // first-visit questions, a toast) sits outside it and is left off the paper.
  const pageRule = `@page { size: ${width}mm ${height}mm; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  body > :not(:has([data-print-sheet])) { display: none !important; }
  [data-print-sheet] { width: ${width}mm !important; height: ${height}mm !important; max-width: none !important; border-radius: 0 !important; box-shadow: none !important; }
}`;
  return (
    <div className="flex flex-col items-center gap-5 px-4 py-6 print:p-0">
      <style>{pageRule}</style>
      <div className="flex w-full max-w-3xl flex-col gap-3 print:hidden">
        <Link
          to={backTo}
          className="inline-flex min-h-12 items-center gap-2 self-start rounded-2xl px-2 font-bold text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" />
          {t("sheet.back")}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{description}</p>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t("sheet.print")}
          </Button>
        </div>
      </div>
      <div
        data-print-sheet=""
        className={className}
        style={{
          width: "100%",
          // Tall sheets (the roll-up banner) fit the screen's height as well as its width.
          maxWidth: `min(${width}mm, 48rem, calc(85dvh * ${width / height}))`,
          aspectRatio: `${width} / ${height}`,
          containerType: "inline-size",
          overflow: "hidden",
          printColorAdjust: "exact",
          WebkitPrintColorAdjust: "exact",
        }}
      >
        {children}
      </div>
    </div>
  );
}
