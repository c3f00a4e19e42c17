import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/components/ui/cn.ts";

const tones = {
  gold: "text-dojo-gold",
  cyan: "text-dojo-cyan",
  violet: "text-dojo-violet",
  pink: "text-dojo-pink",
} as const;

/** A section heading led by an icon; the id lets the section name itself (aria-labelledby). */
export function IconHeading({
  id,
  icon: Icon,
  tone,
  children,
}: {
  id: string;
  icon: LucideIcon;
  tone: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-2xl font-extrabold">
      <Icon aria-hidden="true" className={cn("size-6", tones[tone])} />
      {children}
    </h2>
  );
}
