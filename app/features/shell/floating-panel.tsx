import { useId, type ReactNode } from "react";

/**
 * A non-modal panel at the bottom of the screen (cookie question, install offer): a labelled
 * region, solid so the page behind never shows through its text.
 */
export function FloatingPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-30 rounded-3xl bg-night-800 p-5 shadow-2xl ring-1 ring-night-600 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem]"
    >
      <h2 id={titleId} className="text-xl font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}
