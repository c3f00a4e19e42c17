import { DoorOpen, Radio } from "lucide-react";
import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { RoomBoardProps } from "#app/games/_engine/room-game.ts";
import type { MostLikelyToRoomBoard } from "#app/games/most-likely-to/most-likely-to-room-board.tsx";
import type { NeverHaveIEverRoomBoard } from "#app/games/never-have-i-ever/never-have-i-ever-room-board.tsx";
import type { TruthOrDareRoomBoard } from "#app/games/truth-or-dare/truth-or-dare-room-board.tsx";
import type { SquiffyRoomBoard } from "#app/games/squiffy/squiffy-room-board.tsx";
import type { WhoWouldRatherRoomBoard } from "#app/games/who-would-rather/who-would-rather-room-board.tsx";
import type { WordGuessRoomBoard } from "#app/games/word-guess/word-guess-room-board.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { keepScreenOn } from "#app/utils/screen-wake-lock.ts";
import { sharedScreen, type RoomGameSlug } from "./room-game-slugs.ts";
import { SharedScreenBoard } from "./shared-screen-board.tsx";
import type { SharedScreenView } from "./shared-screen.ts";
import type { RoomView } from "./room.ts";
import { Lobby } from "./room-lobby.tsx";
import { Players } from "./room-players.tsx";
import { HostSwitches, MySettings } from "./room-settings.tsx";
import { ShareRoom } from "./room-share-panel.tsx";
import { usePlayName } from "./use-play-name.ts";
import { useRefusalWords } from "./use-refusal-words.ts";
import { useRoomChannel } from "./use-room-channel.ts";

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

// The server sends the shared screen's view as the shared screen's rules make it.
function isSharedScreenView(value: unknown): value is SharedScreenView {
  return typeof value === "object" && value !== null && "screen" in value;
}

export function RoomScreen({ initial, joinUrl }: { initial: RoomView; joinUrl: string }) {
  const { t } = useTranslation("rooms");
  const { view, status, slow, gone, send } = useRoomChannel(initial);
  const refusalWords = useRefusalWords();
  const playName = usePlayName();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Phones lie on the table between turns: the screen stays on for as long as the room is open.
  const open = gone === null;
  useEffect(() => (open ? keepScreenOn() : undefined), [open]);

  const sendRoomMove = async (move: unknown): Promise<string | null> => {
    setSending(true);
    const refusal = await send(move);
    setSending(false);
    const text = refusal ? refusalWords(refusal.code, refusal.message) : null;
    setProblem(text);
    return text;
  };
  const sendGameMove = async (move: unknown) => {
    const refusal = await send({ type: "game", move });
    return refusal ? refusalWords(refusal.code, refusal.message) : null;
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
          {status === "live"
            ? t("room.live")
            : status === "connecting"
              ? t("room.connecting")
              : t("room.reconnecting")}
        </p>
      </header>

      {slow && status === "live" && (
        <p
          role="status"
          data-testid="room-slow-updates"
          className="rounded-xl bg-dojo-gold/20 px-4 py-2 text-sm text-dojo-gold"
        >
          {t("room.slowUpdates")}
        </p>
      )}

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
