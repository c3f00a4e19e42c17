import { Crown, DoorOpen, Lock, Radio, Share2, UserMinus, Users, Copy } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { QrCode } from "#app/components/qr-code.tsx";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Switch } from "#app/components/ui/switch.tsx";
import { useCopyToClipboard } from "#app/components/use-copy-to-clipboard.ts";
import type { RoomBoardProps } from "#app/games/_engine/room-game.ts";
import type { MostLikelyToRoomBoard } from "#app/games/most-likely-to/most-likely-to-room-board.tsx";
import type { NeverHaveIEverRoomBoard } from "#app/games/never-have-i-ever/never-have-i-ever-room-board.tsx";
import type { TruthOrDareRoomBoard } from "#app/games/truth-or-dare/truth-or-dare-room-board.tsx";
import type { SquiffyRoomBoard } from "#app/games/squiffy/squiffy-room-board.tsx";
import type { WhoWouldRatherRoomBoard } from "#app/games/who-would-rather/who-would-rather-room-board.tsx";
import type { WordGuessRoomBoard } from "#app/games/word-guess/word-guess-room-board.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  roomGameSlugs,
  sharedScreen,
  sharedScreenGames,
  type RoomGameSlug,
} from "./room-game-slugs.ts";
import { SharedScreenBoard } from "./shared-screen-board.tsx";
import type { SharedScreenView } from "./shared-screen.ts";
import type { RoomView } from "./room.ts";
import { useRoomChannel, type MoveRefusal } from "./use-room-channel.ts";

interface RoomBoard {
  // A method, so each game's board (typed with its own view and moves) fits one table.
  Board(props: RoomBoardProps<unknown, unknown>): ReactNode;
}

// Each game's board is a chunk of its own, loaded when the room plays it; a reloaded phone
// gets the board in the server's HTML and its code after.
const boards: Record<RoomGameSlug, RoomBoard> = {
  "most-likely-to": {
    Board: serverRenderedLazy<ComponentProps<typeof MostLikelyToRoomBoard>>(() =>
      import("#app/games/most-likely-to/most-likely-to-room-board.tsx").then((module) => ({
        default: module.MostLikelyToRoomBoard,
      })),
    ),
  },
  "who-would-rather": {
    Board: serverRenderedLazy<ComponentProps<typeof WhoWouldRatherRoomBoard>>(() =>
      import("#app/games/who-would-rather/who-would-rather-room-board.tsx").then((module) => ({
        default: module.WhoWouldRatherRoomBoard,
      })),
    ),
  },
  "never-have-i-ever": {
    Board: serverRenderedLazy<ComponentProps<typeof NeverHaveIEverRoomBoard>>(() =>
      import("#app/games/never-have-i-ever/never-have-i-ever-room-board.tsx").then((module) => ({
        default: module.NeverHaveIEverRoomBoard,
      })),
    ),
  },
  "truth-or-dare": {
    Board: serverRenderedLazy<ComponentProps<typeof TruthOrDareRoomBoard>>(() =>
      import("#app/games/truth-or-dare/truth-or-dare-room-board.tsx").then((module) => ({
        default: module.TruthOrDareRoomBoard,
      })),
    ),
  },
  squiffy: {
    Board: serverRenderedLazy<ComponentProps<typeof SquiffyRoomBoard>>(() =>
      import("#app/games/squiffy/squiffy-room-board.tsx").then((module) => ({
        default: module.SquiffyRoomBoard,
      })),
    ),
  },
  "word-guess": {
    Board: serverRenderedLazy<ComponentProps<typeof WordGuessRoomBoard>>(() =>
      import("#app/games/word-guess/word-guess-room-board.tsx").then((module) => ({
        default: module.WordGuessRoomBoard,
      })),
    ),
  },
};

/** What the room plays, by name: a room game's, or the game on the host's screen. */
function usePlayName() {
  const { t } = useTranslation("rooms");
  const { t: games } = useTranslation("games");
  return (game: RoomGameSlug | typeof sharedScreen, shared: string | null) =>
    game === sharedScreen
      ? games(`catalogue.${shared ?? ""}.name`, { defaultValue: t("gameNames.shared-screen") })
      : t(`gameNames.${game}`);
}

// The server sends the shared screen's view as the shared screen's rules make it.
function isSharedScreenView(value: unknown): value is SharedScreenView {
  return typeof value === "object" && value !== null && "screen" in value;
}

