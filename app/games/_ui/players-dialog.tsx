import { UserPlus } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { LazyPlayerSetup } from "./lazy-player-setup.tsx";

/** The names at the table, edited in a dialog over a game played on one phone. */
export function PlayersDialog({
  open,
  onOpenChange,
  max,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  max: number;
}) {
  const { t } = useTranslation("tableGames");
  const { t: tp } = useTranslation("play");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("addPlayers")} closeLabel={tp("close")}>
        <div className="mt-4">
          <LazyPlayerSetup max={max} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * What a one-phone table game shows while the table can't play it: too many names, or the
 * game's own word on how many it needs, and the way to the players dialog.
 */
export function NeedPlayers({
  count,
  max,
  needText,
  onAdd,
}: {
  count: number;
  max: number;
  needText: string;
  onAdd: () => void;
}) {
  const { t } = useTranslation("tableGames");
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
      <p className="text-lg">{count > max ? t("tooManyPlayers", { max, count }) : needText}</p>
      <Button variant="gold" onClick={onAdd}>
        <UserPlus aria-hidden="true" />
        {t("addPlayers")}
      </Button>
    </div>
  );
}
