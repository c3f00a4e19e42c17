import { expect, test } from "vitest";
import danish from "#content/more-or-less/da.json";
import content from "#content/more-or-less/en.json";
import { askable, categories } from "./rules.ts";
import { itemName, itemsContentSchema } from "./items.ts";

const { items, language } = itemsContentSchema.parse(content);

test("the data set is English and holds at least 200 items", () => {
  expect(language).toBe("en");
  expect(items.length).toBeGreaterThanOrEqual(200);
});

test("no item appears twice, by id or by name within its category", () => {
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  const names = items.map((item) => `${item.category}:${item.name.toLocaleLowerCase()}`);
  expect(new Set(names).size).toBe(items.length);
});

test("every category has one unit and enough items to ask about", () => {
  for (const category of categories) {
    const inCategory = items.filter((item) => item.category === category);
    expect(new Set(inCategory.map((item) => item.unit)).size, category).toBe(1);
    expect(inCategory.length, category).toBeGreaterThanOrEqual(20);
    const pairs = inCategory.flatMap((a) => inCategory.filter((b) => askable(a, b)));
    expect(pairs.length, category).toBeGreaterThan(inCategory.length * 5);
  }
});

test.each([
  ["people", 10_000, 2_000_000_000],
  ["m", 10, 9_000],
  ["km", 50, 7_000],
  ["km2", 10, 2_200_000],
  ["year", 1800, 2026],
] as const)(
  "values in %s are sane (%i–%i), whole numbers, with a sourced year",
  (unit, min, max) => {
    const measured = items.filter((item) => item.unit === unit);
    expect(measured.length).toBeGreaterThan(0);
    for (const item of measured) {
      expect(item.value, item.id).toBeGreaterThanOrEqual(min);
      expect(item.value, item.id).toBeLessThanOrEqual(max);
      expect(Number.isInteger(item.value), item.id).toBe(true);
      expect(item.year, item.id).toBeLessThanOrEqual(2026);
      expect(item.source.length, item.id).toBeGreaterThan(3);
    }
  },
);

test("an item measured in years is sourced for the year it names", () => {
  const dated = items.filter((item) => item.unit === "year");
  expect(dated.length).toBeGreaterThan(0);
  expect(dated.filter((item) => item.year !== item.value).map((item) => item.id)).toEqual([]);
});

test("a few anchors stay in the right order", () => {
  const value = (id: string) => items.find((item) => item.id === id)?.value ?? Number.NaN;
  expect(value("population-china")).toBeGreaterThan(value("population-denmark"));
  expect(value("mountain-mount-everest")).toBeGreaterThan(value("mountain-k2"));
  expect(value("river-nile")).toBeGreaterThan(value("river-thames"));
  expect(value("building-burj-khalifa")).toBeGreaterThan(value("building-eiffel-tower"));
  expect(value("film-jaws")).toBeLessThan(value("film-titanic"));
});

test("the Danish file names every English item, with the same facts", () => {
  const danishItems = itemsContentSchema.parse(danish);
  expect(danishItems.language).toBe("da");
  const facts = ({ id, category, value, unit, year }: (typeof items)[number]) =>
    [id, category, value, unit, year].join();
  expect(danishItems.items.map(facts)).toEqual(items.map(facts));
  const china = items.find((item) => item.id === "population-china");
  expect(china && itemName(china, "da")).toBe("Kina");
  expect(china && itemName(china, "en")).toBe("China");
});

test("every source names its page, not only its publisher", () => {
  const bare = items.filter((item) => !/^[^:]{3,}: \S.*$/.test(item.source));
  expect(bare.map((item) => `${item.id}: ${item.source}`)).toEqual([]);
});

test("populations are the UN's 2024 revision, where India has passed China", () => {
  const populations = items.filter((item) => item.category === "population");
  for (const item of populations) {
    expect(item.year, item.id).toBe(2024);
    expect(item.source, item.id).toMatch(/^UN World Population Prospects 2024: /);
  }
  const value = (id: string) => items.find((item) => item.id === id)?.value ?? Number.NaN;
  expect(value("population-india")).toBeGreaterThan(value("population-china"));
});

test("Mont Blanc stands at its 2023 survey height", () => {
  const montBlanc = items.find((item) => item.id === "mountain-mont-blanc");
  expect(montBlanc?.value).toBe(4806);
  expect(montBlanc?.year).toBe(2023);
});
