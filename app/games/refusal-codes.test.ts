import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import daRefusals from "#app/i18n/da/refusals.json" with { type: "json" };
import enRefusals from "#app/i18n/en/refusals.json" with { type: "json" };
import enRooms from "#app/i18n/en/rooms.json" with { type: "json" };
import { flattenMessages } from "#app/i18n/translate.ts";

/**
 * Rules refuse with codes, never sentences (app/games/_engine/invalid.ts): every code a rule can
 * return has words in both languages, so a Danish phone never gets English or a general line.
 */

const appDir = path.resolve(import.meta.dirname, "..");
const english = flattenMessages(enRefusals);
const danish = flattenMessages(daRefusals);
const roomCodes = new Set(Object.keys(enRooms.refusals));
const codeShape = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/;
// `invalid("code"` and the refusal argument of `outOfStep(state, made, "code")`.
const refusalLiteral =
  /\binvalid\(\s*(["'`])([^"'`]*)\1|\boutOfStep\([^;]*?,\s*(["'`])([^"'`]*)\3\s*,?\s*\)/gs;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function refusalCodes(): { file: string; code: string }[] {
  return sourceFiles(appDir).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(refusalLiteral)].map((match) => ({
      file: path.relative(appDir, file),
      code: match[2] ?? match[4] ?? "",
    })),
  );
}

test("every refusal a rule returns is a code with words in English and Danish", () => {
  const codes = refusalCodes();
  expect(codes.length).toBeGreaterThan(20);
  const unworded = codes.filter(
    ({ code }) => !codeShape.test(code) || !(english.has(code) || roomCodes.has(code)),
  );
  expect(unworded).toEqual([]);
});

test("the refusals catalogue has the same codes in both languages, each filled alike", () => {
  expect([...danish.keys()].sort()).toEqual([...english.keys()].sort());
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  for (const [code, words] of english) {
    expect({ code, params: placeholders(danish.get(code) ?? "") }).toEqual({
      code,
      params: placeholders(words),
    });
  }
});
