import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { packUnlockFormSchema } from "./pack-unlock-form.ts";

// Every built-in pack's file, as the content folder holds them.
const builtInPacks = import.meta.glob<{ id: string; premium: boolean }>("/content/packs/*/*.json", {
  import: "default",
  eager: true,
});

function problems(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: packUnlockFormSchema });
  return submission.status === "success" ? null : submission.error;
}

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
