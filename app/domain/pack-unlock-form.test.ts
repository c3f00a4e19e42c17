import { describe, expect, it } from "vitest";
import { formProblems } from "#tests/mocks/form-problems.ts";
import { packUnlockFormSchema } from "./pack-unlock-form.ts";

// Every built-in pack's file, as the content folder holds them.
const builtInPacks = import.meta.glob<{ id: string; premium: boolean }>("/content/packs/*/*.json", {
  import: "default",
  eager: true,
});

const problems = (fields: Record<string, string>) => formProblems(packUnlockFormSchema, fields);

describe("a pack unlock's form", () => {
  it("takes every built-in pack, premium ones among them", () => {
    const packs = Object.values(builtInPacks);
    expect(packs.some((pack) => pack.premium)).toBe(true);
    for (const { id } of packs) expect(problems({ packId: id }), id).toBeNull();
  });

  it("refuses what can't be a pack's id as unknown", () => {
    for (const packId of ["", "Confessions", "../profile", "a--b", "-a", "a".repeat(101)]) {
      expect(problems({ packId }), packId).toEqual({ packId: ["unknown"] });
    }
    expect(problems({})).toEqual({ packId: ["unknown"] });
  });
});
