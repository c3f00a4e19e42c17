import { expect, test } from "vitest";
import {
  answerGroups,
  answerMarks,
  isStruck,
  joinAnswers,
  normalizeAnswer,
  sameAnswer,
  splitAnswers,
  startsWithLetter,
  withinOneTypo,
  withVote,
  type KeyedAnswer,
} from "./answer-match.ts";

test("case, spaces and punctuation don't count", () => {
  expect(sameAnswer("New York", "new york")).toBe(true);
  expect(sameAnswer("  PARIS ", "paris")).toBe(true);
  expect(sameAnswer("St. Petersburg", "st petersburg")).toBe(true);
  expect(sameAnswer("Guinea-Bissau", "Guinea Bissau")).toBe(true);
});

test("accents don't count", () => {
  expect(sameAnswer("Zürich", "Zurich")).toBe(true);
  expect(sameAnswer("Réunion", "reunion")).toBe(true);
  expect(sameAnswer("São Tomé", "Sao Tome")).toBe(true);
});

test("æ, ø and å are the same as ae, oe and aa", () => {
  expect(normalizeAnswer("Ærø")).toBe("aeroe");
  expect(sameAnswer("Ærø", "Aeroe")).toBe(true);
  expect(sameAnswer("Århus", "Aarhus")).toBe(true);
  expect(sameAnswer("Køge", "Koege")).toBe(true);
  expect(sameAnswer("Færøerne", "faeroeerne")).toBe(true);
  // Å keeps its two letters: it is not a plain A.
  expect(normalizeAnswer("Å")).toBe("aa");
});

test("one typo is forgiven: a letter changed, missing, added or two swapped", () => {
  expect(sameAnswer("Denmark", "Denmork")).toBe(true);
  expect(sameAnswer("Denmark", "Denmrk")).toBe(true);
  expect(sameAnswer("Denmark", "Denmarkk")).toBe(true);
  expect(sameAnswer("Oslo", "Olso")).toBe(true);
  expect(sameAnswer("Madagascar", "Madagaskar")).toBe(true);
  // A typo and an accent, a typo and a Danish letter: still one typo.
  expect(sameAnswer("Bornholm", "bornhólm")).toBe(true);
  expect(sameAnswer("Ærøskøbing", "Aeroeskobing")).toBe(true);
});

test("two typos are not forgiven", () => {
  expect(sameAnswer("Denmark", "Denmork!k")).toBe(false);
  expect(sameAnswer("Denmark", "Dunmork")).toBe(false);
  expect(sameAnswer("Oslo", "Olsa")).toBe(false);
  expect(sameAnswer("Madagascar", "Madagaskor")).toBe(false);
  expect(sameAnswer("Paris", "Pari")).toBe(true);
  expect(sameAnswer("Paris", "Par")).toBe(false);
});

test("short words must match exactly, and blanks never match", () => {
  expect(sameAnswer("Rom", "Rum")).toBe(false);
  expect(sameAnswer("Rom", "rom")).toBe(true);
  expect(sameAnswer("", "")).toBe(false);
  expect(sameAnswer(" ", "-")).toBe(false);
});

test("one edit, checked letter by letter", () => {
  expect(withinOneTypo("abcd", "abcd")).toBe(true);
  expect(withinOneTypo("abcd", "abdc")).toBe(true);
  expect(withinOneTypo("abcd", "bacd")).toBe(true);
  expect(withinOneTypo("abcd", "abc")).toBe(true);
  expect(withinOneTypo("abcd", "xabcd")).toBe(true);
  expect(withinOneTypo("abcd", "badc")).toBe(false);
  expect(withinOneTypo("abcd", "ab")).toBe(false);
  expect(withinOneTypo("abcd", "acbe")).toBe(false);
});

test("an answer starts with the letter as the matcher reads both", () => {
  expect(startsWithLetter("Aabenraa", "Å")).toBe(true);
  expect(startsWithLetter("Ærø", "Æ")).toBe(true);
  expect(startsWithLetter("Érd", "E")).toBe(true);
  expect(startsWithLetter("Berlin", "A")).toBe(false);
  expect(startsWithLetter("Amager", "Å")).toBe(false);
});

