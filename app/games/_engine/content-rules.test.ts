import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import danishPlay from "#app/i18n/da/play.json";
import englishPlay from "#app/i18n/en/play.json";
import { renderSips } from "./drinks.ts";

// What a card may ask (docs/content-rules.md), checked on every built-in pack, card deck and
// ScrollBar dare in every language, and on the examples of cards the interface text quotes. The patterns catch the wording a card would need to break a
// rule; a card can still break one in words no pattern knows, which is the editor's part.

type Language = "en" | "da";

interface WrittenCard {
  /** Where the card is written: file and id or position. */
  where: string;
  text: string;
  language: Language;
  /** Asks someone to do something (a dare, challenge or virus), rather than answer or vote. */
  dare: boolean;
  /** Asks someone at the table for an answer or a deed (not a statement or vote to react to). */
  asks: boolean;
  /** Read out at a drinking table: a pack for drinking, a dare deck or the ScrollBar dares. */
  drinking: boolean;
  /** In a built-in pack not marked explicit, where spicy questions don't belong. */
  tame?: boolean;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const jsonFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => `${folder}/${file}`);

interface PackFile {
  language: Language;
  alcohol: boolean;
  explicit: boolean;
  lists: { elements: (string | { text: string; kind?: string; cure?: string })[] }[];
}
interface DeckFile {
  language: Language;
  cards: { id: string; text: string }[];
}
interface DaresFile {
  language: Language;
  dares: string[];
}

const dareKinds = new Set(["dare", "challenge", "virus"]);

function packCards(file: string): WrittenCard[] {
  const pack = readJson(file) as PackFile;
  const truthOrDare = file.includes("/truth-or-dare/");
  const asks = truthOrDare || file.includes("/squiffy/");
  return pack.lists.flatMap((list, listIndex) =>
    list.elements.flatMap((element, index) => {
      const where = `${file} ${listIndex}:${index}`;
      const card = typeof element === "string" ? { text: element } : element;
      const dare = (truthOrDare && listIndex === 1) || dareKinds.has(card.kind ?? "");
      const written = {
        where,
        text: card.text,
        language: pack.language,
        dare,
        asks,
        drinking: pack.alcohol,
        tame: !pack.explicit,
      };
      return card.cure ? [written, { ...written, text: card.cure }] : [written];
    }),
  );
}

function deckCards(file: string): WrittenCard[] {
  const deck = readJson(file) as DeckFile;
  return deck.cards.map((card) => ({
    where: `${file} ${card.id}`,
    text: card.text,
    language: deck.language,
    dare: true,
    asks: true,
    drinking: true,
  }));
}

function scrollbarDares(file: string): WrittenCard[] {
  const content = readJson(file) as DaresFile;
  return content.dares.map((text, index) => ({
    where: `${file} #${index}`,
    text,
    language: content.language,
    dare: true,
    asks: true,
    drinking: true,
  }));
}

/** A quoted passage in interface text: "…" or “…” in English, »…« in Danish. */
const quoted: Record<Language, RegExp> = { en: /"([^"]+)"|“([^”]+)”/g, da: /»([^«]+)«/g };

/**
 * The examples of cards the interface text quotes ("Alex, …"), read the way a card is: an
 * example shows a table what the game asks, so it is held to what a card may ask.
 */
function catalogueExamples(language: Language): WrittenCard[] {
  const folder = `app/i18n/${language}`;
  const strings = (value: unknown, key: string): [string, string][] =>
    typeof value === "string"
      ? [[key, value]]
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([child, inner]) => strings(inner, `${key}.${child}`))
        : [];
  return jsonFiles(folder).flatMap((file) =>
    strings(readJson(file), "").flatMap(([key, text]) =>
      [...text.matchAll(quoted[language])].map((match) => ({
        where: `${file} ${key.slice(1)}`,
        text: match[1] ?? match[2] ?? "",
        language,
        dare: true,
        asks: true,
        drinking: true,
      })),
    ),
  );
}

const cards: readonly WrittenCard[] = [
  ...jsonFiles("content/packs").flatMap(packCards),
  ...jsonFiles("content/cards").flatMap(deckCards),
  ...jsonFiles("content/scrollbar").flatMap(scrollbarDares),
  ...catalogueExamples("en"),
  ...catalogueExamples("da"),
];

/** The cards, in one language, that match a pattern: "where: text" for a readable failure. */
function matching(pattern: RegExp, language: Language, only: (card: WrittenCard) => boolean) {
  return cards
    .filter((card) => card.language === language && only(card) && pattern.test(card.text))
    .map((card) => `${card.where}: ${card.text}`);
}

