import { useTranslation } from "#app/i18n/react.tsx";
import { lilleMeyer, meyer, type LiftResult, type LogEntry } from "./rules.ts";

/** A roll's name as the table says it: Meyer, Lille Meyer, a pair, or its two digits. */
export function useValueName(): (value: number) => string {
  const { t } = useTranslation("tableGames");
  return (value) =>
    value === meyer
      ? t("meyer.values.meyer")
      : value === lilleMeyer
        ? t("meyer.values.lilleMeyer")
        : value % 11 === 0
          ? t("meyer.values.pair", { face: value / 11 })
          : String(value);
}

/**
 * A lift in words: whose call was lifted and what the dice were, who loses how many lives, who
 * drinks (`drinks`, worded by the board for its table) and whether the loser is out.
 */
export function useLiftSentence(): (lift: LiftResult, drinks: string) => string {
  const { t } = useTranslation("tableGames");
  const valueName = useValueName();
  return (lift, drinks) => {
    const lifted = t("meyer.lifted", {
      lifter: lift.lifter,
      actual: valueName(lift.actual),
      caller: lift.caller,
      call: valueName(lift.call),
    });
    const loses = t("meyer.loses", { loser: lift.loser, count: lift.livesLost });
    const out = lift.eliminated ? ` ${t("meyer.eliminated", { loser: lift.loser })}` : "";
    return `${lifted} ${loses} ${drinks}${out}`;
  };
}

/** One line of the game's log, in words. */
export function useLogLine(): (entry: LogEntry) => string {
  const { t } = useTranslation("tableGames");
  const valueName = useValueName();
  return (entry) => {
    switch (entry.kind) {
      case "roll":
        return t("meyer.log.roll", { player: entry.player });
      case "call":
        return t("meyer.log.call", { player: entry.player, value: valueName(entry.value) });
      case "believe":
        return t("meyer.log.believe", { player: entry.player });
      case "cheers":
        return t("meyer.log.cheers", { player: entry.player });
      case "lift":
        return t("meyer.log.lift", {
          lifter: entry.lifter,
          actual: entry.actual,
          call: entry.call,
          loser: entry.loser,
          count: entry.lives,
        });
    }
  };
}
