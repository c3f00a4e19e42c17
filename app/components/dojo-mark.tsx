import type { ComponentProps } from "react";

/** Party Dojo's mark: a tilted party cup with a bubble, drawn in the brand colours. */
export function DojoMark(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" {...props}>
      <rect width="64" height="64" rx="16" fill="#ff4f9a" />
      <path d="M18 18h28l-4 32a4 4 0 0 1-4 3.5H26a4 4 0 0 1-4-3.5z" fill="#07060d" />
      <path d="M20.5 26h23l-.9 8H21.4z" fill="#ffd23f" />
      <circle cx="44" cy="13" r="4" fill="#3ee0d0" />
      <circle cx="36" cy="9" r="2.5" fill="#f5f3ff" />
    </svg>
  );
}
