import { describe, expect, test } from "vitest";
import { playablePack } from "#app/games/_engine/pack-content.ts";
import { promptGames } from "./built-in-packs.server.ts";
import { loadPromptGame, roomDeal, shownInAddress } from "./prompt-game.server.ts";

test.each([...promptGames, "mix"])(
  "%s: the browser rebuilds the card the server dealt, and gets no locked prompts",
  (game) => {
    const { packs, deck } = loadPromptGame(game, { dealFirstCard: true });
    const played = packs.map(playablePack);
    const card = deck.current;
    const prompt = played
      .flatMap((pack) => pack.lists.flatMap((list) => list.elements))
      .find((each) => each.id === card?.id);
    expect(prompt?.text).toBe(card?.text);
    for (const pack of played.filter((each) => each.premium)) {
      expect(pack.locked).toBe(true);
      expect(pack.lists.flatMap((list) => list.elements)).toEqual([]);
      expect(pack.promptCount).toBeGreaterThan(0);
    }
  },
);

test("a visitor who may play a premium pack is sent its prompts", () => {
  const locked = loadPromptGame("never-have-i-ever", { dealFirstCard: false }).packs;
  const premium = locked.find((pack) => pack.premium);
  const unlocked = loadPromptGame("never-have-i-ever", {
    dealFirstCard: false,
    unlockedPremium: new Set([premium?.id ?? ""]),
  }).packs.find((pack) => pack.id === premium?.id);
  expect(unlocked?.locked).toBe(false);
  expect(unlocked?.lists.flatMap((list) => list.elements).length).toBe(premium?.promptCount);
});

test("Mix deals from every prompt game but Squiffy, each pack's lists as one", () => {
  const { packs } = loadPromptGame("mix", { dealFirstCard: false });
  expect(new Set(packs.map((pack) => pack.game))).toEqual(
    new Set(promptGames.filter((game) => game !== "squiffy")),
  );
  for (const pack of packs.map(playablePack)) expect(pack.lists).toHaveLength(1);
});

test.each([...promptGames, "mix"])(
  "%s deals only the packs of the page's language, the first card included",
  (game) => {
    for (const language of ["en", "da"] as const) {
      const { packs, deck } = loadPromptGame(game, { dealFirstCard: true, language });
      expect(packs.length).toBeGreaterThan(0);
      expect(new Set(packs.map((pack) => pack.language))).toEqual(new Set([language]));
      const dealtFrom = packs.find((pack) => deck.current?.id.startsWith(`${pack.id}:`));
      expect(dealtFrom?.language).toBe(language);
    }
  },
);

describe("a room's deal", () => {
  const premiumOf = (game: string) =>
    loadPromptGame(game, { dealFirstCard: false })
      .packs.filter((pack) => pack.premium)
      .map((pack) => pack.id);

  test("holds the free packs, and the premium ones only when the host may play them", () => {
    const [confessions, innerCircle] = premiumOf("never-have-i-ever");
    if (!confessions || !innerCircle) throw new Error("two premium packs");
    const free = roomDeal("never-have-i-ever", "en", false);
    expect(free.packs.some((pack) => pack.premium)).toBe(false);

    const one = roomDeal("never-have-i-ever", "en", false, new Set([confessions, "tod-rewind"]));
    expect(one.packs.filter((pack) => pack.premium).map((pack) => pack.id)).toEqual([confessions]);
    expect(one.switches).toContainEqual({ id: confessions, active: true });
    expect(one.packs.length).toBe(free.packs.length + 1);

    // Remembered per set of premium packs: another host's deal is their own.
    const both = roomDeal("never-have-i-ever", "en", false, new Set([confessions, innerCircle]));
    expect(both.packs.filter((pack) => pack.premium)).toHaveLength(2);
    expect(roomDeal("never-have-i-ever", "en", false)).toBe(free);
    expect(roomDeal("never-have-i-ever", "en", false, new Set([confessions, "who-knows"]))).toBe(
      one,
    );
  });

  test("keeps explicit packs off until everyone allows 18+ and the host picked wild", () => {
    const everyPremium = new Set(premiumOf("truth-or-dare"));
    const wild = { levels: ["mild", "medium", "wild"] as const, alcoholFree: false };
    for (const explicitAllowed of [false, true]) {
      const deal = roomDeal("truth-or-dare", "en", explicitAllowed, everyPremium, wild);
      const on = new Set(deal.switches.filter((each) => each.active).map((each) => each.id));
      for (const pack of deal.packs)
        expect(on.has(pack.id)).toBe(!pack.explicit || explicitAllowed);
    }
    const mildAndMedium = roomDeal("truth-or-dare", "en", true, everyPremium);
    const explicit = mildAndMedium.packs.filter((pack) => pack.explicit).map((pack) => pack.id);
    expect(explicit.length).toBeGreaterThan(0);
    for (const id of explicit)
      expect(mildAndMedium.switches.find((each) => each.id === id)?.active).toBe(false);
  });

  test("deals only the host's levels, and never wild in an alcohol-free room", () => {
    const levelsOn = (levels: ("mild" | "medium" | "wild")[], alcoholFree = false) => {
      const deal = roomDeal("truth-or-dare", "da", true, new Set(), { levels, alcoholFree });
      const on = new Set(deal.switches.filter((each) => each.active).map((each) => each.id));
      return new Set(deal.packs.filter((pack) => on.has(pack.id)).map((pack) => pack.level));
    };
    expect([...levelsOn(["mild"])]).toEqual(["mild"]);
    expect([...levelsOn(["medium", "wild"])].sort()).toEqual(["medium", "wild"]);
    expect([...levelsOn(["medium", "wild"], true)]).toEqual(["medium"]);
  });
});

test("a page's Next without its script never deals a card the address says it showed", () => {
  const first = loadPromptGame("never-have-i-ever", { dealFirstCard: true }).deck;
  const shownIds = first.memory;
  for (let press = 0; press < 30; press += 1) {
    const url = new URL(`http://localhost/games/never-have-i-ever?seen=${shownIds.join(",")}`);
    const next = loadPromptGame("never-have-i-ever", {
      dealFirstCard: true,
      shown: shownInAddress(url),
    }).deck;
    expect(shownIds).not.toContain(next.current?.id);
    // The deal remembers what the address named, so the next link names it too.
    expect(next.memory.slice(0, -1)).toEqual(shownIds);
    shownIds.splice(0, shownIds.length, ...next.memory);
  }
  expect(shownIds).toHaveLength(31);
});

test("the address's seen cards are card ids only, the last 40", () => {
  const many = Array.from({ length: 45 }, (_, index) => `nhie-warm-up:0:${index}`);
  const url = new URL("http://localhost/games/mix");
  url.searchParams.set("seen", [...many, "<script>", "x:y:z", ""].join(","));
  expect(shownInAddress(url)).toEqual(many.slice(-40));
  expect(shownInAddress(new URL("http://localhost/games/mix"))).toEqual([]);
});