const everyCard = () => true;
const daresOnly = (card: WrittenCard) => card.dare;
const asking = (card: WrittenCard) => card.asks;
const atADrinkingTable = (card: WrittenCard) => card.drinking;
const inATamePack = (card: WrittenCard) => card.tame === true;

const forbidden: { rule: string; only: (card: WrittenCard) => boolean; en: RegExp; da: RegExp }[] =
  [
    {
      rule: "nothing that tips a drinking body over",
      only: everyCard,
      en: /\bspin(?:s|ning)?\s+(?:around|round|on the spot|in a circle|three times)|floor is lava|\b(?:stand|climb|jump|get up)\w*\s+on(?:to)?\s+(?:a|the|your)\s+(?:chair|table|sofa|bar|stool|bench)|\bhandstand|\bcartwheel|\bpiggyback|wheelbarrow race/i,
      da: /\b(?:snur|drej)\w*\s+(?:rundt|om dig selv)|gulvet er lava|\b(?:stå|stig|hop|klatr|kravl)\w*\s+op\s+på\s+(?:en|et|bordet|stolen|sofaen|baren|bænken)|\bhåndstand|\bvejrmølle|\bpå ryggen af/i,
    },
    {
      rule: "nothing that speeds up drinking",
      only: everyCard,
      en: /\bchug|\bdown (?:your|the|a|their) (?:drink|glass|beer|pint)|\bfinish (?:your|the|their) (?:drink|glass|beer|pint)|bottoms up|\{sips:(?:[4-9]|\d\d)\}/i,
      da: /\bbund(?:e|er|ede)\b|\bdrik\w* (?:resten|hele (?:glasset|øllen))|\{sips:(?:[4-9]|\d\d)\}/i,
    },
    {
      rule: "the table, not the bar: no strangers, staff or other tables",
      only: daresOnly,
      en: /\b(?:ask|approach|go (?:up )?to|talk to|tell|sing (?:to|for)|high-five|compliment|dance with|hug|wave (?:at|to)|toast)\s+(?:a |an |the |one |some )?(?:strangers?|someone you don't know)|\b(?:every|each) (?:person|one|body) (?:in|at) the (?:bar|room|pub|place)|\b(?:another|other|next|neighbouring) tables?\b|(?<!is )\bthe (?:bartender|waiter|waitress|dj)\b(?!'s apron)|\bbar staff/i,
      da: /(?:spørg|gå hen til|tal med|snak med|syng for|giv\w* (?:en )?(?:high five|kompliment) til|dans med|vink til|skål med)\s+(?:en |et |den |nogle )?fremmed|\bbartenderen|\btjeneren|\bpersonalet|\b(?:et andet|nabo)bord|\bandre borde|alle i (?:baren|lokalet)/i,
    },
    {
      rule: "nobody outside the game is called, texted or posted to",
      only: daresOnly,
      en: /\b(?:text|call|ring|phone|message|dm|snap|voice-note)\s+(?:your|an?|someone|somebody|the last person)\b|\bpost (?:a|an|it|this|on|to)\b|\bgo live\b/i,
      da: /\b(?:sms|skriv til|ring til|ring op til|send en (?:besked|sms|snap))\b|\blæg (?:det|et billede|en video) op\b/i,
    },
    {
      rule: "privacy is not a forfeit: no phone contents",
      only: asking,
      en: /\b(?:last|latest|recent|most recent)\s+(?:(?:\w+\s+){0,2})(?:search(?:es)?|photos?|pictures?|screenshots?|texts?|messages?|calls?|emails?|notifications?)\b|search history|browser history|browsing history|screen time|camera roll|photo library|show (?:us|the table|everyone|the group) your (?:phone|screen|messages|photos|chats|search)|unlock your phone|hand (?:over )?your (?:unlocked )?phone/i,
      da: /\b(?:seneste|sidste)\s+(?:(?:\w+\s+){0,2})(?:søgning(?:er)?|billede(?:r)?|screenshot|sms(?:'er)?|besked(?:er)?|opkald|mail|notifikation(?:er)?)\b|søgehistorik|browserhistorik|skærmtid|kamerarulle|vis (?:os|bordet|alle|gruppen) din (?:telefon|skærm|beskeder|billeder|chat)|lås din telefon op|giv\w* (?:os |bordet )?din telefon/i,
    },
    {
      rule: "nothing physical after drinking: no workouts, no throws blind",
      only: daresOnly,
      en: /\bsquats?\b|\b(?:hold|do) a plank|\bpush-?ups?\b|\bsit-?ups?\b|\bburpees?\b|\bjumping jacks?\b|\bwall sit|\beyes (?:closed|shut)\b|\bblindfold/i,
      da: /\bsquats?\b|\bknæbøj|\bplanke\b|\barmbøjning|\bmavebøjning|\bburpees?\b|\bsprællemænd|\blukkede øjne\b|\bbind for øjnene/i,
    },
    {
      rule: "nobody is asked for their phone's settings, their address or their way home",
      only: asking,
      en: /\bphone'?s? (?:language|settings|wallpaper|lock ?screen)\b|\byour (?:home )?address\b|\broute home\b|\bway home tonight\b|\bwhere (?:do )?you live\b/i,
      da: /\btelefonens (?:sprog|indstillinger|baggrund|låseskærm)|\bsprog(?:et)? på (?:din|telefonen)|\bdin (?:hjemme)?adresse\b|\bruten hjem\b|\bvej(?:en)? hjem i aften\b|\bhvor du bor\b/i,
    },
    {
      rule: "dating history stays in the explicit packs",
      only: inATamePack,
      en: /\b(?:go|went|been) on a date\b|\b(?:before|escape|after) a date\b|\bfirst date\b|\byour ex\b|\bexes\b|\bex-(?:partner|boyfriend|girlfriend)|\bhook(?:ed)?[- ]?up\b|\bsomeone you (?:dated|were dating)\b/i,
      da: /\bpå (?:en )?date\b|\b(?:før|efter) en date\b|\bførste date\b|\b(?:jeg|du) (?:har )?(?:aldrig |nogensinde )?datet?\b|\ben, (?:jeg|du) datede\b|\bekskæreste|\bdin ex\b|\bswipet\b|\bscoret\b/i,
    },
    {
      rule: "nobody treats getting home drunk as normal",
      only: atADrinkingTable,
      en: /\b(?:cycl\w*|bike|biking|ride|riding|drive|driving|scoot\w*)\b[^.?!]{0,40}\bhome\b|\bhome\b[^.?!]{0,20}\bby (?:bike|car|scooter)/i,
      da: /\b(?:cykl\w*|kør\w*)\s+(?:\w+\s+){0,3}hjem\b|\bcykelturen hjem/i,
    },
  ];

describe.each(["en", "da"] as const)("cards in %s", (language) => {
  test.each(forbidden)("$rule", ({ only, ...patterns }) => {
    expect(matching(patterns[language], language, only)).toEqual([]);
  });

  test("a dare that touches someone says they may say no", () => {
    const contact = {
      en: /\b(?:hugs?|hugging|cuddl\w*|massag\w*|(?:on|in|onto) (?:\{player2?\}'s |\w+'s |their |your )?lap|hold\w* hands|hand in hand|tickl\w*|lick\w*|nibbl\w*|sit on|carry (?:\{player|someone|them|your)|slow[- ]danc\w* with (?:\{player|someone|your|them)|touch\w* (?:\{player|someone|somebody|them|each other|the person|your (?:team-?mate|partner|neighbour))|kiss\w*)\b/i,
      da: /\b(?:kram\w*|kys\w*|massag\w*|masser\w*|skød\w*|hold\w* (?:\w+ )?i hånd\w*|hånd i hånd|slowdans\w* med|kild\w*|rør\w* ved (?:\{player|nogen|dem|hinanden|din)|bær\w* (?:på )?\{player|slik\w* (?:på|ham|hende)|sæt dig på)\b/i,
    };
    // Kisses blown across the table and the words of a card that rules touching out touch nobody.
    const touchless = {
      en: /\bblow\w* (?:a |an )?(?:[\w-]+ )?kiss\w*|\bno touching\b|\bwithout touching\b|\bnot touch\b/gi,
      da: /\bsend\w* (?:et |en )?(?:[\w-]+ )?(?:finger)?kys\w*|\buden at røre\b|\bingen berøring\b/gi,
    };
    const optOut = {
      en: /if they(?:'re| are) up for it|if they say yes|if they agree|if (?:they|\{player2?\}) (?:want|wants) to/i,
      da: /hvis (?:de|han|hun|vedkommende|\{player2?\}) (?:har lyst|siger ja|vil)/i,
    };
    const unasked = cards.filter(
      (card) =>
        card.language === language &&
        card.dare &&
        contact[language].test(card.text.replace(touchless[language], "")) &&
        !optOut[language].test(card.text),
    );
    expect(unasked.map((card) => `${card.where}: ${card.text}`)).toEqual([]);
  });

  test("{sips:N} reads as an instruction in both modes, never after a verb", () => {
    const play = language === "en" ? englishPlay : danishPlay;
    const words = (unit: "sips" | "points") => (count: number) =>
      (count === 1 ? play[`${unit}_one`] : play[`${unit}_other`]).replace("{{count}}", `${count}`);
    const doubled = {
      en: /\b(?:takes|took|taking|costs?|means|drinks?|drinking|gets?|owes?|pays?|earns?|wins?|loses?|gives?|hands?|is|are)\s+take\b/i,
      da: /\b(?:tager|tog|tag|koster|betyder|drikker|får|giver|skylder|vinder|taber|er)\s+(?:tage|få)\b/i,
    };
    // English: a name or subject straight before the token would need "takes" ("Ada take a sip").
    // Danish: the token is an infinitive ("tage en tår"), so a modal or "at" comes first, with
    // at most a subject between them ("skal vinderen {sips:1}").
    const unled = {
      en: /(?:\{player2?\}|\b(?:loser|winner|player|everyone else|team|whoever|nobody|person|they|he|she|it))\s+\{sips/i,
      da: /(?<!\b(?:skal|må|kan|vil|skulle|kunne|ville|at|og|eller)(?:\s+[\p{L}{}0-9]+){0,2}\s+)\{sips/iu,
    };
    const misread = cards
      .filter((card) => card.language === language && card.text.includes("{sips:"))
      .filter(
        (card) =>
          unled[language].test(card.text) ||
          [words("sips"), words("points")].some((unit) =>
            doubled[language].test(renderSips(card.text, unit)),
          ),
      )
      .map((card) => `${card.where}: ${card.text}`);
    expect(misread).toEqual([]);
  });

  test("“…until your next turn” stays a rare twist, not a template", () => {
    const template = {
      en: /until your next turn/i,
      da: /indtil (?:din næste tur|det bliver din tur igen)/i,
    };
    expect(matching(template[language], language, everyCard).length).toBeLessThanOrEqual(4);
  });
});

test("the deny-lists catch what they were written for", () => {
  const caught = (rule: string, language: Language, text: string) =>
    forbidden.find((entry) => entry.rule === rule)?.[language].test(text);
  expect(caught("nothing that tips a drinking body over", "en", "Spin around three times")).toBe(
    true,
  );
  expect(caught("nothing that tips a drinking body over", "en", "The floor is lava!")).toBe(true);
  expect(
    caught(
      "the table, not the bar: no strangers, staff or other tables",
      "en",
      "High-five every person in the bar",
    ),
  ).toBe(true);
  expect(
    caught("privacy is not a forfeit: no phone contents", "en", "Say your last search or drink"),
  ).toBe(true);
  expect(
    caught("privacy is not a forfeit: no phone contents", "en", "Show your last five web searches"),
  ).toBe(true);
  expect(
    caught("nobody treats getting home drunk as normal", "en", "Race {player} cycling home"),
  ).toBe(true);
  expect(caught("nothing that tips a drinking body over", "da", "Snur rundt fem gange")).toBe(true);
  const physical = "nothing physical after drinking: no workouts, no throws blind";
  expect(caught(physical, "en", "Do five squats before your next throw")).toBe(true);
  expect(caught(physical, "en", "Throw your next shot with your eyes closed.")).toBe(true);
  expect(caught(physical, "da", "Hold en planke, til det andet hold har kastet")).toBe(true);
  const whereabouts = "nobody is asked for their phone's settings, their address or their way home";
  expect(caught(whereabouts, "en", "Switch your phone's language to Danish")).toBe(true);
  expect(caught(whereabouts, "en", "Draw a map of your route home on a napkin")).toBe(true);
  expect(caught(whereabouts, "da", "Beskriv din vej hjem i aften som en filmtrailer.")).toBe(true);
  const dating = "dating history stays in the explicit packs";
  expect(caught(dating, "en", "What's the most awkward first date you've had?")).toBe(true);
  expect(caught(dating, "da", "Jeg har aldrig googlet en person før en date.")).toBe(true);
  expect(caught(dating, "da", "Jeg har aldrig datet en, der boede i samme opgang.")).toBe(true);
  expect(
    caught(
      "privacy is not a forfeit: no phone contents",
      "en",
      "Alex, show the table your last photo",
    ),
  ).toBe(true);
  expect(
    caught(
      "privacy is not a forfeit: no phone contents",
      "da",
      "Alex, vis bordet dit seneste billede",
    ),
  ).toBe(true);
});

test("the interface's quoted examples of cards are read as cards", () => {
  const examples = cards.filter((card) => card.where.startsWith("app/i18n/"));
  for (const language of ["en", "da"] as const) {
    expect(
      examples.some((card) => card.language === language && card.text.startsWith("Alex, ")),
    ).toBe(true);
  }
});
