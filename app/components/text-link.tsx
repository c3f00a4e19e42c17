import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** An inline call to go somewhere, with an arrow; a full-size touch target. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-12 items-center gap-2 font-bold text-dojo-gold underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
