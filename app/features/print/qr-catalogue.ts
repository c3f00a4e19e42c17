import { z } from "zod/mini";
import { catalogue, type CatalogueSlug } from "#app/games/catalogue.ts";
import { defaultLanguage, type Language } from "#app/i18n/language.ts";
import materialDa from "#content/qr/material.da.json" with { type: "json" };
import material from "#content/qr/material.json" with { type: "json" };
import scrollbarDa from "#content/qr/scrollbar.da.json" with { type: "json" };
import scrollbar from "#content/qr/scrollbar.json" with { type: "json" };
import { isPrintFormat, type PrintFormat } from "./print-formats.ts";

/**
 * Every printable QR page (docs/routes.md#printable-qr), as data: one route module renders them
 * all. A page lives at /QR/<brand>/<id> and its code leads to `target` on this site.
 */
export const qrBrands = ["standard", "scrollbar"] as const;
export type QrBrand = (typeof qrBrands)[number];

function isQrBrand(value: string): value is QrBrand {
  return qrBrands.some((brand) => brand === value);
}

/** What the page says about its target: written copy, or a catalogue game's own name. */
export type QrCopy =
  { kind: "text"; title: string; cta: string } | { kind: "game"; slug: CatalogueSlug };

export interface QrPage {
  /** The page's path under /QR/<brand>/, e.g. "sticker" or "games/meyer-qr". */
  id: string;
  format: PrintFormat;
  /** Site path the code leads to (made absolute with BASE_URL when drawn). */
  target: string;
  copy: QrCopy;
}

/** A family of alike QR pages fed by a list of {path, title} entries (games, articles…). */
export interface QrEntry {
  path: string;
  title: string;
}

const format = z.string().check(z.refine(isPrintFormat, "Unknown print format"));

const materialSchema = z.object({
  language: z.enum(["en", "da"]),
  /** What a rules article's sign asks the reader to do. */
  articleCta: z.string().check(z.trim(), z.minLength(1)),
  pages: z.array(
    z.object({
      id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
      format,
      target: z.string().check(z.startsWith("/")),
      title: z.string().check(z.trim(), z.minLength(1)),
      cta: z.string().check(z.trim(), z.minLength(1)),
    }),
  ),
});

const overridesSchema = z.object({
  language: z.enum(["en", "da"]),
  overrides: z.record(
    z.string(),
    z.object({
      target: z.optional(z.string().check(z.startsWith("/"))),
      title: z.optional(z.string().check(z.trim(), z.minLength(1))),
      cta: z.optional(z.string().check(z.trim(), z.minLength(1))),
    }),
  ),
});

type Material = z.infer<typeof materialSchema>;
type Overrides = z.infer<typeof overridesSchema>["overrides"];

/**
 * The written material in each language: content/qr/material.json and its Danish
 * material.da.json, with ScrollBar's own words in scrollbar.json and scrollbar.da.json. A sheet
 * is printed in one language, so each language has every page of its own (qr-catalogue.test.ts).
 */
const materialIn: Record<Language, Material> = {
  en: materialSchema.parse(material),
  da: materialSchema.parse(materialDa),
};
const brandOverridesIn: Record<Language, Record<QrBrand, Overrides>> = {
  en: { standard: {}, scrollbar: overridesSchema.parse(scrollbar).overrides },
  da: { standard: {}, scrollbar: overridesSchema.parse(scrollbarDa).overrides },
};

/** What a rules article's sign asks the reader to do, in the sheet's language. */
export function articleSignCta(language: Language = defaultLanguage): string {
  return materialIn[language].articleCta;
}

function materialFamily(brand: QrBrand, language: Language): QrPage[] {
  return materialIn[language].pages.flatMap((page) => {
    if (!isPrintFormat(page.format)) return [];
    const override = brandOverridesIn[language][brand][page.id] ?? {};
    return [
      {
        id: page.id,
        format: page.format,
        target: override.target ?? page.target,
        copy: {
          kind: "text",
          title: override.title ?? page.title,
          cta: override.cta ?? page.cta,
        },
      },
    ];
  });
}

// Derived from the catalogue, so a game gets its table sign the day its page goes live.
function gameFamily(): QrPage[] {
  return catalogue
    .filter((entry) => entry.available)
    .map((entry) => ({
      id: `games/${entry.slug}-qr`,
      format: "flyer",
      target: entry.path,
      copy: { kind: "game", slug: entry.slug },
    }));
}

/**
 * An entry's slug: its path below `/<folder>/`, nested segments joined by "-", so that
 * /articles/partnerships/scrollbar/beer-pong doesn't take /articles/beer-pong's page.
 */
function entrySlug(folder: string, path: string): string {
  const segments = path.split("/").filter(Boolean);
  return (segments[0] === folder ? segments.slice(1) : segments).join("-");
}

/**
 * A family from {path, title} entries under `<folder>/<slug>-qr` (see entrySlug).
 * Articles join through article-qr.ts, given the articles by the page that prints them.
 */
export function entryFamily(
  folder: string,
  entries: readonly QrEntry[],
  cta: string,
  pageFormat: PrintFormat = "flyer",
): QrPage[] {
  return entries.map((entry) => ({
    id: `${folder}/${entrySlug(folder, entry.path)}-qr`,
    format: pageFormat,
    target: entry.path,
    copy: { kind: "text", title: entry.title, cta },
  }));
}

/**
 * Every QR page of a brand in a language, with the families only the server can list
 * (`extra`, already in that language). A game's page takes its words from the catalogue.
 */
export function qrPages(
  brand: QrBrand,
  extra: readonly QrPage[] = [],
  language: Language = defaultLanguage,
): QrPage[] {
  return [...materialFamily(brand, language), ...gameFamily(), ...extra];
}

export function findQrPage(
  brand: string,
  id: string,
  extra: readonly QrPage[] = [],
  language: Language = defaultLanguage,
): { brand: QrBrand; page: QrPage } | null {
  if (!isQrBrand(brand)) return null;
  const page = qrPages(brand, extra, language).find((candidate) => candidate.id === id);
  return page ? { brand, page } : null;
}

/** The absolute URL a code encodes: BASE_URL and the target's path. */
export function qrTargetUrl(baseUrl: string, target: string): string {
  // Joined as text, so a BASE_URL with a path (https://example.com/party) keeps it.
  return `${baseUrl.replace(/\/+$/, "")}${target}`;
}