/** The refusal in the interface's words; a game's own reason is English, so it shows in English only. */
function useRefusalText() {
  const { t, i18n } = useTranslation("rooms");
  return (refusal: MoveRefusal) =>
    refusal.code === "move"
      ? i18n.language === "en" && refusal.message
        ? refusal.message
        : t("refusals.move")
      : t(`refusals.${refusal.code}`, { defaultValue: refusal.message || t("refusals.move") });
}

export function RoomScreen({ initial, joinUrl }: { initial: RoomView; joinUrl: string }) {
  const { t } = useTranslation("rooms");
  const { view, status, gone, send } = useRoomChannel(initial);
  const refusalText = useRefusalText();
  const playName = usePlayName();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const sendRoomMove = async (move: unknown): Promise<string | null> => {
    setSending(true);
    const refusal = await send(move);
    setSending(false);
    const text = refusal ? refusalText(refusal) : null;
    setProblem(text);
    return text;
  };
  const sendGameMove = async (move: unknown) => {
    const refusal = await send({ type: "game", move });
    return refusal ? refusalText(refusal) : null;
  };

  if (gone) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10 text-center">
        <DoorOpen aria-hidden className="mx-auto size-10 text-dojo-pink" />
        <h1 className="text-2xl font-bold">{t(`room.gone.${gone}`)}</h1>
        <div className="flex flex-col gap-3">
          <Button asChild>
            <Link to="/join">{t("room.gone.joinAnother")}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/rooms/new">{t("room.gone.startAnother")}</Link>
          </Button>
        </div>
      </section>
    );
  }

  const isHost = view.hostId === view.me;
  const host = view.players.find((player) => player.id === view.hostId);
  const playing = view.play;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 pt-4 pb-16">
      <header className="flex items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted">{t("room.codeLabel")}</p>
          <p className="font-mono text-3xl font-bold tracking-[0.3em]" data-room-code={view.code}>
            {view.code}
          </p>
        </div>
        <p
          role="status"
          className={cn(
            "flex items-center gap-2 rounded-full px-3 py-1 text-sm",
            status === "live" ? "bg-night-800 text-muted" : "bg-dojo-gold/20 text-dojo-gold",
          )}
        >
          <Radio aria-hidden className="size-4" />
          {status === "live" ? t("room.live") : t("room.reconnecting")}
        </p>
      </header>

      {problem && (
        <p role="alert" className="rounded-xl bg-danger/15 px-4 py-3 text-danger">
          {problem}
        </p>
      )}

      {playing ? (
        <section
          aria-label={playName(playing.game, view.sharedGame)}
          className="flex flex-col gap-4"
        >
          <h1 className="text-2xl font-bold">{playName(playing.game, view.sharedGame)}</h1>
          {playing.game === sharedScreen ? (
            isSharedScreenView(playing.view) && view.sharedGame ? (
              <SharedScreenBoard
                view={playing.view}
                code={view.code}
                game={view.sharedGame}
                gameName={playName(sharedScreen, view.sharedGame)}
                hostName={host?.name ?? ""}
                isHost={isHost}
              />
            ) : null
          ) : (
            <PhoneBoard
              board={boards[playing.game]}
              view={playing.view}
              me={view.me}
              isHost={isHost}
              send={sendGameMove}
            />
          )}
          {isHost && (
            <Button
              variant="secondary"
              disabled={sending}
              onClick={() => void sendRoomMove({ type: "backToLobby" })}
            >
              {t("room.hostTools.backToLobby")}
            </Button>
          )}
        </section>
      ) : (
        <Lobby
          view={view}
          isHost={isHost}
          hostName={host?.name ?? ""}
          sending={sending}
          send={sendRoomMove}
        />
      )}

      <Players view={view} isHost={isHost} sending={sending} send={sendRoomMove} />
      {(!view.play || isHost) && <ShareRoom code={view.code} joinUrl={joinUrl} />}
      <MySettings view={view} sending={sending} send={sendRoomMove} />
      {isHost && <HostSwitches view={view} sending={sending} send={sendRoomMove} />}

      <div className="flex flex-col gap-3">
        {isHost && (
          <Button
            variant="danger-outline"
            disabled={sending}
            onClick={() => {
              if (window.confirm(t("room.hostTools.endConfirm")))
                void sendRoomMove({ type: "end" });
            }}
          >
            {t("room.hostTools.end")}
          </Button>
        )}
        <Button
          variant="ghost"
          disabled={sending}
          onClick={() => {
            if (window.confirm(t("room.leaveConfirm"))) void sendRoomMove({ type: "leave" });
          }}
        >
          {t("room.leave")}
        </Button>
      </div>
    </div>
  );
}

