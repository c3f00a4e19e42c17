import { SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";

/** The button that opens a game's house rules, beside the line at the top of its board. */
export function HouseRulesButton({
  label,
  onClick,
  className = "",
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      className={`shrink-0 px-3 whitespace-nowrap ${className}`.trim()}
      onClick={onClick}
    >
      <SlidersHorizontal aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The dialog a game's house-rules form opens in. */
export function HouseRulesDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t: tp } = useTranslation("play");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} closeLabel={tp("close")}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