const column: KeyedAnswer[] = [
  { key: "ada", author: "ada", text: "Denmark" },
  { key: "bo", author: "bo", text: "denmrak" },
  { key: "cy", author: "cy", text: "Djibouti" },
  { key: "di", author: "di", text: "Danmark" },
];

test("answers fall into groups of the same answer, in their order", () => {
  expect(answerGroups(column, [])).toEqual([["ada", "bo", "di"], ["cy"]]);
  expect(answerGroups([], [])).toEqual([]);
});

test("the host joins two answers the matcher told apart", () => {
  const links = joinAnswers([], "cy", "bo");
  expect(answerGroups(column, links)).toEqual([["ada", "bo", "cy", "di"]]);
});

test("the host splits an answer off its group, and can join it back", () => {
  const links = splitAnswers(column, [], "di", "ada");
  expect(answerGroups(column, links)).toEqual([["ada", "bo"], ["cy"], ["di"]]);
  // A later word on the same pair replaces the earlier one.
  const joined = joinAnswers(links, "ada", "di");
  expect(joined).toHaveLength(links.length);
  expect(answerGroups(column, joined)).toEqual([["ada", "bo", "di"], ["cy"]]);
  // Split from one member, an answer leaves the whole group; Bo's and Di's were the same only
  // through Ada's (each is one typo from "denmark", two from each other).
  expect(answerGroups(column, splitAnswers(column, [], "ada", "bo"))).toEqual([
    ["ada"],
    ["bo"],
    ["cy"],
    ["di"],
  ]);
});

test("an answer is struck by a majority of the others, not counting its author or leavers", () => {
  const seated = ["ada", "bo", "cy"];
  expect(isStruck(["bo"], "ada", seated)).toBe(false);
  expect(isStruck(["bo", "cy"], "ada", seated)).toBe(true);
  expect(isStruck(["ada", "bo"], "ada", seated)).toBe(false);
  expect(isStruck(["bo", "zed"], "ada", seated)).toBe(false);
  expect(isStruck(["bo"], "ada", ["ada", "bo"])).toBe(true);
  expect(isStruck(["bo", "cy"], "ada", ["ada", "bo", "cy", "di", "ed"])).toBe(false);
  expect(isStruck(["bo", "cy", "di"], "ada", ["ada", "bo", "cy", "di", "ed"])).toBe(true);
  expect(isStruck([], "ada", ["ada"])).toBe(false);
});

test("marks: unique, shared, a repeat of one's own, and struck answers left out", () => {
  const answers: KeyedAnswer[] = [
    { key: "ada/0", author: "ada", text: "Dog" },
    { key: "ada/1", author: "ada", text: "Cat" },
    { key: "ada/2", author: "ada", text: "dog" },
    { key: "bo/0", author: "bo", text: "Cat" },
    { key: "bo/1", author: "bo", text: "Horse" },
    { key: "cy/0", author: "cy", text: "Horse" },
  ];
  expect(answerMarks(answers, [], new Set())).toEqual({
    "ada/0": "unique",
    "ada/1": "shared",
    "ada/2": "repeat",
    "bo/0": "shared",
    "bo/1": "shared",
    "cy/0": "shared",
  });
  // Struck, Cy's horse no longer makes Bo's shared.
  expect(answerMarks(answers, [], new Set(["cy/0"]))).toMatchObject({
    "bo/1": "unique",
    "cy/0": "struck",
  });
});

test("a vote against an answer is cast once and can be taken back", () => {
  const cast = withVote({ x: ["bo"] }, "x", "ana", true);
  expect(cast).toEqual({ x: ["bo", "ana"] });
  expect(withVote(cast, "x", "ana", true)).toEqual({ x: ["bo", "ana"] });
  expect(withVote(cast, "x", "ana", false)).toEqual({ x: ["bo"] });
  expect(withVote({}, "y", "ana", false)).toEqual({ y: [] });
});
