import { cn } from "#app/components/ui/cn.ts";
import { promptParts } from "./prompt-tokens.ts";

const tokenStyles = {
  player: "bg-dojo-violet/25 ring-dojo-violet/70",
  sips: "bg-dojo-gold/15 ring-dojo-gold/60",
  unknown: "bg-danger/20 ring-danger/70",
} as const;

/** A prompt as text, its tokens marked so the author sees what the game will replace. */
export function PromptText({ text }: { text: string }) {
  return (
    <>
      {promptParts(text).map((part, index) =>
        part.kind === "text" ? (
          <span key={index}>{part.text}</span>
        ) : (
          <span
            key={index}
            className={cn("rounded-md px-1 font-bold text-ink ring-1", tokenStyles[part.kind])}
          >
            {part.text}
          </span>
        ),
      )}
    </>
  );
}
