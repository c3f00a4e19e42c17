import { z } from "zod/mini";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { newWizard, type WizardState } from "#app/features/editor/wizard.ts";
import { defaultLanguage, supportedLanguages } from "#app/i18n/language.ts";
import { persistedStorage } from "#app/state/persisted-storage.ts";
import { usePersistHydrated } from "#app/state/use-persist-hydrated.ts";

export const editorStorageKey = "party-dojo:editor";

// What comes back from storage is checked before it is trusted: another version of the app,
// or a hand-edited value, must not break the editor. Field errors are not kept.
const storedWizardSchema = z.object({
  step: z.literal([1, 2, 3, 4, 5, 6, 7]),
  id: z.nullable(z.string()),
  status: z.nullable(z.enum(["draft", "published"])),
  metadata: z.object({
    name: z.string(),
    description: z.string(),
    author: z.string(),
    explicit: z.boolean(),
    alcohol: z.boolean(),
    // A pack kept from before packs had a language is English.
    language: z._default(z.enum(supportedLanguages), defaultLanguage),
    tags: z.array(z.string()),
  }),
  prompts: z.array(z.object({ id: z.int(), text: z.string() })),
  likes: z.int().check(z.gte(0)),
  plays: z.int().check(z.gte(0)),
  nextPromptId: z.int().check(z.gte(1)),
  dirty: z.boolean(),
  play: z.nullable(
    z.object({
      cards: z.array(z.string()),
      index: z.int().check(z.gte(0)),
      over: z.boolean(),
      seed: z.int().check(z.gte(0)),
    }),
  ),
});

/** The stored wizard, or a new one when what was stored can't be used. */
export function restoreWizard(stored: unknown): WizardState {
  const parsed = storedWizardSchema.safeParse(stored);
  if (!parsed.success) return newWizard();
  const { step, ...rest } = parsed.data;
  return { ...newWizard(), ...rest, step: step === 7 && !rest.play ? 6 : step };
}

interface EditorStoreState {
  wizard: WizardState;
  setWizard: (wizard: WizardState) => void;
}

// The pack being written survives a reload: it is kept on this device until saved,
// and after that too, so the author comes back to where they were.
export const useEditorStore = create<EditorStoreState>()(
  persist(
    (set) => ({
      wizard: newWizard(),
      setWizard: (wizard) => set({ wizard }),
    }),
    {
      name: editorStorageKey,
      storage: persistedStorage,
      version: 1,
      partialize: ({ wizard: { errors: _, ...wizard } }) => ({ wizard }),
      merge: (persisted, current) => {
        const stored = z.object({ wizard: z.unknown() }).safeParse(persisted);
        return stored.success ? { ...current, wizard: restoreWizard(stored.data.wizard) } : current;
      },
      // The server renders a page without the visitor's pack; it is read after hydration.
      skipHydration: true,
    },
  ),
);

/**
 * Reads the stored pack once the page has hydrated, and tells when it has been read. Until
 * then (and on the server) the editor shows no pack rather than a wrong one.
 */
export function useEditorHydrated(): boolean {
  return usePersistHydrated(useEditorStore.persist);
}
