import { useMemo } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PromptDeckBoard } from "#app/games/_ui/prompt-deck-board.tsx";
import type { PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import type { DeckState } from "#app/games/_engine/deck.ts";
import type { CatalogueSlug } from "#app/games/catalogue.ts";

// The games mix deals from (docs/product-rules.md#mix); a card's `game` names one of them.
const mixedGames = [
  "never-have-i-ever",
  "most-likely-to",
  "truth-or-dare",
  "category",
  "charades",
  "country-island-city",
] as const satisfies readonly CatalogueSlug[];

type MixedGame = (typeof mixedGames)[number];

function mixedGame(game: string): MixedGame | undefined {
  return mixedGames.find((slug) => slug === game);
}

/** Mix: one stream from every prompt game's active packs, each card labelled with its game. */
export function MixBoard({ packs, deck }: { packs: readonly PlayableDeckPack[]; deck: DeckState }) {
  const { t } = useTranslation("games");
  const gameName = (game: string) => {
    const slug = mixedGame(game);
    return slug ? t(`catalogue.${slug}.name`) : null;
  };

  // Several games have a pack called, say, "Classics": the switches name the game too.
  const named = useMemo(
    () =>
      packs.map((pack) => {
        const slug = mixedGame(pack.game);
        return slug ? { ...pack, name: `${t(`catalogue.${slug}.name`)}: ${pack.name}` } : pack;
      }),
    [packs, t],
  );

  return (
    <PromptDeckBoard
      game="mix"
      packs={named}
      initialDeck={deck}
      tone="gold"
      label={(card) => gameName(card.game)}
    />
  );
}
