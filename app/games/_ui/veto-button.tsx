import { ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { maxPlayers, type Player } from "#app/games/_engine/players.ts";
import { savedGameKind, useSavedGame, type SavedGameKind } from "./saved-game.ts";

/** The names that used their veto, as saved: distinct names, at most one per seat. */
export function parseVetoes(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > maxPlayers) return null;
  const names: string[] = [];
  for (const name of value) {
    if (typeof name !== "string" || names.includes(name)) return null;
    names.push(name);
  }
  return names;
}

const vetoKinds = new Map<string, SavedGameKind<string[]>>();

/** The saved vetoes of `game`: a part of its save, so "New game" gives every veto back. */
export function vetoesKind(game: string): SavedGameKind<string[]> {
  const known = vetoKinds.get(game);
  if (known) return known;
  const kind = savedGameKind(`${game}/vetoes`, 1, parseVetoes);
  vetoKinds.set(game, kind);
  return kind;
}

const noVetoes = (): string[] => [];

/** Who has used their veto in this game, kept across reloads, and how to use one. */
export function useVetoes(game: string): [used: readonly string[], veto: (name: string) => void] {
  const [used, save] = useSavedGame(vetoesKind(game), noVetoes);
  return [used, (name) => save(used.includes(name) ? used : [...used, name])];
}

interface VetoButtonProps {
  players: readonly Player[];
  /** Who has used their veto: names on one phone (they are its players' seats). */
  used: readonly string[];
  onVeto: (name: string) => void;
  disabled?: boolean;
}

/** One free veto per player per game skips a card, no penalty (docs/product-rules.md#the-table). */
export function VetoButton({ players, used, onVeto, disabled = false }: VetoButtonProps) {
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
        disabled={disabled || left.length === 0}
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
