import { Crown, RotateCcw, Users } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useNavigate } from "react-router";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { standings, winners, type MoreOrLessMove, type MoreOrLessState } from "./rules.ts";
import { moreOrLessPaths } from "./paths.ts";
import { useTeamName } from "./team-words.ts";
import { useMoreOrLess } from "./use-more-or-less.ts";

function Results({
  game,
  send,
}: {
  game: MoreOrLessState;
  send: (move: MoreOrLessMove) => unknown;
}) {
  const { t } = useTranslation("teamGames");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const navigate = useNavigate();
  const titleId = useId();
  const teamName = useTeamName();
  const top = winners(game);
  const ranked = standings(game);
  const headline =
    top.length === 1 && top[0] !== undefined
      ? t("moreOrLess.ending.winner", { team: teamName(game.teams, top[0]) })
      : t("moreOrLess.ending.tie", {
          teams: top.map((index) => teamName(game.teams, index)).join(", "),
        });
  const why =
    game.endedBy === "outOfItems"
      ? t("moreOrLess.ending.endedOutOfItems")
      : game.endedBy === "endGame"
        ? t("moreOrLess.ending.endedEarly")
        : t("moreOrLess.ending.endedRounds");

  function playAgain() {
    send({ type: "rematch" });
    void navigate(moreOrLessPaths.game);
  }

  return (
    <>
      <div className="flex flex-col items-center gap-2 rounded-3xl bg-dojo-gold/15 p-4 text-center ring-1 ring-dojo-gold/60">
        <Crown aria-hidden="true" className="size-10 text-dojo-gold" />
        <h2 className="text-2xl font-black text-dojo-gold" data-testid="winner">
          {headline}
        </h2>
        <p className="text-muted">{why}</p>
      </div>
      <section
        aria-labelledby={titleId}
        className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
      >
        <h2 id={titleId} className="text-lg font-extrabold">
          {t("moreOrLess.ending.title")}
        </h2>
        <ol className="mt-2 flex flex-col gap-2">
          {ranked.map((at, index) => {
            const team = game.teams[at];
            if (!team) return null;
            return (
              <li
                key={at}
                className={cn(
                  "flex items-center justify-between gap-3 rounded-2xl bg-night-900 px-3 py-2",
                  top.includes(at) ? "ring-2 ring-dojo-gold" : "ring-1 ring-night-700",
                )}
              >
                <div className="min-w-0">
                  <p className="truncate font-extrabold">
                    <span className="sr-only">
                      {t("moreOrLess.ending.place", { place: index + 1 })}:{" "}
                    </span>
                    {teamName(game.teams, at)}
                  </p>
                  <p className="text-sm text-muted">
                    {alcoholFree
                      ? t("penalties", { count: team.sips })
                      : t("sips", { count: team.sips })}
                    {" · "}
                    {t("moreOrLess.ending.bestStreak", { count: team.bestStreak })}
                  </p>
                </div>
                <p className="font-display text-xl font-black text-dojo-gold tabular-nums">
                  {t("moreOrLess.game.points", { count: team.points })}
                </p>
              </li>
            );
          })}
        </ol>
      </section>
      <Button variant="gold" size="lg" onClick={playAgain}>
        <RotateCcw aria-hidden="true" />
        {t("playAgain")}
      </Button>
      <Button asChild variant="secondary" size="lg">
        <Link to={moreOrLessPaths.teamSelect}>
          <Users aria-hidden="true" />
          {t("moreOrLess.ending.newTeams")}
        </Link>
      </Button>
    </>
  );
}

export function MoreOrLessEnding() {
  const { t } = useTranslation("teamGames");
  const { state: stored, read, send } = useMoreOrLess();
  return (
    <GameScreen slug="more-or-less">
      {!read ? null : stored === null ? (
        <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 text-center ring-1 ring-night-600">
          <p>{t("moreOrLess.ending.noGame")}</p>
          <Button asChild variant="gold" size="lg">
            <Link to={moreOrLessPaths.teamSelect}>{t("moreOrLess.game.pickTeams")}</Link>
          </Button>
        </div>
      ) : stored.phase !== "over" ? (
        <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 text-center ring-1 ring-night-600">
          <p>{t("moreOrLess.ending.notOver")}</p>
          <Button asChild variant="gold" size="lg">
            <Link to={moreOrLessPaths.game}>{t("moreOrLess.ending.backToGame")}</Link>
          </Button>
        </div>
      ) : (
        <Results game={stored} send={send} />
      )}
    </GameScreen>
  );
}
