import { Link } from "react-router";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { moreOrLessPaths } from "./paths.ts";
import { useMoreOrLess } from "./use-more-or-less.ts";

// The team form checks its fields with Conform: the page's first paint is the server's form,
// and its code comes after, so the game's own chunks are not held up by it.
const TeamForm = serverRenderedLazy<object>(() =>
  import("./team-form.tsx").then((module) => ({ default: module.TeamForm })),
);

export function TeamSelect() {
  const { t } = useTranslation("teamGames");
  const { state: stored } = useMoreOrLess();
  const inProgress = stored && stored.phase !== "over";

  return (
    <GameScreen slug="more-or-less">
      {inProgress ? (
        <Button asChild variant="secondary" size="lg">
          <Link to={moreOrLessPaths.game}>{t("moreOrLess.teamSelect.continue")}</Link>
        </Button>
      ) : null}
      <TeamForm />
    </GameScreen>
  );
}
