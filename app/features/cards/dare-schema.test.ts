import { describe, expect, it } from "vitest";
import { dareIdSchema, darePath, writtenDareSchema } from "./dare-schema.ts";

function messageFor(dare: unknown): string | null {
  const result = writtenDareSchema.safeParse({ dare });
  return result.success ? null : (result.error.issues[0]?.message ?? "");
}

describe("a written dare", () => {
  it("is trimmed and accepted when it is a few words without links", () => {
    expect(writtenDareSchema.parse({ dare: "  Sing like a pirate  " })).toEqual({
      dare: "Sing like a pirate",
    });
  });

  it.each([
    [undefined, "required"],
    ["   ", "required"],
    ["hey", "tooShort"],
    ["x".repeat(161), "tooLong"],
    ["Go to https://example.com now", "noLinks"],
    ["Visit www.example.com", "noLinks"],
    ["Sing \u0000 loudly", "unstorable"],
  ])("refuses %j with the code its page words", (dare, message) => {
    expect(messageFor(dare)).toBe(message);
  });
});

describe("a dare id", () => {
  it("accepts card ids and stored ids, and nothing that looks like text", () => {
    expect(dareIdSchema.safeParse("d07").success).toBe(true);
    expect(dareIdSchema.safeParse("Ab3_-xYz12Qw").success).toBe(true);
    expect(dareIdSchema.safeParse("do a flip").success).toBe(false);
    expect(dareIdSchema.safeParse("x".repeat(25)).success).toBe(false);
  });

  it("makes the landing page's path", () => {
    expect(darePath("d07")).toBe("/misc/you-have-been-dared?dare=d07");
  });
});
