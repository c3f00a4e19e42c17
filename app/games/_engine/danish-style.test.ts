import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

// The mechanical part of the Danish style (docs/content-rules.md, "Danish style"), checked on
// every Danish prompt pack, card deck, ScrollBar dare, Word Guess word, More or Less item and
// interface message, and on the Danish pages. Grammar, gender and tone are the editor's part;
// these are the slips a machine can see.

interface DanishString {
  /** Where the string is written: file and the path to it inside the file. */
  where: string;
  text: string;
}

interface StyleRule {
  rule: string;
  pattern: RegExp;
  /** Only for the files this says yes to (all files when absent). */
  onlyIn?: (file: string) => boolean;
}

const mostLikelyTo = (file: string) => file.includes("/most-likely-to/");

const danishStyle: StyleRule[] = [
  { rule: "the dash is the spaced en dash ( – ), never an em dash", pattern: /—/ },
  {
    rule: "an en dash stands between spaces, or between two numbers (3–16, {{min}}–{{max}})",
    pattern: /(?<![\s\d}])–|–(?![\s\d{]|$)/,
  },
  { rule: "quotations use »…«, not straight double quotes", pattern: /"/ },
  { rule: "quotations use »…«, not English or German curly quotes", pattern: /[“”„‚‘’]/ },
  {
    rule: "quotations use »…«, not single quotes",
    pattern: /(?<![\p{L}\p{N}'])'[^'\n]+'(?![\p{L}\p{N}])/u,
  },
  {
    rule: "Most Likely To asks »Hvem er mest tilbøjelig til …?«",
    pattern: /\bhvem\b[^?]*\bmest sandsynligt\b/i,
  },
  {
    rule: "no »mest sandsynligt« in Most Likely To",
    pattern: /mest sandsynligt/i,
    onlyIn: mostLikelyTo,
  },
  {
    rule: "a name in the genitive is {player:s} or {player2:s}, never {player}s",
    pattern: /\{player2?\}s/,
  },
  { rule: "it is »strafpoint«, not »straffepoint«", pattern: /straffepoint/i },
  {
    rule: "you »får« a penalty point, you don't »tager« one",
    pattern: /\b(?:tag|tager|tage|tog|taget)\s+(?:et|\d+|\{\{count\}\})\s+strafpoint/i,
  },
  { rule: "no comma before or after »som om«", pattern: /,\s*som om\b|\bsom om\s*,/i },
];

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const jsonFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => `${folder}/${file}`);

/** Keys that hold names for the machine (ids) or English sources, not Danish text. */
const notText = new Set(["id", "source", "unit", "category", "language", "deck"]);

function strings(value: unknown, where: string): DanishString[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${where}.${index}`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value)
      .filter(([key]) => !notText.has(key))
      .flatMap(([key, item]) => strings(item, `${where}.${key}`));
  return [];
}

const isDanish = (file: string) => (readJson(file) as { language?: string }).language === "da";

const danishFiles = [
  ...[
    "content/packs",
    "content/cards",
    "content/scrollbar",
    "content/word-guess",
    "content/more-or-less",
  ]
    .flatMap(jsonFiles)
    .filter(isDanish),
  ...jsonFiles("app/i18n/da"),
];

function slips(file: string, texts: DanishString[]): string[] {
  return danishStyle
    .filter((style) => style.onlyIn?.(file) ?? true)
    .flatMap((style) =>
      texts
        .filter(({ text }) => style.pattern.test(text))
        .map(({ where, text }) => `${style.rule}: ${where}: ${text}`),
    );
}

/**
 * A Danish page's running text: what follows the front matter, without its tags and code, whose
 * straight quotes belong to the markup.
 */
function pageText(file: string): DanishString[] {
  const body = readFileSync(file, "utf8").split(/^---$/m).slice(2).join("---");
  const text = body.replace(/<[^>]*>/g, "").replace(/`[^`]*`/g, "");
  return text.split("\n").map((line, index) => ({ where: `${file}:${index + 1}`, text: line }));
}

const danishPages = readdirSync("content/pages/da")
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => `content/pages/da/${file}`);

describe("Danish style", () => {
  test("finds the Danish packs, decks and messages", () => {
    expect(danishFiles.filter((file) => file.includes("/packs/")).length).toBeGreaterThan(40);
    expect(danishFiles.some((file) => file.includes("/cards/"))).toBe(true);
    expect(danishFiles.some((file) => file.startsWith("content/scrollbar"))).toBe(true);
    expect(danishFiles.some((file) => file.startsWith("app/i18n/da"))).toBe(true);
  });

  test.each(danishFiles)("%s keeps the mechanical rules", (file) => {
    expect(slips(file, strings(readJson(file), file))).toEqual([]);
  });

  test.each(danishPages)("%s keeps the mechanical rules", (file) => {
    expect(slips(file, pageText(file))).toEqual([]);
  });
});

test("each rule catches the slip it was written for, and lets good Danish through", () => {
  const caught = (text: string, file = "content/packs/most-likely-to/da-test.json") =>
    slips(file, [{ where: "test", text }]).length;
  expect(caught("Sig et ord — hurtigt")).toBe(1);
  expect(caught("Sig et ord –hurtigt")).toBe(1);
  expect(caught('Sig "skål" til bordet')).toBe(1);
  expect(caught("Sig “skål” til bordet")).toBe(1);
  expect(caught("Sig „skål“ til bordet")).toBe(1);
  expect(caught("Sig 'skål' til bordet")).toBe(1);
  expect(caught("Hvem vil mest sandsynligt blive kendt på TikTok?", "app/i18n/da/games.json")).toBe(
    1,
  );
  expect(caught("Det er mest sandsynligt løgn")).toBe(1);
  expect(caught("Det er mest sandsynligt løgn", "content/packs/squiffy/da-test.json")).toBe(0);
  expect(caught("Gæt {player2}s yndlingsfag")).toBe(1);
  expect(caught("Du tager et strafpoint.")).toBe(1);
  expect(caught("Du får et straffepoint.")).toBe(1);
  expect(caught("Smil, som om du har vundet")).toBe(1);
  expect(caught("Lad som om, du sover")).toBe(1);

  expect(caught("Gæt {player2:s} yndlingsfag – og sig »skål« bagefter.")).toBe(0);
  expect(caught("Hvem er mest tilbøjelig til at synge »Midsommervisen« forkert?")).toBe(0);
  expect(caught("3–16 spillere, og du kan få et strafpoint.")).toBe(0);
  expect(caught("Singin' in the Rain, Jonas' tur og en 3'er")).toBe(0);
});