function PhoneBoard({ board, ...props }: RoomBoardProps<unknown, unknown> & { board: RoomBoard }) {
  return <board.Board {...props} />;
}

interface SectionProps {
  view: RoomView;
  sending: boolean;
  send: (move: unknown) => Promise<string | null>;
}

function Lobby({
  view,
  isHost,
  hostName,
  sending,
  send,
}: SectionProps & { isHost: boolean; hostName: string }) {
  const { t } = useTranslation("rooms");
  const playName = usePlayName();
  const game = playName(view.game, view.sharedGame);
  const missing = Math.max(0, view.gamePlayers.min - view.players.length);
  const extra = Math.max(0, view.players.length - view.gamePlayers.max);
  return (
    <section aria-labelledby="room-lobby" className="flex flex-col gap-4">
      <h1 id="room-lobby" className="text-2xl font-bold">
        {t("room.lobby.title")}
      </h1>
      {isHost ? (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t("room.lobby.pickGame")}</legend>
            {roomGameSlugs.map((slug) => (
              <button
                key={slug}
                type="button"
                aria-pressed={view.game === slug}
                disabled={sending}
                onClick={() => void send({ type: "chooseGame", game: slug })}
                className={cn(
                  "flex min-h-14 flex-col items-start rounded-xl px-4 py-3 text-left ring-1 transition",
                  view.game === slug
                    ? "bg-dojo-pink/15 ring-dojo-pink"
                    : "bg-night-800 ring-night-600 hover:bg-night-700",
                )}
              >
                <span className="font-semibold">{t(`gameNames.${slug}`)}</span>
                <span className="text-sm text-muted">{t(`gamePitches.${slug}`)}</span>
              </button>
            ))}
            <SharedScreenChoice view={view} sending={sending} send={send} />
          </fieldset>
          {extra > 0 && (
            <p className="text-muted">{t("room.lobby.tooManyPlayers", { count: extra })}</p>
          )}
          {missing > 0 && (
            <p className="text-muted">{t("room.lobby.needsPlayers", { count: missing })}</p>
          )}
          <Button
            size="lg"
            disabled={sending || missing > 0 || extra > 0}
            onClick={() => void send({ type: "start" })}
          >
            {t("room.lobby.start", { game })}
          </Button>
        </>
      ) : (
        <div className="rounded-xl bg-night-800 px-4 py-4">
          <p className="font-semibold">{t("room.lobby.hostPicked", { game })}</p>
          <p className="text-muted">{t("room.lobby.waitingForHost", { name: hostName })}</p>
        </div>
      )}
    </section>
  );
}

