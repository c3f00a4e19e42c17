import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { findPartner, partners, partnerVersions } from "#app/features/print/partners.ts";
import { supportedLanguages } from "#app/i18n/language.ts";
import { catalogue } from "#app/games/catalogue.ts";
import routes from "#app/routes.ts";
import { printFormats } from "./print-formats.ts";
import {
  articleSignCta,
  entryFamily,
  findQrPage,
  qrBrands,
  qrPages,
  qrTargetUrl,
} from "./qr-catalogue.ts";

// Every route's path pattern, joined through its layouts and prefixes (an index route is
// its parent's path). The catch-all routes ("*") answer 404 for anything: not a page.
function patterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.index ? [parent || "/"] : entry.path && entry.path !== "*" ? [here] : [];
    return [...own, ...patterns(entry.children ?? [], here)];
  });
}

function matcher(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".+";
      if (segment.startsWith(":")) return "[^/]+";
      return segment.replace(/[.+?^${}()|[\]\\-]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${body}$`);
}

async function resolves(target: string): Promise<boolean> {
  const { pathname } = new URL(target, "http://party.test");
  const table = patterns(await routes).map(matcher);
  return table.some((pattern) => pattern.test(pathname));
}

const requiredMaterial = [
  "sticker",
  "table-sign-qr",
  "roll-up-banner",
  "business-card-qr",
  "placemat-main-qr",
  "user-card-love",
  "user-card-analog-dare",
  "user-card-digital-dare",
  "beer-pong-dare-qr",
  "beer-pong-dare-rules-qr",
];

describe("the QR catalogue", () => {
  it.each(qrBrands)("%s: every page leads to a route that exists", async (brand) => {
    for (const page of qrPages(brand)) {
      expect(await resolves(page.target), `${brand}/${page.id} → ${page.target}`).toBe(true);
    }
  });

  it("resolves against the real table (and would catch a wrong target)", async () => {
    expect(await resolves("/misc/user-card-dare")).toBe(true);
    expect(await resolves("/misc/not-a-card")).toBe(false);
    expect(await resolves("/games/meyer")).toBe(
      catalogue.some((entry) => entry.slug === "meyer" && entry.available),
    );
  });

  it.each(qrBrands)("%s: has all the printed material, each id once", (brand) => {
    const ids = qrPages(brand).map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of requiredMaterial) expect(ids).toContain(id);
  });

  it("has a game sign for exactly the games and tools whose page is live", () => {
    const gameIds = qrPages("standard")
      .map((page) => page.id)
      .filter((id) => id.startsWith("games/"));
    expect(gameIds.toSorted()).toEqual(
      catalogue
        .filter((entry) => entry.available)
        .map((entry) => `games/${entry.slug}-qr`)
        .toSorted(),
    );
  });

  it("prints every page at a known physical size", () => {
    for (const page of qrPages("scrollbar")) expect(printFormats[page.format]).toBeDefined();
    expect(printFormats.sticker).toEqual({ width: 90, height: 90 });
    expect(printFormats["business-card"]).toEqual({ width: 85, height: 55 });
  });

  it("gives ScrollBar its own targets where its material says so", () => {
    expect(findQrPage("scrollbar", "sticker")?.page.target).toBe("/partnerships/scrollbar");
    expect(findQrPage("standard", "sticker")?.page.target).toBe("/");
  });

  it("finds nothing for an unknown brand or page", () => {
    expect(findQrPage("gentle-jack", "sticker")).toBeNull();
    expect(findQrPage("standard", "games/not-a-game-qr")).toBeNull();
    expect(findQrPage("standard", "")).toBeNull();
  });

  it("builds a family such as the articles' from {path, title} entries", () => {
    expect(
      entryFamily("articles", [{ path: "/articles/kings-cup", title: "Kings cup" }], "Read it"),
    ).toEqual([
      {
        id: "articles/kings-cup-qr",
        format: "flyer",
        target: "/articles/kings-cup",
        copy: { kind: "text", title: "Kings cup", cta: "Read it" },
      },
    ]);
  });

  it("encodes absolute URLs under BASE_URL, keeping a path prefix", () => {
    expect(qrTargetUrl("https://partydojo.app", "/go")).toBe("https://partydojo.app/go");
    expect(qrTargetUrl("https://example.com/party/", "/go")).toBe("https://example.com/party/go");
  });
});

describe("the QR catalogue in Danish", () => {
  // A Danish sheet is the English one in other words: same pages, sizes and targets.
  const shape = (page: ReturnType<typeof qrPages>[number]) => ({
    id: page.id,
    format: page.format,
    target: page.target,
  });

  it.each(qrBrands)("%s: has every English page, printed alike and leading alike", (brand) => {
    expect(qrPages(brand, [], "da").map(shape)).toEqual(qrPages(brand).map(shape));
  });

  it.each(qrBrands)("%s: words every written page in Danish", (brand) => {
    const english = new Map(qrPages(brand).map((page) => [page.id, page.copy]));
    for (const page of qrPages(brand, [], "da")) {
      if (page.copy.kind !== "text") continue;
      const theirs = english.get(page.id);
      expect(theirs?.kind, page.id).toBe("text");
      if (theirs?.kind !== "text") continue;
      // A title may be a name in both ("Party Dojo"); the call to action never is.
      expect(page.copy.cta, `${brand}/${page.id}`).not.toBe(theirs.cta);
    }
    expect(articleSignCta("da")).not.toBe(articleSignCta("en"));
  });

  it("gives ScrollBar its own Danish words and targets", () => {
    const sticker = findQrPage("scrollbar", "sticker", [], "da")?.page;
    expect(sticker?.target).toBe("/partnerships/scrollbar");
    expect(sticker?.copy).not.toEqual(findQrPage("standard", "sticker", [], "da")?.page.copy);
  });
});

describe("partners", () => {
  it.each(supportedLanguages)("each has a version in %s, with the same facts", (language) => {
    for (const partner of partners) {
      const version = findPartner(partner.id, language);
      expect(version?.language, `${partner.id} in ${language}`).toBe(language);
      expect({ ...version, language: "en", name: "", tagline: "", about: [] }).toEqual({
        ...partner,
        name: "",
        tagline: "",
        about: [],
      });
    }
    expect(partnerVersions.filter((version) => version.language === language)).toHaveLength(
      partners.length,
    );
  });

  it("finds no partner we don't have", () => {
    expect(findPartner("gentle-jack", "da")).toBeNull();
  });

  it("print only material the QR catalogue has, and play a catalogue game", async () => {
    for (const partner of partners) {
      for (const id of partner.materials) {
        if (id.startsWith("games/")) continue;
        expect(findQrPage(partner.qrBrand, id), `${partner.id}: ${id}`).not.toBeNull();
      }
      expect(catalogue.some((entry) => entry.slug === partner.game)).toBe(true);
      expect(await resolves(`/partnerships/${partner.id}`)).toBe(true);
    }
  });
});
