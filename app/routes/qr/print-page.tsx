import { Fragment } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { PrintSheet } from "#app/components/print-sheet.tsx";
import { QrCode } from "#app/components/qr-code.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { getEnv } from "#app/env.server.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import { listArticles } from "#app/features/articles/articles.server.ts";
import { articleQrPages } from "#app/features/print/article-qr.ts";
import { printFormats } from "#app/features/print/print-formats.ts";
import { findQrPage, qrTargetUrl, type QrBrand } from "#app/features/print/qr-catalogue.ts";
import { pathInLanguage } from "#app/i18n/language.ts";
import type { Route } from "./+types/print-page";
import { languageContext } from "#app/context.ts";

// Every printable QR page, /QR/<brand>/<id>, from the QR catalogue (one module for all).
export function loader({ params, url, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const found = findQrPage(
    params.brand,
    params["*"] ?? "",
    articleQrPages(listArticles(language), language),
    language,
  );
  if (!found) throw pageNotFound(url);
  return {
    brand: found.brand,
    page: found.page,
    // A Danish sheet's code opens the page in Danish, whatever the scanning phone's own language.
    url: qrTargetUrl(getEnv().BASE_URL, pathInLanguage(found.page.target, language)),
  };
}

// Our look on paper is light (ink-friendly); ScrollBar's is a dark terminal screen in its
// own green and monospace, clearly theirs without borrowing any real logo.
const brandStyles: Record<
  QrBrand,
  { sheet: string; mark: string; title: string; text: string; accent: string }
> = {
  standard: {
    sheet: "bg-white text-[#1b1530] font-sans",
    mark: "text-[#c2185b]",
    title: "font-black",
    text: "text-[#3d3558]",
    accent: "bg-gradient-to-r from-[#ff4f9a] via-[#9b7bff] to-[#ffd23f]",
  },
  scrollbar: {
    sheet: "bg-[#0b1320] text-[#e8fff1] font-mono",
    mark: "text-[#39ff88]",
    title: "font-mono font-bold tracking-tight",
    text: "text-[#b9f5d0]",
    accent: "bg-[#39ff88]",
  },
};

/**
 * The address under the code, breaking only after a slash: a line ending in "arti" or in
 * "127.0.0.1:4" is an address nobody can type. Each segment stays whole (not even a hyphen
 * breaks it, "never-have-i-ever"), and the line may break after each "/" and before the
 * language of a Danish address ("?lang=da").
 */
function PrintedAddress({ address }: { address: string }) {
  const segments = address.split(/(?<=\/)|(?=\?)/);
  return (
    <span data-testid="qr-address">
      {segments.map((segment, index) => (
        // The segments of one address never change order: their place is their key.
        <Fragment key={index}>
          <span className="whitespace-nowrap">{segment}</span>
          {index < segments.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}

export default function QrPrintPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("print");
  const { t: tGames } = useTranslation("games");
  const { brand, page, url } = loaderData;
  const size = printFormats[page.format];
  const landscape = size.width > size.height;
  const square = size.width === size.height;
  // The roll-up banner is read from across a room: bigger words and code, spread out.
  const tall = size.height > size.width * 2;
  const title =
    page.copy.kind === "game" ? tGames(`catalogue.${page.copy.slug}.name`) : page.copy.title;
  const cta =
    page.copy.kind === "game" ? tGames(`catalogue.${page.copy.slug}.pitch`) : page.copy.cta;
  const style = brandStyles[brand];
  const shownUrl = url.replace(/^https?:\/\//, "");
  // The brand's mark heads the sheet unless the title already says it.
  const mark = brand === "scrollbar" ? t("sheet.scrollbarMark") : t("sheet.standardMark");

  return (
    <>
      <PageMeta
        title={t("sheet.metaTitle", { title, format: t(`formats.${page.format}.name`) })}
        description={cta}
      />
      <PrintSheet
        width={size.width}
        height={size.height}
        backTo={brand === "scrollbar" ? "/partnerships/scrollbar" : "/"}
        description={t("sheet.description", {
          format: t(`formats.${page.format}.name`),
          width: size.width,
          height: size.height,
        })}
        className={cn("relative rounded-xl shadow-2xl", style.sheet)}
      >
        <div className={cn("absolute inset-x-0 top-0 h-[2.5cqw]", style.accent)} />
        <div
          className={cn(
            "flex h-full",
            square ? "gap-[2.5cqw] p-[6cqw]" : "gap-[5cqw] p-[7cqw]",
            landscape && "flex-row items-center",
            !landscape && "flex-col items-center text-center",
            tall ? "justify-around" : !landscape && "justify-between",
          )}
        >
          <div
            className={cn(
              "flex flex-col",
              square ? "gap-[1.5cqw]" : "gap-[3cqw]",
              landscape ? "flex-1" : "items-center",
            )}
          >
            {mark === title ? null : (
              <p
                className={cn(
                  "font-extrabold",
                  style.mark,
                  landscape ? "text-[3cqw]" : square ? "text-[4cqw]" : "text-[5cqw]",
                )}
              >
                {mark}
              </p>
            )}
            <h1
              className={cn(
                "leading-[1.05] text-balance",
                style.title,
                landscape
                  ? "text-[6.5cqw]"
                  : square
                    ? "text-[7cqw]"
                    : tall
                      ? "text-[13cqw]"
                      : "text-[9.5cqw]",
              )}
            >
              {title}
            </h1>
            <p
              className={cn(
                "text-pretty",
                style.text,
                landscape
                  ? "text-[3cqw]"
                  : square
                    ? "text-[4cqw]"
                    : tall
                      ? "text-[6cqw]"
                      : "text-[4.6cqw]",
              )}
            >
              {cta}
            </p>
          </div>
          <div
            className={cn(
              "flex shrink-0 flex-col items-center gap-[1.5cqw]",
              landscape ? "w-[38cqw]" : square ? "w-[38cqw]" : tall ? "w-[72cqw]" : "w-[62cqw]",
            )}
          >
            <QrCode value={url} label={t("sheet.qrLabel", { title })} className="rounded-none" />
            <p
              className={cn(
                "font-bold",
                style.text,
                landscape ? "text-[2.2cqw]" : square ? "text-[3cqw]" : "text-[3.4cqw]",
              )}
            >
              {t("sheet.scan")} · <PrintedAddress address={shownUrl} />
            </p>
          </div>
        </div>
      </PrintSheet>
    </>
  );
}
