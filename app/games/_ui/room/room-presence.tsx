import { createContext, useContext } from "react";
import type { Presence } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/** Each seat's presence as the room last said; empty until its stream first says. */
const PresenceContext = createContext<Readonly<Record<string, Presence>>>({});

export const RoomPresenceProvider = PresenceContext.Provider;

export function usePresence(): Readonly<Record<string, Presence>> {
  return useContext(PresenceContext);
}

/** A player's name with where their phone is when it isn't on the room: "Bo (away)". */
export function usePresentName(): (id: string, name: string) => string {
  const presence = usePresence();
  const { t } = useTranslation("rooms");
  return (id, name) => {
    const where = presence[id];
    return where === "away" || where === "gone"
      ? t(`room.presence.named.${where}`, { name })
      : name;
  };
}
