import { useMemo } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PromptDeckBoard } from "#app/games/_ui/prompt-deck-board.tsx";
import { useDeckGame } from "#app/games/_ui/use-deck-game.ts";
import type { PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { tableGameKind } from "#app/games/_ui/use-table-game.ts";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { mixedGame } from "./mixed-games.ts";
import { mix, parseState } from "./rules.ts";

// The card on the table and the vetoes: a reload deals nothing new.
const savedMix = tableGameKind("mix", 1, parseState);

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
  const game = useDeckGame(mix, savedMix, { game: "mix", packs, served: deck });

  return (
    <PromptDeckBoard
      game="mix"
      packs={named}
      deck={game}
      tone="gold"
      label={(card) => gameName(card.game)}
    />
  );
}
