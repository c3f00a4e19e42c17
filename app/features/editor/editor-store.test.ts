import { beforeEach, expect, test } from "vitest";
import { createJSONStorage } from "zustand/middleware";
import { editMetadata, newWizard, next } from "#app/features/editor/wizard.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { editorStorageKey, restoreWizard, useEditorStore } from "./editor-store.ts";

const stored = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

beforeEach(() => {
  stored.clear();
  useEditorStore.persist.setOptions({ storage: createJSONStorage(() => memoryStorage) });
  useEditorStore.setState({ wizard: newWizard() });
});

test("the pack being written is kept under its storage key, without field errors", () => {
  const failed = next({ ...editMetadata(newWizard(), { name: "Kept" }), step: 3 });
  if (isInvalid(failed)) throw new Error("refused");
  expect(failed.errors.metadata.description).toBeDefined();
  useEditorStore.getState().setWizard(failed);
  const kept = JSON.parse(stored.get(editorStorageKey) ?? "{}");
  expect(kept.state.wizard.metadata.name).toBe("Kept");
  expect(kept.state.wizard.step).toBe(3);
  expect(kept.state.wizard.errors).toBeUndefined();
});

test("a reload brings the pack back", async () => {
  useEditorStore.getState().setWizard({ ...editMetadata(newWizard(), { name: "Back" }), step: 4 });
  const kept = stored.get(editorStorageKey) ?? "";
  // A new page: the in-memory state is gone, the stored one is still there.
  useEditorStore.setState({ wizard: newWizard() });
  stored.set(editorStorageKey, kept);
  await useEditorStore.persist.rehydrate();
  const { wizard } = useEditorStore.getState();
  expect(wizard.metadata.name).toBe("Back");
  expect(wizard.step).toBe(4);
  expect(wizard.errors).toEqual({ metadata: {}, list: null, prompts: {} });
});

test("a broken stored value gives a new pack instead of breaking the editor", async () => {
  stored.set(
    editorStorageKey,
    JSON.stringify({ state: { wizard: { step: 9, metadata: "nope" } }, version: 1 }),
  );
  await useEditorStore.persist.rehydrate();
  expect(useEditorStore.getState().wizard).toEqual(newWizard());
  expect(restoreWizard(null)).toEqual(newWizard());
  expect(restoreWizard("text")).toEqual(newWizard());
});

test("a stored step 7 without a game in play resumes on step 6", () => {
  const { errors: _, ...wizard } = { ...newWizard(), step: 7 as const };
  expect(restoreWizard(wizard).step).toBe(6);
});
