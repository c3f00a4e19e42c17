import { ArrowDown, ArrowUp, Ban, Check, PiggyBank, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useNavigate } from "react-router";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { itemName, moreOrLessItems } from "./items.ts";
import type { Guess, Item, MoreOrLessMove, MoreOrLessState } from "./rules.ts";
import { ItemCard } from "./more-or-less-parts.tsx";
import { moreOrLessPaths } from "./paths.ts";
import { useTeamName } from "./team-words.ts";
import { useMoreOrLess, startWithTeams } from "./use-more-or-less.ts";

const itemsById = new Map(moreOrLessItems.map((item) => [item.id, item]));

function Scoreboard({ game }: { game: MoreOrLessState }) {
  const { t } = useTranslation("teamGames");
  const teamName = useTeamName();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-3 ring-1 ring-night-600"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-extrabold">
          {t("moreOrLess.game.scores")}
        </h2>
        <p className="text-sm text-muted">
          {t("moreOrLess.game.roundOf", { round: game.round, rounds: game.rounds })}
        </p>
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {game.teams.map((team, index) => {
          const onTurn = index === game.turn && game.phase !== "over";
          return (
            <li
              key={index}
              className={cn(
                "rounded-2xl bg-night-900 px-3 py-2",
                onTurn ? "ring-2 ring-dojo-gold" : "ring-1 ring-night-700",
              )}
            >
              <p className="truncate font-extrabold">
                {teamName(game.teams, index)}
                {onTurn ? <span className="sr-only"> ({t("moreOrLess.game.onTurn")})</span> : null}
              </p>
              <p className="text-sm">
                <span className="font-bold text-dojo-gold">
                  {t("moreOrLess.game.points", { count: team.points })}
                </span>
                <span className="text-muted">
                  {" · "}
                  {alcoholFree
                    ? t("penalties", { count: team.sips })
                    : t("sips", { count: team.sips })}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Play({ game, send }: { game: MoreOrLessState; send: (move: MoreOrLessMove) => unknown }) {
  const { t, i18n } = useTranslation("teamGames");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const teamName = useTeamName();
  const question = game.question;
  const inWords = (item: Item, shown: boolean) => ({
    ...item,
    name: itemName(item, i18n.language),
    value: shown ? item.value : null,
  });

  const known = itemsById.get(game.known);
  const challenger = itemsById.get(game.challenger);
  const team = game.teams[game.turn];
  if (!known || !challenger || !team) return null;
  const category = game.category;
  const reveal = game.reveal;
  const answerLabel = (choice: Guess) => t(`moreOrLess.answers.${category}.${choice}`);
  const name = teamName(game.teams, game.turn);
  const nextTeam = (game.turn + 1) % game.teams.length;
  const lastTurn = game.round === game.rounds && game.turn === game.teams.length - 1;
  const amount = reveal
    ? alcoholFree
      ? t("penalties", { count: reveal.sips })
      : t("sips", { count: reveal.sips })
    : "";
  const verdict = reveal
    ? reveal.right
      ? `${t("moreOrLess.game.right")} ${t("moreOrLess.game.rightDetail", { team: name, streak: game.streak })}`
      : `${t("moreOrLess.game.wrong")} ${t("moreOrLess.game.wrongDrink", { team: name, amount })}`
    : "";

  return (
    <>
      <p role="status" className="sr-only">
        {reveal ? verdict : t("moreOrLess.game.turnOf", { team: name })}
      </p>
      <Scoreboard game={game} />
      <div className="text-center">
        <h2 className="text-2xl font-black">{t("moreOrLess.game.turnOf", { team: name })}</h2>
        <p className="text-muted">
          {t(`moreOrLess.categories.${category}`)} ·{" "}
          {game.streak > 0
            ? t("moreOrLess.game.streak", { count: game.streak })
            : t("moreOrLess.game.streakNone")}
        </p>
      </div>
      <ItemCard label={t("moreOrLess.game.known")} item={inWords(known, true)} tone="known" />
      <ItemCard
        label={t("moreOrLess.game.new")}
        item={inWords(challenger, reveal !== null)}
        tone="new"
      />
      {reveal ? (
        <>
          <p
            className={cn(
              "flex items-center justify-center gap-2 rounded-3xl p-4 text-center text-xl font-extrabold ring-1",
              reveal.right
                ? "bg-dojo-cyan/15 text-dojo-cyan ring-dojo-cyan/60"
                : "bg-danger/15 text-danger ring-danger/60",
            )}
          >
            {reveal.right ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
            {verdict}
          </p>
          {reveal.right ? (
            <>
              <Button variant="gold" size="lg" onClick={() => send({ type: "next", question })}>
                {t("moreOrLess.game.keepGoing")}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                onClick={() => send({ type: "bank", question })}
              >
                <PiggyBank aria-hidden="true" />
                {t("moreOrLess.game.bank", { count: game.streak })}
              </Button>
            </>
          ) : (
            <Button variant="gold" size="lg" onClick={() => send({ type: "next", question })}>
              {!lastTurn
                ? t("moreOrLess.game.passTo", { team: teamName(game.teams, nextTeam) })
                : t("moreOrLess.game.seeScores")}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-center text-lg font-bold">
            {t(`moreOrLess.questions.${category}`, {
              challenger: itemName(challenger, i18n.language),
            })}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="primary"
              size="lg"
              className="min-h-20 text-2xl"
              onClick={() => send({ type: "vote", question, guess: "more" })}
            >
              <ArrowUp aria-hidden="true" />
              {answerLabel("more")}
            </Button>
            <Button
              variant="primary"
              size="lg"
              className="min-h-20 text-2xl"
              onClick={() => send({ type: "vote", question, guess: "less" })}
            >
              <ArrowDown aria-hidden="true" />
              {answerLabel("less")}
            </Button>
          </div>
          {game.streak > 0 ? (
            <Button variant="secondary" size="lg" onClick={() => send({ type: "bank", question })}>
              <PiggyBank aria-hidden="true" />
              {t("moreOrLess.game.bank", { count: game.streak })}
            </Button>
          ) : null}
          {team.vetoes > 0 ? (
            <Button variant="secondary" onClick={() => send({ type: "veto", question })}>
              <Ban aria-hidden="true" />
              {t("moreOrLess.game.veto")}
            </Button>
          ) : null}
          {team.vetoes > 0 ? (
            <p className="-mt-2 text-center text-sm text-muted">{t("moreOrLess.game.vetoHint")}</p>
          ) : null}
        </>
      )}
      <Button variant="ghost" onClick={() => send({ type: "end" })}>
        {t("endGame")}
      </Button>
    </>
  );
}

export function MoreOrLessBoard() {
  const { t } = useTranslation("teamGames");
  const { state: stored, read, send, table } = useMoreOrLess();
  const navigate = useNavigate();
  const over = stored?.phase === "over";
  useEffect(() => {
    if (over) void navigate(moreOrLessPaths.ending, { replace: true });
  }, [over, navigate]);

  // "New game" clears the game under the table's eyes: the same teams start over on the same
  // number of rounds, scores and items fresh.
  const [lastGame, setLastGame] = useState<MoreOrLessState | null>(null);
  if (stored && stored !== lastGame) setLastGame(stored);
  const teamName = useTeamName();
  const restarted = useRef<MoreOrLessState | null>(null);
  const restart = read && stored === null ? lastGame : null;
  useEffect(() => {
    if (!restart || restarted.current === restart) return;
    restarted.current = restart;
    const names = restart.teams.map((_, index) => teamName(restart.teams, index));
    startWithTeams(table, names, restart.rounds);
  });

  return (
    <GameScreen slug="more-or-less">
      {!read ? (
        <p className="text-center text-muted">{t("moreOrLess.game.loading")}</p>
      ) : stored === null ? (
        <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 text-center ring-1 ring-night-600">
          <p>{t("moreOrLess.game.noGame")}</p>
          <Button asChild variant="gold" size="lg">
            <Link to={moreOrLessPaths.teamSelect}>{t("moreOrLess.game.pickTeams")}</Link>
          </Button>
        </div>
      ) : over ? (
        <Button asChild variant="gold" size="lg">
          <Link to={moreOrLessPaths.ending}>{t("moreOrLess.game.seeScores")}</Link>
        </Button>
      ) : (
        <Play game={stored} send={send} />
      )}
    </GameScreen>
  );
}
