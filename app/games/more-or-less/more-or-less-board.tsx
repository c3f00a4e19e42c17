import { ArrowDown, ArrowUp, Ban, Check, PiggyBank, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useNavigate } from "react-router";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { itemName, moreOrLessItems } from "./items.ts";
import {
  bank,
  endGame,
  guess,
  next,
  rematch,
  veto,
  type Guess,
  type Item,
  type MoreOrLessState,
} from "./logic.ts";
import { moreOrLessPaths } from "./paths.ts";
import { saveGame, useStoredGame } from "./saved-game.ts";

const itemsById = new Map(moreOrLessItems.map((item) => [item.id, item]));

function useItemValue(): (item: Item) => string {
  const { t, i18n } = useTranslation("teamGames");
  return (item) => {
    const value =
      item.unit === "year"
        ? String(item.value)
        : new Intl.NumberFormat(i18n.language).format(item.value);
    return t(`moreOrLess.units.${item.unit}`, { value });
  };
}

function Scoreboard({ game }: { game: MoreOrLessState }) {
  const { t } = useTranslation("teamGames");
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
              key={team.name}
              className={cn(
                "rounded-2xl bg-night-900 px-3 py-2",
                onTurn ? "ring-2 ring-dojo-gold" : "ring-1 ring-night-700",
              )}
            >
              <p className="truncate font-extrabold">
                {team.name}
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

function ItemCard({
  label,
  item,
  shown,
  tone,
}: {
  label: string;
  item: Item;
  shown: boolean;
  tone: "known" | "new";
}) {
  const { t, i18n } = useTranslation("teamGames");
  const valueOf = useItemValue();
  return (
    <div
      className={cn(
        "flex flex-col gap-1 rounded-3xl p-4 ring-1",
        tone === "known"
          ? "bg-night-800 ring-night-600"
          : "bg-night-800 ring-2 ring-dojo-violet/70",
      )}
    >
      <p className="text-xs font-bold tracking-widest text-muted uppercase">{label}</p>
      <p className="font-display text-2xl font-black text-balance">
        {itemName(item, i18n.language)}
      </p>
      <p
        className={cn(
          "font-display text-3xl font-black tabular-nums",
          shown ? "text-dojo-gold" : "text-muted",
        )}
      >
        {shown ? valueOf(item) : t("moreOrLess.game.hidden")}
      </p>
      {shown ? (
        <p className="text-xs text-muted">
          {t("moreOrLess.game.source", { source: item.source, year: item.year })}
        </p>
      ) : null}
    </div>
  );
}

function Play({ game }: { game: MoreOrLessState }) {
  const { t } = useTranslation("teamGames");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const navigate = useNavigate();

  function apply(move: (state: MoreOrLessState) => MoreOrLessState | Invalid) {
    const nextState = move(game);
    if (isInvalid(nextState)) return;
    saveGame(nextState);
    if (nextState.phase === "over") void navigate(moreOrLessPaths.ending);
  }

  const known = itemsById.get(game.known);
  const challenger = itemsById.get(game.challenger);
  const team = game.teams[game.turn];
  if (!known || !challenger || !team) return null;
  const category = game.category;
  const reveal = game.reveal;
  const answerLabel = (choice: Guess) => t(`moreOrLess.answers.${category}.${choice}`);
  const nextTeam = game.teams[(game.turn + 1) % game.teams.length];
  const lastTurn = game.round === game.rounds && game.turn === game.teams.length - 1;
  const amount = reveal
    ? alcoholFree
      ? t("penalties", { count: reveal.sips })
      : t("sips", { count: reveal.sips })
    : "";
  const verdict = reveal
    ? reveal.right
      ? `${t("moreOrLess.game.right")} ${t("moreOrLess.game.rightDetail", { team: team.name, streak: game.streak })}`
      : `${t("moreOrLess.game.wrong")} ${t("moreOrLess.game.wrongDrink", { team: team.name, amount })}`
    : "";

  return (
    <>
      <p role="status" className="sr-only">
        {reveal ? verdict : t("moreOrLess.game.turnOf", { team: team.name })}
      </p>
      <Scoreboard game={game} />
      <div className="text-center">
        <h2 className="text-2xl font-black">{t("moreOrLess.game.turnOf", { team: team.name })}</h2>
        <p className="text-muted">
          {t(`moreOrLess.categories.${category}`)} ·{" "}
          {game.streak > 0
            ? t("moreOrLess.game.streak", { count: game.streak })
            : t("moreOrLess.game.streakNone")}
        </p>
      </div>
      <ItemCard label={t("moreOrLess.game.known")} item={known} shown tone="known" />
      <ItemCard
        label={t("moreOrLess.game.new")}
        item={challenger}
        shown={reveal !== null}
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
              <Button
                variant="gold"
                size="lg"
                onClick={() => apply((state) => next(state, moreOrLessItems))}
              >
                {t("moreOrLess.game.keepGoing")}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                onClick={() => apply((state) => bank(state, moreOrLessItems))}
              >
                <PiggyBank aria-hidden="true" />
                {t("moreOrLess.game.bank", { count: game.streak })}
              </Button>
            </>
          ) : (
            <Button
              variant="gold"
              size="lg"
              onClick={() => apply((state) => next(state, moreOrLessItems))}
            >
              {nextTeam && !lastTurn
                ? t("moreOrLess.game.passTo", { team: nextTeam.name })
                : t("moreOrLess.game.seeScores")}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-center text-lg font-bold">
            {t(`moreOrLess.questions.${category}`, { challenger: challenger.name })}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="primary"
              size="lg"
              className="min-h-20 text-2xl"
              onClick={() => apply((state) => guess(state, "more", moreOrLessItems))}
            >
              <ArrowUp aria-hidden="true" />
              {answerLabel("more")}
            </Button>
            <Button
              variant="primary"
              size="lg"
              className="min-h-20 text-2xl"
              onClick={() => apply((state) => guess(state, "less", moreOrLessItems))}
            >
              <ArrowDown aria-hidden="true" />
              {answerLabel("less")}
            </Button>
          </div>
          {game.streak > 0 ? (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => apply((state) => bank(state, moreOrLessItems))}
            >
              <PiggyBank aria-hidden="true" />
              {t("moreOrLess.game.bank", { count: game.streak })}
            </Button>
          ) : null}
          {team.vetoes > 0 ? (
            <Button
              variant="secondary"
              onClick={() => apply((state) => veto(state, moreOrLessItems))}
            >
              <Ban aria-hidden="true" />
              {t("moreOrLess.game.veto")}
            </Button>
          ) : null}
          {team.vetoes > 0 ? (
            <p className="-mt-2 text-center text-sm text-muted">{t("moreOrLess.game.vetoHint")}</p>
          ) : null}
        </>
      )}
      <Button variant="ghost" onClick={() => apply(endGame)}>
        {t("endGame")}
      </Button>
    </>
  );
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export function MoreOrLessBoard() {
  const { t } = useTranslation("teamGames");
  const stored = useStoredGame();
  const navigate = useNavigate();
  const over = stored?.phase === "over";
  useEffect(() => {
    if (over) void navigate(moreOrLessPaths.ending, { replace: true });
  }, [over, navigate]);

  // "New game" clears the game under the table's eyes: the same teams start over on the same
  // number of rounds, scores and items fresh.
  const [lastGame, setLastGame] = useState<MoreOrLessState | null>(null);
  if (stored && stored !== lastGame) setLastGame(stored);
  useEffect(() => {
    if (stored !== null || !lastGame) return;
    const fresh = rematch(lastGame, moreOrLessItems, freshSeed());
    if (!isInvalid(fresh)) saveGame(fresh);
  }, [stored, lastGame]);

  return (
    <GameScreen slug="more-or-less">
      {stored === undefined ? (
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
        <Play game={stored} />
      )}
    </GameScreen>
  );
}
