import { useState } from "react";
import { Switch } from "#app/components/ui/switch.tsx";
import { wildBlock } from "#app/games/_engine/packs.ts";
import { LevelPicker } from "#app/games/_ui/level-picker.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { SectionProps } from "./room-section.ts";

/** A player's own switches: not drinking, and 18+ cards. */
export function MySettings({ view, sending, send }: SectionProps) {
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

/** The host's switches for the whole room: locked, alcohol-free, its levels, and the audience. */
export function HostSwitches({ view, sending, send }: SectionProps) {
  const { t } = useTranslation("rooms");
  const [levelRefusal, setLevelRefusal] = useState<string | null>(null);
  const wild = wildBlock({ alcoholFree: view.alcoholFree, explicitAllowed: view.explicitDealt });
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
      <LevelPicker
        title={t("room.hostTools.levels")}
        hint={t("room.hostTools.levelsHint")}
        levels={view.levels}
        wildUnavailable={
          wild === "alcoholFree"
            ? t("room.hostTools.wildAlcoholFree")
            : wild === "explicit"
              ? t("room.hostTools.wildNeeds18")
              : null
        }
        refusal={levelRefusal}
        disabled={sending}
        onToggle={(level, on) =>
          void send({ type: "level", level, on }, { shownHere: true }).then(setLevelRefusal)
        }
      />
      <Switch
        label={t("room.hostTools.audience")}
        hint={t("room.hostTools.audienceHint")}
        checked={view.audienceOpen}
        disabled={sending}
        onCheckedChange={(open) => void send({ type: "audience", open })}
      />
    </section>
  );
}
