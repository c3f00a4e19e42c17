import { z } from "zod/mini";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import scrollbar from "#content/partners/scrollbar.json" with { type: "json" };
import slusen from "#content/partners/slusen.json" with { type: "json" };

/**
 * A partner as written in content/partners/<id>.json. Only what is known goes in
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

export const partners: readonly Partner[] = [
  partnerSchema.parse(slusen),
  partnerSchema.parse(scrollbar),
];

export function findPartner(id: string): Partner | null {
  return partners.find((partner) => partner.id === id) ?? null;
}
