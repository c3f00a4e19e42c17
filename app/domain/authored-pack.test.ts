import { describe, expect, it } from "vitest";
import editor from "#app/i18n/en/editor.json";
import {
  authoredPackInputSchema,
  isDraft,
  packIssueMessage,
  packMessages,
  packMetadataSchema,
  packPromptsSchema,
  withDraftTag,
} from "./authored-pack.ts";

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe("pack validation", () => {
  it("requires a trimmed name, description and author", () => {
    const result = packMetadataSchema.safeParse({ name: " ", description: "", author: "\t" });
    expect(messagesOf(result)).toEqual(["nameRequired", "descriptionRequired", "authorRequired"]);
    expect(messagesOf(packMetadataSchema.safeParse({}))).toEqual([
      "nameRequired",
      "descriptionRequired",
      "authorRequired",
    ]);
  });

  it("trims values and applies the defaults", () => {
    expect(
      packMetadataSchema.parse({ name: " Hen do ", description: " Go ", author: " Bo " }),
    ).toEqual({
      name: "Hen do",
      description: "Go",
      author: "Bo",
      explicit: false,
      alcohol: false,
      language: "en",
      tags: [],
    });
  });

  it("needs at least one prompt, none of them blank", () => {
    expect(messagesOf(packPromptsSchema.safeParse([]))).toEqual(["promptsRequired"]);
    expect(messagesOf(packPromptsSchema.safeParse(undefined))).toEqual(["promptsRequired"]);
    expect(messagesOf(packPromptsSchema.safeParse([{ text: "ok" }, { text: "   " }]))).toEqual([
      "promptTextRequired",
    ]);
  });

  it("keeps tags to ten single words, not counting draft", () => {
    const ten = Array.from({ length: 10 }, (_, index) => `tag${index}`);
    const base = { name: "a", description: "b", author: "c" };
    expect(packMetadataSchema.safeParse({ ...base, tags: [...ten, "draft"] }).success).toBe(true);
    expect(
      messagesOf(packMetadataSchema.safeParse({ ...base, tags: [...ten, "one-more"] })),
    ).toEqual(["tooManyTags"]);
    expect(messagesOf(packMetadataSchema.safeParse({ ...base, tags: ["two words"] }))).toEqual([
      "tagInvalid",
    ]);
  });

  it("keeps tags trimmed, lower-cased and once each", () => {
    const base = { name: "a", description: "b", author: "c" };
    expect(
      packMetadataSchema.parse({ ...base, tags: [" Fun ", "fun", "FUN", "draft", "Wild"] }).tags,
    ).toEqual(["fun", "draft", "wild"]);
    expect(packMetadataSchema.parse({ ...base, tags: undefined }).tags).toEqual([]);
  });

  it("refuses text that can't be saved, naming the field", () => {
    const pack = {
      metadata: { name: "a\u0000", description: "b", author: "c" },
      prompts: [{ text: "ok" }, { text: "half \ud800" }],
    };
    expect(messagesOf(authoredPackInputSchema.safeParse(pack))).toEqual([
      "metadata.name contains a character that can't be saved",
      "prompts.1.text contains a character that can't be saved",
    ]);
  });

  it("validates a whole pack", () => {
    const pack = {
      metadata: { name: "a", description: "b", author: "c" },
      prompts: [{ text: "Who is most likely to {player}?" }],
    };
    expect(authoredPackInputSchema.safeParse(pack).success).toBe(true);
  });
});

describe("the draft tag", () => {
  it("is added when saving a draft and removed when saving finished", () => {
    expect(withDraftTag(["work"], true)).toEqual(["work", "draft"]);
    expect(withDraftTag(["work", "draft"], true)).toEqual(["work", "draft"]);
    expect(withDraftTag(["draft", "work"], false)).toEqual(["work"]);
    expect(isDraft(["draft"])).toBe(true);
    expect(isDraft(["work"])).toBe(false);
  });
});

describe("pack problem codes", () => {
  it("are worded by the editor's catalogue exactly as the API words them", () => {
    expect(editor.packProblems).toEqual(packMessages);
  });

  it("become the API's text, and other messages stay as they are", () => {
    expect(packIssueMessage("nameRequired")).toBe("Game name is required");
    expect(packIssueMessage("tooManyTags")).toBe("Use at most 10 tags.");
    expect(packIssueMessage("Prompt text contains a character that can't be saved")).toBe(
      "Prompt text contains a character that can't be saved",
    );
    expect(packIssueMessage("toString")).toBe("toString");
  });
});
