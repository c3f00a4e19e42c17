import { Users } from "lucide-react";
import { createContext, useContext } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/** The audience's answer to a closed question (docs/decisions/037-presence-and-audience.md). */
export interface CrowdView {
  /** The players the crowd picked, most first. */
  counts: { id: string; name: string; votes: number }[];
  /** How many audience phones voted. */
  voters: number;
}

interface RoomCrowd {
  /** This phone watches as the audience: boards show the game without their controls. */
  watching: boolean;
  /** The crowd's pick on the card just revealed, shown beside the players'. */
  result: CrowdView | null;
}

const CrowdContext = createContext<RoomCrowd>({ watching: false, result: null });

export const RoomCrowdProvider = CrowdContext.Provider;

export function useRoomCrowd(): RoomCrowd {
  return useContext(CrowdContext);
}

/** The crowd's pick beside the players' reveal, on every phone: the most-picked player(s). */
export function CrowdResult({ result }: { result: CrowdView }) {
  const { t, i18n } = useTranslation("rooms");
  const top = result.counts[0];
  if (!top) return null;
  const tied = result.counts.filter((entry) => entry.votes === top.votes);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <section
      role="status"
      aria-labelledby="crowd-result"
      className="rounded-3xl bg-dojo-violet/15 p-4 ring-1 ring-dojo-violet/50"
    >
      <h2 id="crowd-result" className="flex items-center gap-2 text-lg font-extrabold">
        <Users aria-hidden className="size-5" />
        {t("room.audience.resultTitle")}
      </h2>
      <p className="mt-1 text-xl font-bold text-dojo-gold">
        {tied.length > 1
          ? t("room.audience.resultTie", { names: list.format(tied.map((entry) => entry.name)) })
          : t("room.audience.result", {
              name: top.name,
              count: top.votes,
              voters: result.voters,
            })}
      </p>
    </section>
  );
}
