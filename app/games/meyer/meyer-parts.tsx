import { Heart } from "lucide-react";
import { useId } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLogLine, useValueName } from "./meyer-words.ts";
import { legalCalls, lilleMeyer, meyer, type LogEntry } from "./rules.ts";

/** Every player's lives, the player on turn ringed in gold; shared by both boards. */
export function LivesList({
  players,
  onTurn,
}: {
  players: readonly { id: string; name: string; lives: number; left: boolean }[];
  /** The seat id on turn; null once the game is over. */
  onTurn: string | null;
}) {
  const { t } = useTranslation("tableGames");
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="-mt-1">
      <h2 id={titleId} className="sr-only">
        {t("meyer.livesTitle")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {players.map((player) => {
          const out = player.lives === 0 || player.left;
          const current = player.id === onTurn;
          return (
            <li
              key={player.id}
              data-testid="meyer-player"
              aria-current={current ? "true" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-full bg-night-800 px-3 py-1.5 ring-1 ring-night-600",
                current && "bg-night-700 ring-dojo-gold",
                out && "bg-night-900 text-muted line-through",
              )}
            >
              <span className="max-w-28 truncate font-bold">{player.name}</span>
              <span
                className={cn(
                  "flex items-center gap-1 text-sm",
                  out ? "text-muted no-underline" : "text-dojo-pink",
                )}
              >
                <Heart aria-hidden="true" className="size-4 fill-current" />
                <span>
                  {player.left
                    ? t("meyer.left")
                    : player.lives === 0
                      ? t("meyer.out")
                      : t("meyer.lives", { count: player.lives })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The calls, beliefs and lifts of this game, newest first. */
export function CallLog({ log }: { log: readonly LogEntry[] }) {
  const { t } = useTranslation("tableGames");
  const logLine = useLogLine();
  const titleId = useId();
  const calls = log.filter((entry) => entry.kind !== "roll").toReversed();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="font-extrabold">
        {t("meyer.logTitle")}
      </h2>
      {calls.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t("meyer.logEmpty")}</p>
      ) : (
        <ol data-testid="meyer-log" className="mt-2 flex flex-col gap-1 text-sm">
          {calls.map((entry, index) => (
            <li
              key={calls.length - index}
              className="rounded-xl bg-night-900 px-3 py-2 ring-1 ring-night-700"
            >
              <span className="text-muted">{t("meyer.log.round", { round: entry.round })}</span>{" "}
              {logLine(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The calls allowed now, as big radio buttons: anything over the last call, truth or bluff. */
export function CallPicker({
  lastCall,
  choice,
  onPick,
}: {
  lastCall: number | null;
  choice: number | null;
  onPick: (value: number) => void;
}) {
  const { t } = useTranslation("tableGames");
  const valueName = useValueName();
  return (
    <fieldset>
      <legend className="mb-2 font-extrabold">
        {lastCall === null
          ? t("meyer.announce")
          : t("meyer.announceOver", { value: valueName(lastCall) })}
      </legend>
      <div className="grid grid-cols-4 gap-2">
        {legalCalls(lastCall).map((value) => (
          <label
            key={value}
            className={cn(
              "relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-2xl bg-night-700 px-1 text-center font-black ring-1 ring-night-600 select-none",
              "has-checked:bg-dojo-pink has-checked:text-night-950 has-checked:ring-dojo-pink",
              "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
              value === meyer || value === lilleMeyer ? "col-span-2" : "",
            )}
          >
            <input
              type="radio"
              name="meyer-call"
              value={value}
              checked={choice === value}
              onChange={() => onPick(value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <span className="text-lg leading-tight">{valueName(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
