import { z } from "zod/mini";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import { defaultLanguage, type Language } from "#app/i18n/language.ts";
import scrollbarDa from "#content/partners/scrollbar.da.json" with { type: "json" };
import scrollbar from "#content/partners/scrollbar.json" with { type: "json" };
import slusenDa from "#content/partners/slusen.da.json" with { type: "json" };
import slusen from "#content/partners/slusen.json" with { type: "json" };

/**
 * A partner as written in content/partners/<id>.json, and in Danish in <id>.da.json (the same
 * facts, written for a Danish reader). Only what is known goes in
 * (docs/product-rules.md#partners): no invented addresses, prices or quotes; real details are added
 * to the file.
 */
const partnerSchema = z.object({
  language: z.enum(["en", "da"]),
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string().check(z.trim(), z.minLength(1)),
  tagline: z.string().check(z.trim(), z.minLength(1)),
  about: z.array(z.string().check(z.trim(), z.minLength(1))).check(z.minLength(1)),
  game: z.string().check(z.refine(isCatalogueSlug, "Not a game in the catalogue")),
  qrBrand: z.enum(["standard", "scrollbar"]),
  /** QR page ids under /QR/<qrBrand>/ printed for the partner's tables. */
  materials: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

export type Partner = z.infer<typeof partnerSchema>;

/** Every partner, in English: the list of partners there are. */
export const partners: readonly Partner[] = [
  partnerSchema.parse(slusen),
  partnerSchema.parse(scrollbar),
];

/** Every partner in every language written so far. */
export const partnerVersions: readonly Partner[] = [
  ...partners,
  partnerSchema.parse(slusenDa),
  partnerSchema.parse(scrollbarDa),
];

/** A partner as read in `language`, in English where it has no version of its own. */
export function findPartner(id: string, language: Language = defaultLanguage): Partner | null {
  const versions = partnerVersions.filter((partner) => partner.id === id);
  return (
    versions.find((partner) => partner.language === language) ??
    versions.find((partner) => partner.language === defaultLanguage) ??
    null
  );
}
