import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import {
  findBrokenDocLinks,
  findOutsideCitations,
  headingAnchors,
  pageReader,
  trackedTextFiles,
  type Finding,
} from "./repo-stands-alone.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
// This file plants the very citations and broken links the checks must catch.
const self = path.relative(root, fileURLToPath(import.meta.url)).replaceAll(path.sep, "/");

function listed(findings: readonly Finding[]): string[] {
  return findings.map((finding) => `${finding.file}:${finding.line}: ${finding.text}`);
}

describe("findOutsideCitations", () => {
  test("catches the outside documents and issue numbers, each on its line", () => {
    const text = [
      "// Coins never go negative (SPEC §6).",
      "/** As SPEC.md says. */",
      "// The table of DESIGN.md §9.",
      "// DESIGN §4 names the columns.",
      "// Kept per tab (issue 4).",
      "// Fixed in Issue #12.",
      "// Boundaries of STYLE.md.",
      "// Every game has the mode, §5.",
    ].join("\n");
    expect(findOutsideCitations("a.ts", text).map((finding) => finding.line)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  test("leaves the repository's own pages and ordinary words alone", () => {
    const text = [
      "// Coins never go negative (docs/product-rules.md#coins).",
      "const first = parsed.error.issues[0]?.message;",
      "// A specification of the design system's tokens.",
      "test('every spec file runs', () => {});",
    ].join("\n");
    expect(findOutsideCitations("a.ts", text)).toEqual([]);
  });
});

describe("headingAnchors", () => {
  test("follows GitHub's rule, numbering repeats and skipping code", () => {
    const page = [
      "# Product rules",
      "## Mail, SMS and the dev outbox",
      "### `reward_claim`",
      "## Notes",
      "```sh",
      "# not a heading",
      "```",
      "## Notes",
    ].join("\n");
    expect([...headingAnchors(page)]).toEqual([
      "product-rules",
      "mail-sms-and-the-dev-outbox",
      "reward_claim",
      "notes",
      "notes-1",
    ]);
  });
});

describe("findBrokenDocLinks", () => {
  const pages: Record<string, string> = { "docs/rules.md": "# Rules\n## Coins\n" };
  const readPage = (target: string) => pages[target] ?? null;

  test("accepts links to pages and headings that exist", () => {
    const code = "// Balances (docs/rules.md#coins); see docs/rules.md.";
    const markdown = "See [coins](rules.md#coins) and [the top](#rules).";
    expect(findBrokenDocLinks("app/a.ts", code, readPage)).toEqual([]);
    expect(findBrokenDocLinks("docs/rules.md", markdown, readPage)).toEqual([]);
  });

  test("lists a missing page and a missing heading", () => {
    const code = "// (docs/gone.md)\n// (docs/rules.md#premium)";
    expect(findBrokenDocLinks("app/a.ts", code, readPage).map((finding) => finding.line)).toEqual([
      1, 2,
    ]);
    expect(findBrokenDocLinks("docs/rules.md", "[x](../rules.md#coins)", readPage)).toHaveLength(1);
  });
});

describe("the repository", () => {
  const files = trackedTextFiles(root).filter((file) => file !== self);
  const readPage = pageReader(root);
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");

  test("is scanned whole: code, tests, scripts and docs", () => {
    for (const file of ["README.md", "app/routes.ts", "server/index.ts", "docs/errors.md"]) {
      expect(files).toContain(file);
    }
  });

  test("cites no document outside it and no issue number", () => {
    const findings = files.flatMap((file) => findOutsideCitations(file, read(file)));
    expect(listed(findings)).toEqual([]);
  });

  test("links only to docs pages and headings that exist", () => {
    const findings = files.flatMap((file) => findBrokenDocLinks(file, read(file), readPage));
    expect(listed(findings)).toEqual([]);
  });
});
