import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { decideBuild, fingerprintSources, type BuildRecord } from "./build-fingerprint.ts";

/** A small tree with the shape of the repository. */
function sourceTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), "pd-fingerprint-"));
  const files: Record<string, string> = {
    "app/root.tsx": "export default function Root() {}",
    "app/games/logic.ts": "export const rules = 1;",
    "app/games/logic.test.ts": "test('rules', () => {});",
    "content/packs/one.json": "{}",
    "package-lock.json": "{}",
    "tests/e2e/pages.spec.ts": "test('page', () => {});",
    "README.md": "# Party Dojo",
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe("fingerprintSources", () => {
  test("stays the same while nothing that is built changes", () => {
    const root = sourceTree();
    const before = fingerprintSources(root);
    expect(fingerprintSources(root)).toBe(before);
    writeFileSync(path.join(root, "app/games/logic.test.ts"), "test('other', () => {});");
    writeFileSync(path.join(root, "tests/e2e/pages.spec.ts"), "// edited");
    writeFileSync(path.join(root, "README.md"), "# edited");
    expect(fingerprintSources(root)).toBe(before);
  });

  test("changes with a source's content, a new file or the installed packages", () => {
    const root = sourceTree();
    const before = fingerprintSources(root);
    writeFileSync(path.join(root, "app/games/logic.ts"), "export const rules = 2;");
    const edited = fingerprintSources(root);
    expect(edited).not.toBe(before);
    writeFileSync(path.join(root, "content/packs/two.json"), "{}");
    const added = fingerprintSources(root);
    expect(added).not.toBe(edited);
    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}');
    expect(fingerprintSources(root)).not.toBe(added);
  });
});

describe("decideBuild", () => {
  const settings = { BASE_URL: "http://localhost:3000", GTM_ID: null };
  const wanted = { sources: "abc", settings };
  const recorded: BuildRecord = { sources: "abc", settings, build: '{"id":"1"}' };

  test("skips the build when build/ is the recorded one, from these sources and settings", () => {
    expect(decideBuild(wanted, recorded, '{"id":"1"}')).toEqual({ build: false });
  });

  test("builds when the sources changed", () => {
    expect(decideBuild({ ...wanted, sources: "abd" }, recorded, '{"id":"1"}')).toEqual({
      build: true,
      reason: "the sources changed since the last build",
    });
  });

  test("builds when BASE_URL or another baked-in setting changed, naming it", () => {
    const moved = { ...wanted, settings: { ...settings, BASE_URL: "https://partydojo.app" } };
    expect(decideBuild(moved, recorded, '{"id":"1"}')).toEqual({
      build: true,
      reason: "BASE_URL was http://localhost:3000, is https://partydojo.app",
    });
    const tagged = { ...wanted, settings: { ...settings, GTM_ID: "GTM-ABCD" } };
    expect(decideBuild(tagged, recorded, '{"id":"1"}')).toMatchObject({ build: true });
  });

  test("builds when there is no build, no record, or another build replaced it", () => {
    expect(decideBuild(wanted, recorded, null)).toMatchObject({ build: true });
    expect(decideBuild(wanted, null, '{"id":"1"}')).toMatchObject({ build: true });
    expect(decideBuild(wanted, recorded, '{"id":"2"}')).toMatchObject({ build: true });
  });
});
