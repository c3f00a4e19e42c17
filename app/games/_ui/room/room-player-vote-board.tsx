import { useTranslation } from "#app/i18n/react.tsx";
import type { PlayerVoteMove, PlayerVoteView } from "#app/games/_engine/room-player-vote.ts";
import { PlayerPickGrid } from "./player-pick-grid.tsx";
import { useRoomCrowd } from "./room-crowd.tsx";
import {
  RoomDrinkUp,
  RoomVoteBoard,
  RoomVoteSection,
  RoomVoteWaiting,
  type RoomVoteTone,
} from "./room-vote-board.tsx";
import { useRoomSend } from "./use-room-send.ts";

interface RoomPlayerVoteBoardProps {
  view: PlayerVoteView;
  isHost: boolean;
  send(move: PlayerVoteMove): Promise<string | null>;
  /** The game's own section of the roomVotes texts: the question over the ballot differs. */
  texts: "mlt" | "wwr";
  tone: RoomVoteTone;
}

/**
 * A vote-for-a-player room game on one phone (Most Likely To, Who Would Rather): the card, a
 * secret vote for one player, then the reveal everyone sees at once.
 */
export function RoomPlayerVoteBoard({ view, isHost, send, texts, tone }: RoomPlayerVoteBoardProps) {
  const { t, i18n } = useTranslation("roomVotes");
  const cardNumber = view.card?.number ?? 0;
  // A refusal belongs to the card it was about: a new card clears it.
  const { sending, refusal, run } = useRoomSend(send, String(cardNumber), t("failed"));
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const nameOf = (id: string) => view.players.find((player) => player.id === id)?.name;

  const votedNames = view.voted.flatMap((id) => nameOf(id) ?? []);
  const missing = view.players.filter((player) => !view.voted.includes(player.id));
  const result = view.result;
  const { watching } = useRoomCrowd();

  return (
    <RoomVoteBoard
      view={view}
      tone={tone}
      revealed={result !== null}
      isHost={isHost}
      anyoneIn={view.voted.length > 0}
      sending={sending}
      refusal={refusal}
      onMove={(type) => run({ type, card: cardNumber })}
    >
      {result === null ? (
        <RoomVoteSection
          title={t(`${texts}.voteTitle`)}
          hint={watching ? undefined : t(`${texts}.voteHint`)}
        >
          {watching ? null : (
            <PlayerPickGrid
              players={view.players}
              picked={view.myVote}
              disabled={sending || view.card === null}
              onPick={(id) => run({ type: "vote", card: cardNumber, for: id })}
            />
          )}
          <RoomVoteWaiting
            missing={missing}
            soFar={
              votedNames.length > 0
                ? t(`${texts}.votedSoFar`, { names: list.format(votedNames) })
                : null
            }
          />
        </RoomVoteSection>
      ) : (
        <RoomVoteSection title={t(`${texts}.resultsTitle`)} live>
          {result.owed.length > 0 ? (
            <RoomDrinkUp
              owed={result.owed}
              sentences={result.owed.map((entry) =>
                t(`drink.one.${entry.unit}`, { who: entry.name, count: entry.count }),
              )}
            />
          ) : null}
          <ul className="mt-3 flex flex-col gap-1">
            {result.counts.map((entry) => (
              <li
                key={entry.id}
                className="flex items-center justify-between gap-3 rounded-2xl bg-night-700 px-4 py-2"
              >
                <span className="min-w-0 truncate font-bold">{entry.name}</span>
                <span className="shrink-0 text-muted">
                  {t(`${texts}.votes`, { count: entry.votes })}
                </span>
              </li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-extrabold">{t(`${texts}.ballotsTitle`)}</h3>
          <ul className="text-sm text-muted">
            {result.ballots.map((ballot) => (
              <li key={ballot.voterId}>
                {t(`${texts}.ballot`, { voter: ballot.voterName, target: ballot.forName })}
              </li>
            ))}
          </ul>
        </RoomVoteSection>
      )}
    </RoomVoteBoard>
  );
}
