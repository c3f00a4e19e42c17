/**
 * Cards say how much to drink with a token, `{sips:N}`, so the same card reads "take 2 sips"
 * at a drinking table and "take 2 penalty points" in alcohol-free mode (DESIGN.md §9). The
 * words come from the caller (they are translated interface text).
 */
const sipsToken = /\{sips:(\d{1,2})\}/g;

export function renderSips(text: string, words: (count: number) => string): string {
  return text.replace(sipsToken, (_, count: string) => words(Number(count)));
}

export function hasSips(text: string): boolean {
  return /\{sips:\d{1,2}\}/.test(text);
}
