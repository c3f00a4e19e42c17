import { CircleHelp, RotateCcw, Settings2 } from "lucide-react";
import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, loadModalDialog } from "#app/components/ui/dialog.tsx";
import { useRecordPlay } from "#app/games/_ui/use-record-play.ts";
import type { CatalogueSlug } from "#app/games/catalogue.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { dismissDiscardedGames, startNewGame, useDiscardedGames } from "./saved-game.ts";
import { loadPackSwitches } from "./pack-switches.tsx";
import { useRestoreMinigames } from "#app/state/minigames-store.ts";
import { afterLoad } from "#app/utils/after-load.ts";
import { loadOnIntent } from "#app/utils/load-on-intent.ts";

// The dialogs' insides load as someone reaches for the button that opens them.
const loadSettings = () => import("./game-settings.tsx");
const GameSettings = lazy(loadSettings);
const loadHowToPlay = () => import("./how-to-play.tsx");
const HowToPlay = lazy(loadHowToPlay);

interface GameFrameProps {
  title: string;
  /** The page's description, for search results and link previews. */
  description: string;
  /** What the "How to play" dialog says; a catalogue game's dialog shows its own rules. */
  howTo?: ReactNode;
  /** The catalogue game whose rules article the "How to play" dialog links to. */
  game?: CatalogueSlug;
  /** The pack switches, for games that deal from packs. */
  packs?: ReactNode;
  maxPlayers?: number;
  /** The saved game's name (saved-game.ts): shows "New game", which clears it. */
  savedGame?: string;
  children: ReactNode;
}

type FrameDialog = "how" | "settings" | "new" | null;

/**
 * The frame of every game: its name, how to play, settings (players, packs, mode). A move
 * renders the game inside it again, never the frame's own heading and dialogs: those take
 * only props that hold still between moves (see GameScreen).
 */
export function GameFrame({
  title,
  description,
  howTo,
  game,
  packs,
  maxPlayers,
  savedGame,
  children,
}: GameFrameProps) {
  const [dialog, setDialog] = useState<FrameDialog>(null);
  useRestoreMinigames();
  useEffect(() => {
    // A phone lies on the table between turns: the screen stays on while a game is open.
    const lock = afterLoad()
      .then(() => import("#app/utils/screen-wake-lock.ts"))
      .then(
        (module) => module.keepScreenOn(),
        () => null,
      );
    return () => void lock.then((release) => release?.());
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 pb-4">
      <FrameHeading
        title={title}
        description={description}
        withPacks={packs !== undefined}
        savedGame={savedGame}
        setDialog={setDialog}
      />
      {children}
      <FrameDialogs
        dialog={dialog}
        setDialog={setDialog}
        howTo={howTo}
        game={game}
        packs={packs}
        maxPlayers={maxPlayers}
        savedGame={savedGame}
      />
    </div>
  );
}

interface FrameHeadingProps {
  title: string;
  description: string;
  withPacks: boolean;
  savedGame?: string;
  setDialog: (dialog: FrameDialog) => void;
}

const FrameHeading = memo(function FrameHeading({
  title,
  description,
  withPacks,
  savedGame,
  setDialog,
}: FrameHeadingProps) {
  const { t } = useTranslation("play");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const discarded = useDiscardedGames();
  const settingsParts = withPacks ? [loadSettings, loadPackSwitches] : [loadSettings];

  return (
    <>
      <PageMeta title={title} description={description} />
      <div className="flex items-center justify-between gap-2">
        <h1 className="font-display text-2xl font-black">{title}</h1>
        <div className="flex gap-1">
          {savedGame ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("newGame.button")}
              {...loadOnIntent(loadModalDialog)}
              onClick={() => setDialog("new")}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("howToPlay")}
            {...loadOnIntent(loadModalDialog, loadHowToPlay)}
            onClick={() => setDialog("how")}
          >
            <CircleHelp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("openSettings")}
            {...loadOnIntent(loadModalDialog, ...settingsParts)}
            onClick={() => setDialog("settings")}
          >
            <Settings2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {alcoholFree ? (
        <p className="-mt-3 text-sm font-bold text-dojo-cyan">{t("mode.alcoholFree")}</p>
      ) : null}
      {discarded.length > 0 ? (
        <div
          role="status"
          className="flex items-start justify-between gap-3 rounded-2xl bg-night-800 p-3 text-sm ring-1 ring-dojo-gold"
        >
          <p>{t("resume.discarded")}</p>
          <Button variant="secondary" className="shrink-0" onClick={dismissDiscardedGames}>
            {t("resume.dismiss")}
          </Button>
        </div>
      ) : null}
    </>
  );
});

interface FrameDialogsProps extends Pick<
  GameFrameProps,
  "howTo" | "game" | "packs" | "maxPlayers" | "savedGame"
> {
  dialog: FrameDialog;
  setDialog: (dialog: FrameDialog) => void;
}

const FrameDialogs = memo(function FrameDialogs({
  dialog,
  setDialog,
  howTo,
  game,
  packs,
  maxPlayers,
  savedGame,
}: FrameDialogsProps) {
  const { t } = useTranslation("play");
  return (
    <>
      {savedGame ? (
        <Dialog open={dialog === "new"} onOpenChange={(open) => setDialog(open ? "new" : null)}>
          <DialogContent title={t("newGame.title")} closeLabel={t("close")}>
            <p className="mt-3 text-muted">{t("newGame.body")}</p>
            <div className="mt-4 flex gap-2">
              <Button
                variant="gold"
                onClick={() => {
                  startNewGame(savedGame);
                  setDialog(null);
                }}
              >
                {t("newGame.confirm")}
              </Button>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                {t("newGame.cancel")}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      <Dialog open={dialog === "how"} onOpenChange={(open) => setDialog(open ? "how" : null)}>
        <DialogContent title={t("howToPlay")} closeLabel={t("close")}>
          {howTo ? <div className="mt-3 text-lg text-muted">{howTo}</div> : null}
          {game ? (
            <Suspense fallback={<p className="mt-3 text-lg text-muted">{t("rulesLoading")}</p>}>
              <HowToPlay game={game} />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog
        open={dialog === "settings"}
        onOpenChange={(open) => setDialog(open ? "settings" : null)}
      >
        <DialogContent title={t("settingsTitle")} closeLabel={t("close")}>
          <Suspense fallback={<p className="mt-4 text-muted">{t("settingsLoading")}</p>}>
            <GameSettings packs={packs} maxPlayers={maxPlayers} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
});

interface GameScreenProps {
  slug: CatalogueSlug;
  /** The pack switches, for games that deal from packs. */
  packs?: ReactNode;
  maxPlayers?: number;
  children: ReactNode;
}

/**
 * A catalogue game in its frame; signed-in starts count towards `party-starter`. `packs`
 * should hold still between moves (a memoised element), so a move leaves the frame alone.
 */
export function GameScreen({ slug, packs, maxPlayers, children }: GameScreenProps) {
  const { t: tg } = useTranslation("games");
  useRecordPlay(slug);
  return (
    <GameFrame
      title={tg(`catalogue.${slug}.name`)}
      description={tg(`catalogue.${slug}.pitch`)}
      game={slug}
      packs={packs}
      maxPlayers={maxPlayers}
      savedGame={slug}
    >
      {children}
    </GameFrame>
  );
}
