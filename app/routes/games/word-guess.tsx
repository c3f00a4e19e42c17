import { WordGuessBoard } from "#app/games/word-guess/word-guess-board.tsx";
import { loadWordList } from "#app/games/word-guess/word-list.server.ts";
import type { Route } from "./+types/word-guess";
import { languageContext } from "#app/context.ts";
import { plays } from "#app/games/plays-game.ts";

export const handle = plays("word-guess");

export function loader({ context }: Route.LoaderArgs) {
  return {
    words: loadWordList(context.get(languageContext)),
    // The first word is drawn from this seed on the server and again when the page hydrates,
    // so the two renders agree; the word stays hidden until the answerer asks to see it.
    seed: crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
  };
}

export default function WordGuess({ loaderData }: Route.ComponentProps) {
  return <WordGuessBoard words={loaderData.words} seed={loaderData.seed} />;
}