/** The lobby's last choice: any other game, played on the host's screen. */
function SharedScreenChoice({ view, sending, send }: SectionProps) {
  const { t } = useTranslation("rooms");
  const playName = usePlayName();
  const chosen = view.game === sharedScreen;
  const selected = view.sharedGame ?? sharedScreenGames[0]?.slug ?? "";
  return (
    <div
      className={cn(
        "flex flex-col gap-2 rounded-xl px-4 py-3 ring-1",
        chosen ? "bg-dojo-pink/15 ring-dojo-pink" : "bg-night-800 ring-night-600",
      )}
    >
      <label htmlFor="room-shared-game" className="flex flex-col">
        <span className="font-semibold">{t("gameNames.shared-screen")}</span>
        <span className="text-sm text-muted">{t("gamePitches.shared-screen")}</span>
      </label>
      <div className="flex gap-2">
        <select
          id="room-shared-game"
          value={chosen ? selected : ""}
          disabled={sending}
          onChange={(event) =>
            void send({ type: "chooseGame", game: sharedScreen, shared: event.target.value })
          }
          className="min-h-12 flex-1 rounded-xl bg-night-950 px-3 text-ink ring-1 ring-night-600"
        >
          <option value="" disabled>
            {t("room.shared.pick")}
          </option>
          {sharedScreenGames.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {playName(sharedScreen, entry.slug)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function Players({ view, isHost, sending, send }: SectionProps & { isHost: boolean }) {
  const { t } = useTranslation("rooms");
  return (
    <section aria-labelledby="room-players" className="flex flex-col gap-2">
      <h2 id="room-players" className="flex items-center gap-2 text-lg font-semibold">
        <Users aria-hidden className="size-5" />
        {t("room.players", { count: view.players.length })}
      </h2>
      {view.locked && (
        <p className="flex items-center gap-2 text-sm text-dojo-gold">
          <Lock aria-hidden className="size-4" />
          {t("room.lockedNotice")}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {view.players.map((player) => (
          <li
            key={player.id}
            className="flex flex-wrap items-center gap-2 rounded-xl bg-night-800 px-4 py-2"
          >
            <span className="font-medium">{player.name}</span>
            {player.id === view.me && <span className="text-sm text-muted">({t("room.you")})</span>}
            {player.id === view.hostId && (
              <span className="flex items-center gap-1 text-sm text-dojo-gold">
                <Crown aria-hidden className="size-4" />
                {t("room.host")}
              </span>
            )}
            {player.notDrinking && (
              <span className="text-sm text-muted">{t("room.notDrinkingTag")}</span>
            )}
            {isHost && player.id !== view.me && (
              <span className="ml-auto flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={sending}
                  aria-label={t("room.hostTools.makeHost", { name: player.name })}
                  title={t("room.hostTools.makeHost", { name: player.name })}
                  onClick={() => void send({ type: "handOver", seat: player.id })}
                >
                  <Crown aria-hidden className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={sending}
                  aria-label={t("room.hostTools.remove", { name: player.name })}
                  title={t("room.hostTools.remove", { name: player.name })}
                  onClick={() => void send({ type: "remove", seat: player.id })}
                >
                  <UserMinus aria-hidden className="size-5" />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShareRoom({ code, joinUrl }: { code: string; joinUrl: string }) {
  const { t } = useTranslation("rooms");
  const { state, copy } = useCopyToClipboard();
  const address = new URL(joinUrl).host;
  return (
    <section
      aria-labelledby="room-share"
      className="flex flex-col gap-3 rounded-2xl bg-night-800 p-4"
    >
      <h2 id="room-share" className="flex items-center gap-2 text-lg font-semibold">
        <Share2 aria-hidden className="size-5" />
        {t("room.share.title")}
      </h2>
      <p className="text-muted">{t("room.share.text", { code, address })}</p>
      <div className="mx-auto w-48">
        <QrCode value={joinUrl} label={t("room.share.qrLabel", { code })} />
      </div>
      <p className="text-center font-mono text-sm break-all" data-join-url>
        {joinUrl}
      </p>
      <Button variant="secondary" onClick={() => void copy(joinUrl)}>
        <Copy aria-hidden className="size-5" />
        {state === "copied" ? t("room.share.copied") : t("room.share.copy")}
      </Button>
    </section>
  );
}

function MySettings({ view, sending, send }: SectionProps) {
  const { t } = useTranslation("rooms");
  return (
    <section aria-labelledby="room-myself" className="flex flex-col gap-3">
      <h2 id="room-myself" className="text-lg font-semibold">
        {t("room.myself.title")}
      </h2>
      <Switch
        label={t("room.myself.notDrinking")}
        hint={t("room.myself.notDrinkingHint")}
        checked={view.myself.notDrinking}
        disabled={sending}
        onCheckedChange={(on) => void send({ type: "myself", notDrinking: on })}
      />
      <Switch
        label={t("room.myself.explicit")}
        hint={t("room.myself.explicitHint")}
        checked={view.myself.explicitOk}
        disabled={sending}
        onCheckedChange={(on) => void send({ type: "myself", explicitOk: on })}
      />
      <p className="text-sm text-muted">
        {view.explicitDealt ? t("room.myself.explicitDealt") : t("room.myself.explicitNotDealt")}
      </p>
    </section>
  );
}

function HostSwitches({ view, sending, send }: SectionProps) {
  const { t } = useTranslation("rooms");
  return (
    <section aria-labelledby="room-host-tools" className="flex flex-col gap-3">
      <h2 id="room-host-tools" className="text-lg font-semibold">
        {t("room.hostTools.title")}
      </h2>
      <Switch
        label={t("room.hostTools.lock")}
        hint={t("room.hostTools.lockHint")}
        checked={view.locked}
        disabled={sending}
        onCheckedChange={(on) => void send({ type: "lock", locked: on })}
      />
      <Switch
        label={t("room.hostTools.alcoholFree")}
        hint={t("room.hostTools.alcoholFreeHint")}
        checked={view.alcoholFree}
        disabled={sending}
        onCheckedChange={(on) => void send({ type: "alcoholFree", on })}
      />
    </section>
  );
}
