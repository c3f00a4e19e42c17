import type { GameRules } from "#app/games/_engine/game-rules.ts";
import { sharedScreen, type RoomPlayKind } from "./room-game-slugs.ts";
import { sharedScreenRoom } from "./shared-screen.ts";

type AnyRules = GameRules<unknown, unknown, unknown>;

// A game plays on everyone's phone once its folder has the one rule set (docs/decisions/034-one-rule-set.md).
const ruleModules = import.meta.glob<AnyRules>("../../games/*/rules.ts", {
  eager: true,
  import: "rules",
});

function slugOf(file: string): string {
  return file.split("/").at(-2) ?? "";
}

const roomGameRules = new Map<string, AnyRules>([
  ...Object.entries(ruleModules).map(([file, rules]): [string, AnyRules] => [slugOf(file), rules]),
  [sharedScreen, sharedScreenRoom],
]);

/**
 * A room game's rules; the server applies them, phones only render their views. Rooms store
 * only kinds `isRoomPlayKind` accepted, so every kind has rules.
 */
export function roomGameRulesOf(game: RoomPlayKind): AnyRules {
  const rules = roomGameRules.get(game);
  if (!rules) throw new Error(`No rules for the room game ${game}`);
  return rules;
}
