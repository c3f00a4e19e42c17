import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/components/ui/cn.ts";

const tones = {
  gold: { ring: "ring-dojo-gold/60", title: "text-dojo-gold", icon: "" },
  cyan: { ring: "ring-dojo-cyan/60", title: "text-ink", icon: "text-dojo-cyan" },
} as const;

/** A boxed note beside an article's text: the app's own rules, or that the article is archived. */
export function ArticleAside({
  id,
  icon: Icon,
  title,
  tone,
  className,
  children,
}: {
  /** The heading's id, which names the box. */
  id: string;
  icon: LucideIcon;
  title: string;
  tone: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside
      aria-labelledby={id}
      className={cn("rounded-3xl bg-night-800/90 p-5 ring-1", tones[tone].ring, className)}
    >
      <h2
        id={id}
        className={cn(
          "mt-0 mb-0 flex items-center gap-2 text-lg font-extrabold",
          tones[tone].title,
        )}
      >
        <Icon aria-hidden="true" className={cn("size-6 shrink-0", tones[tone].icon)} />
        {title}
      </h2>
      {children}
    </aside>
  );
}
