import { Radio } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import { parseSharing, sharingKey, type Sharing } from "./screen-sharing.ts";
import { screenLimits } from "./screen-limits.ts";

/**
 * The host's side of a game on the host's screen (docs/decisions/027-rooms.md): while this
 * tab shares its screen with a room, every change to the game's words is sent to the room as
 * text, and the others' phones show it.
 */

/** Called by the room as the host opens the game: this tab shares that game's screen. */
export function startSharing(sharing: Sharing) {
  writeStoredJson("session", sharingKey, sharing);
}

// What a phone's screen says, and where: its heading, the card, and what it announces.
const spoken = '[data-testid="prompt"], [role="status"], [aria-live]';
const tidy = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** The words on the game's screen: the heading and each card or announcement once. */
export function readScreen(main: Element): { title: string; lines: string[] } {
  const lines: string[] = [];
  for (const element of main.querySelectorAll(spoken)) {
    // A card inside an announced region is read with the region, not twice.
    if (element.parentElement?.closest(spoken)) continue;
    const text = tidy(element.textContent).slice(0, screenLimits.lineLength);
    if (text && !lines.includes(text)) lines.push(text);
  }
  return {
    title: tidy(main.querySelector("h1")?.textContent ?? null).slice(0, screenLimits.titleLength),
    lines: lines.slice(0, screenLimits.lines),
  };
}

// Words change in bursts (a card slides in, a timer ticks): one message per settled screen.
const settleMs = 250;
// The room refused for good: the host went back to the lobby, left, or the room ended.
const stopCodes = new Set(["noGame", "notSeated", "notFound", "ended", "removed", "hostOnly"]);

/** Shares this page's screen while the tab shares `game` with a room; the room's code, or null. */
function useScreenShare(game: string): string | null {
  const stored = parseSharing(useStoredJson("session", sharingKey));
  const code = stored?.game === game ? stored.code : null;

  useEffect(() => {
    if (!code) return;
    const main = document.querySelector("main");
    if (!main) return;
    let last = "";
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const send = async () => {
      const screen = readScreen(main);
      const body = JSON.stringify({ type: "game", move: { type: "screen", ...screen } });
      if (body === last || stopped) return;
      last = body;
      const answer = await fetch(`/api/rooms/${code}/moves`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      }).catch(() => null);
      if (!answer || answer.ok) return;
      const refusal: unknown = await answer.json().catch(() => null);
      const refused =
        typeof refusal === "object" && refusal !== null && "code" in refusal ? refusal.code : null;
      if (typeof refused === "string" && stopCodes.has(refused)) {
        stopped = true;
        observer.disconnect();
        writeStoredJson("session", sharingKey, null);
      } else {
        last = "";
      }
    };
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void send(), settleMs);
    });
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    void send();
    return () => {
      stopped = true;
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [code]);

  return code;
}

/** In the game's header while its screen is shared: which room sees it, and the way back. */
export function ScreenSharePill({ game, fallback }: { game: string; fallback: ReactNode }) {
  const { t } = useTranslation("rooms");
  const code = useScreenShare(game);
  if (!code) return fallback;
  return (
    <Link
      to={`/rooms/${code}`}
      className="inline-flex min-h-12 items-center gap-2 rounded-2xl bg-dojo-pink/15 px-3 text-sm font-bold text-dojo-pink"
      aria-label={t("room.shared.backLabel", { code })}
    >
      <Radio aria-hidden="true" className="size-4" />
      {code}
    </Link>
  );
}
