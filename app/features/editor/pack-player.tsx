import { PartyPopper, RotateCcw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameFrame } from "#app/games/_ui/game-screen.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { useCardText } from "#app/games/_ui/use-prompt-deck.ts";
import { VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { currentCard, fillCardNames, playProgress, type PackPlay } from "./pack-play.ts";

interface PackPlayerProps {
  pack: { name: string; description: string };
  play: PackPlay;
  onNext: () => void;
  onRestart: () => void;
  /** The way out, under the card and on the end screen. */
  exit: ReactNode;
}

function EndOfPack({
  name,
  onRestart,
  exit,
}: {
  name: string;
  onRestart: () => void;
  exit: ReactNode;
}) {
  const { t } = useTranslation("editor");
  return (
    <section
      aria-labelledby="pack-over-title"
      className="flex min-h-[46dvh] flex-1 flex-col items-center justify-center gap-4 rounded-[2rem] bg-gradient-to-br from-dojo-gold/20 to-night-800 p-6 text-center ring-2 ring-dojo-gold/50"
    >
      <PartyPopper aria-hidden="true" className="size-16 text-dojo-gold" />
      <h2 id="pack-over-title" className="font-display text-3xl font-black">
        {t("play.overTitle")}
      </h2>
      <p className="text-lg text-muted">{t("play.overText", { name })}</p>
      <div className="flex w-full flex-col gap-3">
        <Button size="lg" variant="gold" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          {t("play.restart")}
        </Button>
        {exit}
      </div>
    </section>
  );
}

/**
 * Plays an authored pack: one big card, "3 / 12", Next (or tap, swipe, space),
 * a veto per player, and an end screen after the last card. Shared by step 7 and /game/:id.
 */
export function PackPlayer({ pack, play, onNext, onRestart, exit }: PackPlayerProps) {
  const { t } = useTranslation("editor");
  const { t: tp } = useTranslation("play");
  const cardText = useCardText();
  const players = useMinigamesStore((state) => state.players);
  const [vetoes, setVetoes] = useState<string[]>([]);
  const card = currentCard(play);
  const { position, total } = playProgress(play);
  const names = players.map((player) => player.name);

  const restart = () => {
    setVetoes([]);
    onRestart();
  };

  return (
    <GameFrame title={pack.name} description={pack.description} howTo={<p>{t("play.howTo")}</p>}>
      {play.over || card === null ? (
        <EndOfPack name={pack.name} onRestart={restart} exit={exit} />
      ) : (
        <>
          <PromptCard
            text={cardText(
              fillCardNames(card, names, play, {
                player: t("play.someone"),
                player2: t("play.someoneElse"),
              }),
            )}
            label={<span data-testid="progress">{t("play.progress", { position, total })}</span>}
            onNext={onNext}
            emptyText={tp("noCards")}
            tone="violet"
          />
          <div className="flex gap-2">
            <VetoButton
              players={players}
              used={vetoes}
              onVeto={(name) => {
                setVetoes((used) => [...used, name]);
                onNext();
              }}
            />
            <Button size="lg" className="flex-1" onClick={onNext}>
              {tp("next")}
            </Button>
          </div>
          {exit}
        </>
      )}
    </GameFrame>
  );
}
