import { ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import type { Player } from "#app/games/_engine/players.ts";

interface VetoButtonProps {
  players: readonly Player[];
  used: readonly string[];
  onVeto: (name: string) => void;
}

/** One free veto per player per game: skip the card, no penalty (DESIGN.md §9). */
export function VetoButton({ players, used, onVeto }: VetoButtonProps) {
  const { t } = useTranslation("play");
  const [open, setOpen] = useState(false);
  if (players.length === 0) return null;
  const left = players.filter((player) => !used.includes(player.name));

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        onClick={() => setOpen(true)}
        disabled={left.length === 0}
      >
        <ShieldOff aria-hidden="true" />
        {t("veto.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t("veto.title")}
          description={t("veto.description")}
          closeLabel={t("close")}
        >
          <ul className="mt-4 grid grid-cols-2 gap-2">
            {left.map((player) => (
              <li key={player.name}>
                <Button
                  variant="secondary"
                  className="w-full"
                  onClick={() => {
                    setOpen(false);
                    onVeto(player.name);
                  }}
                >
                  {t("veto.use", { name: player.name })}
                </Button>
              </li>
            ))}
          </ul>
          {left.length === 0 ? <p className="mt-4 text-muted">{t("veto.noneLeft")}</p> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
