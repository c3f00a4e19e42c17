import { z } from "zod";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import scrollbar from "#content/partners/scrollbar.json" with { type: "json" };
import slusen from "#content/partners/slusen.json" with { type: "json" };

/**
 * A partner as written in content/partners/<id>.json. Only what is known goes in (DESIGN.md
 * §9): no invented addresses, prices or quotes; real details are added to the file.
 */
const partnerSchema = z.object({
  language: z.enum(["en", "da"]),
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().trim().min(1),
  tagline: z.string().trim().min(1),
  about: z.array(z.string().trim().min(1)).min(1),
  game: z.string().refine(isCatalogueSlug, "Not a game in the catalogue"),
  qrBrand: z.enum(["standard", "scrollbar"]),
  /** QR page ids under /QR/<qrBrand>/ printed for the partner's tables. */
  materials: z.array(z.string().min(1)).min(1),
});

export type Partner = z.infer<typeof partnerSchema>;

export const partners: readonly Partner[] = [
  partnerSchema.parse(slusen),
  partnerSchema.parse(scrollbar),
];

export function findPartner(id: string): Partner | null {
  return partners.find((partner) => partner.id === id) ?? null;
}
