import { WordGuessBoard } from "./word-guess-board.tsx";
import { loadWordList } from "./word-list.server.ts";
import type { Route } from "./+types/page";
import { languageContext } from "#app/context.ts";

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
