import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { pageBook, type SeenBook } from "#app/games/_engine/seen-book.ts";
import { isStored } from "#app/utils/browser-storage.ts";
import { useAccount } from "#app/state/use-account.ts";
import { renderSips } from "#app/games/_engine/drinks.ts";
import { playablePack, type PlayablePack, type SentPack } from "#app/games/_engine/pack-content.ts";
import { initialSwitches, type ActivationRules } from "#app/games/_engine/packs.ts";
import { useMinigamesStore, type MinigameSlug } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";

/** A pack as the boards play it (see prompt-game.server.ts): locked premium packs are empty. */
export type PlayableDeckPack = PlayablePack;

/** The packs a prompt game's loader sent, as the boards play them: ids and kinds filled in. */
/**
 * The packs a prompt game deals from: those the page sent, in its language, and, at a table
 * that plays in every language (the pack list's setting), the other languages' packs too,
 * fetched once the page runs. Until they arrive, or when they can't (offline), the page's
 * own packs deal alone.
 */
export function usePlayablePacks(game: string, sent: readonly SentPack[]): PlayableDeckPack[] {
  const { i18n } = useTranslation();
  const everyLanguage = useMinigamesStore((state) => state.everyLanguage);
  const [others, setOthers] = useState<{ key: string; packs: readonly SentPack[] } | null>(null);
  const key = `${game} ${i18n.language}`;
  useEffect(() => {
    if (!everyLanguage) return;
    const controller = new AbortController();
    void import("./other-language-packs.ts")
      .then((module) => module.fetchOtherLanguagePacks(game, i18n.language, controller.signal))
      .then(
        (packs) => setOthers({ key, packs }),
        () => {},
      );
    return () => controller.abort();
  }, [everyLanguage, game, key, i18n.language]);
  const extra = everyLanguage && others?.key === key ? others.packs : noPacks;
  return useMemo(() => [...sent, ...extra].map(playablePack), [sent, extra]);
}

const noPacks: readonly SentPack[] = [];

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

/** Who dealt the card on the table: the server (first paint) or this tab, with its table. */
export type DealtBy = "server" | "tab";

/**
 * A prompt game's pack switches on this phone: the ones the table chose, kept per game, with
 * explicit packs off until the table allows 18+, and premium packs on only once the server
 * unlocked them for this visitor (docs/product-rules.md#pack-switches).
 */
export function usePackSwitches(game: MinigameSlug, packs: readonly PlayableDeckPack[]) {
  const { t } = useTranslation("play");
  const stored = useMinigamesStore((state) => state.switches[game]);
  const explicitAllowed = useMinigamesStore((state) => state.explicitAllowed);
  const switchPack = useMinigamesStore((state) => state.switchPack);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rules = useActivationRules(packs);
  const { unlockedPremium } = rules;
  const switches = useMemo(
    () => initialSwitches(packs, stored ?? {}, rules),
    [packs, stored, rules],
  );

  const togglePack = useCallback(
    (packId: string, active: boolean) => {
      const accepted = switchPack(game, switches, packId, active);
      setRefusal(accepted ? null : t("packs.lastActive"));
      return accepted;
    },
    [game, switches, switchPack, t],
  );

  // One object while nothing in it changes: the pack switches' list is left alone by a move.
  return useMemo(
    () => ({ switches, togglePack, refusal, explicitAllowed, unlockedPremium, rules }),
    [switches, togglePack, refusal, explicitAllowed, unlockedPremium, rules],
  );
}

/**
 * What decides which of a game's packs may be on at this phone's table: its 18+ opt-in, its
 * picked levels, its alcohol-free setting and the premium packs the server unlocked.
 */
export function useActivationRules(packs: readonly PlayableDeckPack[]): ActivationRules {
  const explicitAllowed = useMinigamesStore((state) => state.explicitAllowed);
  const levels = useMinigamesStore((state) => state.levels);
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  // The server decides which premium packs this visitor may play and sends those unlocked.
  const unlockedPremium = useMemo(
    () => new Set(packs.filter((pack) => pack.premium && !pack.locked).map((pack) => pack.id)),
    [packs],
  );
  return useMemo(
    () => ({ explicitAllowed, levels, alcoholFree, unlockedPremium }),
    [explicitAllowed, levels, alcoholFree, unlockedPremium],
  );
}

/** What the pack switches' list shows and changes (pack-switch-list.tsx). */
export type PackSwitchState = Pick<
  ReturnType<typeof usePackSwitches>,
  "switches" | "togglePack" | "refusal" | "explicitAllowed" | "rules"
>;

// The table's history of seen cards as the deal reads it, held for the page. Its codec and
// storage load once the page is interactive (seen-on-phone.ts) and hand it over here: this part
// is on every prompt game page from the start, so it stays a few lines
// (docs/decisions/021-page-weight.md).
let held: SeenBook | undefined;
let keeper: ((book: SeenBook) => void) | undefined;

/** The history a deal starts from; none until it is read (or when it can't be). */
export function heldSeen(): SeenBook | undefined {
  return held;
}

/** The history a deal left: kept on the phone. */
export function keepSeen(book: SeenBook | undefined): void {
  if (book && book !== held) {
    held = book;
    keeper?.(book);
  }
}

/** The history read, merged or reset elsewhere; `keep` stores what deals leave. */
export function holdSeen(book: SeenBook, keep?: (book: SeenBook) => void): void {
  held = book;
  keeper = keep ?? keeper;
}

/** Where the phone keeps the table's history (docs/data-model.md#device-storage). */
export const seenStorageKey = "party-dojo:seen";

/**
 * Whether the phone has no history to read (signed out, none stored: a first visit). It then
 * deals at once from a history of this page's own cards.
 */
function nothingToRead(signedIn: boolean): boolean {
  if (import.meta.env.SSR || signedIn || isStored("local", seenStorageKey)) return false;
  held ??= pageBook();
  return true;
}

/**
 * Reads the table's history once the page runs and, for a signed-in player, keeps it in step
 * with the account (never in the page's loader). True once it is read, or could not be: the
 * deal then goes on with the 40-card memory alone. With nothing to read, the code that stores
 * what the page deals loads when the table first touches the page.
 */
export function useSeenCards(): boolean {
  const signedIn = useAccount() !== null;
  const [firstVisit] = useState(() => nothingToRead(signedIn));
  const [read, setRead] = useState(false);
  useEffect(() => {
    const start = () =>
      void import("./seen-on-phone.ts")
        .then((module) => module.startSeen(signedIn))
        .catch(() => {})
        .finally(() => setRead(true));
    if (!firstVisit || signedIn) {
      start();
      return;
    }
    const touched = { capture: true, once: true, passive: true };
    window.addEventListener("pointerdown", start, touched);
    window.addEventListener("keydown", start, touched);
    return () => {
      window.removeEventListener("pointerdown", start, touched);
      window.removeEventListener("keydown", start, touched);
    };
  }, [signedIn, firstVisit]);
  return read || firstVisit;
}
