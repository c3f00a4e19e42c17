import type { ReactNode } from "react";
import { Switch } from "#app/components/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { PlayerSetup } from "./player-setup.tsx";
import { SeenReset } from "./seen-reset.tsx";

/**
 * The settings dialog's tabs (players, packs, mode). A module of its own, loaded when the
 * page is idle or the dialog first opens, so a game page's first load stays small.
 */
export default function GameSettings({
  packs,
  maxPlayers,
}: {
  packs?: ReactNode;
  maxPlayers?: number;
}) {
  const { t } = useTranslation("play");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const setAlcoholFree = usePreferencesStore((state) => state.setAlcoholFree);
  return (
    <Tabs defaultValue="players" className="mt-4">
      <TabsList>
        <TabsTrigger value="players">{t("tabs.players")}</TabsTrigger>
        {packs ? <TabsTrigger value="packs">{t("tabs.packs")}</TabsTrigger> : null}
        <TabsTrigger value="mode">{t("tabs.mode")}</TabsTrigger>
      </TabsList>
      <TabsContent value="players">
        <PlayerSetup max={maxPlayers} />
      </TabsContent>
      {packs ? <TabsContent value="packs">{packs}</TabsContent> : null}
      <TabsContent value="mode">
        <Switch
          label={t("mode.alcoholFree")}
          hint={t("mode.alcoholFreeHint")}
          checked={alcoholFree}
          onCheckedChange={setAlcoholFree}
        />
        {/* Prompt games (those with packs) remember every card the table has seen. */}
        {packs ? <SeenReset /> : null}
      </TabsContent>
    </Tabs>
  );
}
