import { Flame, Play, Sparkles } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { GameFrame } from "#app/games/_ui/game-screen.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { requiredPlayers } from "#app/games/_engine/players.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePersistHydrated } from "#app/state/use-persist-hydrated.ts";

// Shown once the page has read this phone's table, so its code comes after the intro's.
const PlayerSetup = lazy(() =>
  import("#app/games/_ui/player-setup.tsx").then((module) => ({
    default: module.PlayerSetup,
  })),
);
import { PackBadges } from "./pack-badges.tsx";

export interface PlayablePack {
  id: string;
  name: string;
  description: string;
  author: string;
  explicit: boolean;
  alcohol: boolean;
  status: "draft" | "published";
  prompts: string[];
}

/** The way from a pack someone shared to the editor. */
export function MakeYourOwnLink() {
  const { t } = useTranslation("editor");
  return (
    <Button asChild variant="ghost" size="lg">
      <Link to="/editor">
        <Sparkles aria-hidden="true" />
        {t("game.makeYourOwn")}
      </Link>
    </Button>
  );
}

// Like the built-in 18+ packs, an explicit pack waits for the table's opt-in (the same
// switch, kept on this phone in the minigames store).
function ExplicitGate() {
  const { t } = useTranslation("editor");
  const allow = useMinigamesStore((state) => state.setExplicitAllowed);
  return (
    <section
      aria-labelledby="explicit-title"
      className="flex flex-col gap-3 rounded-3xl bg-dojo-pink/10 p-5 ring-1 ring-dojo-pink/50"
    >
      <h2 id="explicit-title" className="flex items-center gap-2 text-xl font-extrabold">
        <Flame aria-hidden="true" className="size-5 text-dojo-pink" />
        {t("game.explicitTitle")}
      </h2>
      <p className="text-muted">{t("game.explicitText")}</p>
      <Button size="lg" onClick={() => allow(true)}>
        {t("game.explicitConfirm")}
      </Button>
      <Button asChild variant="secondary" size="lg">
        <Link to="/go">{t("game.explicitDecline")}</Link>
      </Button>
    </section>
  );
}

/** A shared pack before play: what it is, who made it, optional names, and Start. */
export function PackIntro({
  pack,
  onStart,
  footer = null,
}: {
  pack: PlayablePack;
  onStart: () => void;
  /** Under the way to the editor, e.g. the report button of a published pack. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation("editor");
  const hydrated = usePersistHydrated(useMinigamesStore.persist);
  const explicitAllowed = useMinigamesStore((state) => state.explicitAllowed);
  const namesPeople = pack.prompts.some((prompt) => requiredPlayers(prompt) > 0);
  const gated = pack.explicit && !explicitAllowed;

  return (
    <GameFrame title={pack.name} description={pack.description} howTo={<p>{t("play.howTo")}</p>}>
      <div className="flex flex-col gap-5">
        <p className="-mt-2 text-muted">{t("game.by", { author: pack.author })}</p>
        {pack.status === "draft" ? (
          <p
            role="status"
            className="rounded-2xl bg-dojo-gold/10 p-4 font-bold text-dojo-gold ring-1 ring-dojo-gold/40"
          >
            {t("game.draftNotice")}
          </p>
        ) : null}
        <p className="text-lg whitespace-pre-line">{pack.description}</p>
        <PackBadges explicit={pack.explicit} alcohol={pack.alcohol} />
        <p className="font-bold text-muted">
          {t("game.promptCount", { count: pack.prompts.length })}
        </p>
        {!hydrated ? null : gated ? (
          <ExplicitGate />
        ) : (
          <>
            {namesPeople ? (
              <div className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
                <Suspense fallback={null}>
                  <PlayerSetup intro={t("game.playersIntro")} />
                </Suspense>
              </div>
            ) : null}
            <Button size="lg" variant="gold" onClick={onStart}>
              <Play aria-hidden="true" />
              {t("game.start")}
            </Button>
          </>
        )}
        <MakeYourOwnLink />
        {footer}
      </div>
    </GameFrame>
  );
}
