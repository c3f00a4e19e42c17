import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { drawCard, type DeckState } from "#app/games/_engine/deck.ts";
import { renderSips } from "#app/games/_engine/drinks.ts";
import { initialSwitches, lastActivePackRefusal, type Pack } from "#app/games/_engine/packs.ts";
import { promptMemorySize } from "#app/games/_engine/prompt-picker.ts";
import { useMinigamesStore, type MinigameSlug } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";

/** A pack as loaders send it (see prompt-game.server.ts): locked premium packs are empty. */
export interface PlayableDeckPack extends Pack {
  locked: boolean;
  promptCount: number;
}

/** Loads the table's stored players, switches and memory once the page has hydrated. */
export function useRestoreMinigames(): void {
  useEffect(() => {
    void useMinigamesStore.persist.rehydrate();
  }, []);
}

/** Renders {sips:N} as sips or, in alcohol-free mode, penalty points. */
export function useCardText(): (text: string) => string {
  const { t } = useTranslation("play");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  return useCallback(
    (text: string) =>
      renderSips(text, (count) => (alcoholFree ? t("points", { count }) : t("sips", { count }))),
    [alcoholFree, t],
  );
}

export type PromptDeck = ReturnType<typeof usePromptDeck>;

/**
 * The deck of one prompt game: the server's first card, then the engine draws in the
 * browser with the table's switches, players and the shared 40-prompt memory.
 */
export function usePromptDeck(
  game: MinigameSlug,
  packs: readonly PlayableDeckPack[],
  initialDeck: DeckState,
) {
  const { t } = useTranslation("play");
  const stored = useMinigamesStore((state) => state.switches[game]);
  const explicitAllowed = useMinigamesStore((state) => state.explicitAllowed);
  const players = useMinigamesStore((state) => state.players);
  const storedMemory = useMinigamesStore((state) => state.memory);
  const switchPack = useMinigamesStore((state) => state.switchPack);
  const setMemory = useMinigamesStore((state) => state.setMemory);
  const setCurrentGame = useMinigamesStore((state) => state.setCurrentGame);
  const [deck, setDeck] = useState(initialDeck);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The server decides which premium packs this visitor may play and sends those unlocked.
  const unlockedPremium = useMemo(
    () => new Set(packs.filter((pack) => pack.premium && !pack.locked).map((pack) => pack.id)),
    [packs],
  );
  const switches = useMemo(
    () => initialSwitches(packs, stored ?? {}, { explicitAllowed, unlockedPremium }),
    [packs, stored, explicitAllowed, unlockedPremium],
  );
  const names = useMemo(() => players.map((player) => player.name), [players]);

  useEffect(() => setCurrentGame(game), [game, setCurrentGame]);

  // The stored memory arrives after hydration; the server's first card stays in it.
  const merged = useRef(false);
  useEffect(() => {
    if (merged.current || storedMemory.length === 0) return;
    merged.current = true;
    setDeck((current) => ({
      ...current,
      memory: [
        ...storedMemory.filter((id) => !current.memory.includes(id)),
        ...current.memory,
      ].slice(-promptMemorySize),
    }));
  }, [storedMemory]);

  const next = useCallback(
    (list?: number) =>
      setDeck((current) => drawCard(current, { packs, switches, players: names, list })),
    [packs, switches, names],
  );

  // The shared memory follows the deck (after the stored one has been merged in), so other
  // games and the next visit avoid these prompts too.
  useEffect(() => {
    if (deck.drawn > initialDeck.drawn) setMemory(deck.memory);
  }, [deck.memory, deck.drawn, initialDeck.drawn, setMemory]);

  const togglePack = useCallback(
    (packId: string, active: boolean) => {
      const accepted = switchPack(game, switches, packId, active);
      setRefusal(accepted ? null : t("packs.lastActive"));
      return accepted;
    },
    [game, switches, switchPack, t],
  );

  return {
    deck,
    next,
    switches,
    togglePack,
    refusal,
    players,
    explicitAllowed,
    lastActivePackRefusal,
  };
}
