import { fillNameTokens } from "#app/games/_engine/players.ts";

/**
 * The tokens a prompt may carry, as the games understand them: {player} and {player2}
 * become names at the table, {player:s} and {player2:s} the same names in the Danish genitive
 * (app/games/_engine/players.ts), {sips:N} becomes sips or, in
 * alcohol-free mode, penalty points (app/games/_engine/drinks.ts).
 */
export type TokenKind = "player" | "sips" | "unknown";

export type PromptPart = { kind: "text"; text: string } | { kind: TokenKind; text: string };

const anyToken = /\{[^{}\n]{0,30}\}/g;
const playerToken = /^\{player2?(?::s)?\}$/;
const sipsToken = /^\{sips:\d{1,2}\}$/;

function kindOf(token: string): TokenKind {
  if (playerToken.test(token)) return "player";
  if (sipsToken.test(token)) return "sips";
  return "unknown";
}

/** The prompt cut into plain text and tokens, to show the tokens highlighted. */
export function promptParts(text: string): PromptPart[] {
  const parts: PromptPart[] = [];
  let last = 0;
  for (const match of text.matchAll(anyToken)) {
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: kindOf(match[0]), text: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/**
 * Curly-brace words the games won't replace ("{Player}", "{name}"): most likely a typo of
 * a token, so the editor points them out. Each is listed once.
 */
export function unknownTokens(text: string): string[] {
  const found = promptParts(text)
    .filter((part) => part.kind === "unknown")
    .map((part) => part.text);
  return [...new Set(found)];
}

/**
 * A prompt as it could read at the table, with two example names: what the editor shows
 * to explain the tokens. ({sips:N} is left to the game's own wording.)
 */
export function withExampleNames(text: string, names: readonly [string, string]): string {
  return fillNameTokens(text, names[0], names[1]);
}
