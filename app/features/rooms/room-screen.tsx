import { DoorOpen, Radio } from "lucide-react";
import { createElement, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { keepScreenOn } from "#app/utils/screen-wake-lock.ts";
import { sharedScreen } from "./room-game-slugs.ts";
import { SharedScreenBoard } from "./shared-screen-board.tsx";
import type { SharedScreenView } from "./shared-screen.ts";
import type { RoomView } from "./room.ts";
import { RoomPresenceProvider } from "#app/games/_ui/room/room-presence.tsx";
import { useRoomLive, type RoomLive, type RoomLiveState } from "./room-live.ts";
import { PassSeatPlay, type Acting } from "./pass-seats.tsx";
import { roomBoard } from "./room-boards.tsx";
import { Lobby } from "./room-lobby.tsx";
import { RoomCrowdProvider } from "#app/games/_ui/room/room-crowd.tsx";
import { AudienceBanner, CrowdBallot } from "./room-crowd-panel.tsx";
import { Players } from "./room-players.tsx";
import { HostSwitches, MySettings } from "./room-settings.tsx";
import { ShareRoom } from "./room-share-panel.tsx";
import { usePlayName } from "./use-play-name.ts";
import { useRefusalWords } from "./use-refusal-words.ts";
import { useRoomChannel } from "./use-room-channel.ts";

// The server sends the shared screen's view as the shared screen's rules make it.
function isSharedScreenView(value: unknown): value is SharedScreenView {
  return typeof value === "object" && value !== null && "screen" in value;
}

export function RoomScreen({ initial, joinUrl }: { initial: RoomView; joinUrl: string }) {
  const { t } = useTranslation("rooms");
  const { view, gone, live, send } = useRoomChannel(initial);
  const refusalWords = useRefusalWords();
  const playName = usePlayName();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Phones lie on the table between turns: the screen stays on for as long as the room is open.
  const open = gone === null;
  useEffect(() => (open ? keepScreenOn() : undefined), [open]);

  const sendRoomMove = async (
    move: unknown,
    options: { shownHere?: boolean } = {},
  ): Promise<string | null> => {
    setSending(true);
    const refusal = await send(move);
    setSending(false);
    const text = refusal ? refusalWords(refusal.code, refusal.params) : null;
    setProblem(options.shownHere ? null : text);
    return text;
  };
  const sendGameMove = async (move: unknown, as?: string) => {
    const refusal = await send({ type: "game", move, ...(as ? { as } : {}) });
    return refusal ? refusalWords(refusal.code, refusal.params) : null;
  };
  const [acting, setActing] = useState<Acting>(null);

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
  const audience = view.audience;
  const host = view.players.find((player) => player.id === view.hostId);
  const playing = view.play;

  return (
    <LivePresence live={live}>
      <RoomCrowdProvider value={{ watching: audience, result: view.crowd.result }}>
        <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 pt-4 pb-16">
          <header className="flex items-center justify-between gap-3">
            <div>
              <p className="text-sm text-muted">{t("room.codeLabel")}</p>
              <p
                className="font-mono text-3xl font-bold tracking-[0.3em]"
                data-room-code={view.code}
              >
                {view.code}
              </p>
            </div>
            <LineStatus live={live} />
          </header>

          <SlowUpdates live={live} />

          {problem && (
            <p role="alert" className="rounded-xl bg-danger/15 px-4 py-3 text-danger">
              {problem}
            </p>
          )}

          {audience && <AudienceBanner />}

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
              ) : audience ? (
                <>
                  {/* The game as a player not in it sees it; nothing on it is the audience's to tap. */}
                  <div inert>
                    <PhoneBoard
                      game={playing.game}
                      view={playing.view}
                      me=""
                      isHost={false}
                      send={async () => null}
                    />
                  </div>
                  <CrowdBallot view={view} sending={sending} send={sendRoomMove} />
                </>
              ) : (
                <PassSeatPlay
                  view={view}
                  acting={acting}
                  setActing={setActing}
                  board={(seat) => (
                    <PhoneBoard
                      // A board keeps its own state per player: another player's is a new board.
                      key={seat?.id ?? view.me}
                      game={playing.game}
                      view={seat ? seat.view : playing.view}
                      me={seat ? seat.id : view.me}
                      isHost={isHost}
                      send={(move) => sendGameMove(move, seat?.id)}
                    />
                  )}
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

          <Players view={view} isHost={isHost} live={live} sending={sending} send={sendRoomMove} />
          {(!view.play || isHost) && <ShareRoom code={view.code} joinUrl={joinUrl} />}
          {!audience && <MySettings view={view} sending={sending} send={sendRoomMove} />}
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
            {audience ? (
              <p className="text-center text-sm text-muted">{t("room.audience.join")}</p>
            ) : (
              <Button
                variant="ghost"
                disabled={sending}
                onClick={() => {
                  if (window.confirm(t("room.leaveConfirm"))) void sendRoomMove({ type: "leave" });
                }}
              >
                {t("room.leave")}
              </Button>
            )}
          </div>
        </div>
      </RoomCrowdProvider>
    </LivePresence>
  );
}

const presenceOf = (state: RoomLiveState) => state.presence;
const statusOf = (state: RoomLiveState) => state.status;
const slowAndLive = (state: RoomLiveState) => state.slow && state.status === "live";

/**
 * Who is looking, for the names and dots that show it. The room's screen comes in as the
 * same children while only presence changes, so React renders just what reads it.
 */
function LivePresence({ live, children }: { live: RoomLive; children: ReactNode }) {
  const presence = useRoomLive(live, presenceOf);
  return <RoomPresenceProvider value={presence}>{children}</RoomPresenceProvider>;
}

/** Whether the phone hears the room live, is reconnecting, or has not connected yet. */
function LineStatus({ live }: { live: RoomLive }) {
  const { t } = useTranslation("rooms");
  const status = useRoomLive(live, statusOf);
  return (
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
  );
}

/** Said while the server reads the room every few seconds instead of hearing it live. */
function SlowUpdates({ live }: { live: RoomLive }) {
  const { t } = useTranslation("rooms");
  const shown = useRoomLive(live, slowAndLive);
  if (!shown) return null;
  return (
    <p
      role="status"
      data-testid="room-slow-updates"
      className="rounded-xl bg-dojo-gold/20 px-4 py-2 text-sm text-dojo-gold"
    >
      {t("room.slowUpdates")}
    </p>
  );
}

function PhoneBoard({ game, ...props }: RoomBoardProps<unknown, unknown> & { game: string }) {
  // Each board is made once, when room-boards.tsx loads; this only picks the game's.
  const board = roomBoard(game);
  return board ? createElement(board, props) : null;
}
