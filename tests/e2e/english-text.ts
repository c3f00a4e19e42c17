// Tells an English sentence on a Danish page from Danish text: the words English can't write a
// sentence without, and Danish never uses. A run of text with two of them is English a Danish
// visitor has to read (danish.spec.ts).

/**
 * English function words that are not also Danish words: "to" (two), "at", "for", "is" (ice),
 * "be" (pray), "have" (garden) and "from" (pious) are left out, since a Danish sentence may
 * carry them.
 */
const englishWords = new Set([
  "the",
  "and",
  "you",
  "your",
  "with",
  "this",
  "that",
  "what",
  "when",
  "which",
  "who",
  "how",
  "of",
  "are",
  "was",
  "were",
  "we",
  "our",
  "they",
  "their",
  "will",
  "would",
  "every",
  "than",
  "it's",
  "don't",
  "can't",
  "isn't",
]);

/**
 * English names a Danish page may use as they are: games known by their English name at a
 * Danish table, and names of our own. Each holds one of the words above; names without one
 * ("Beer Pong", "Kings Cup", "Party Dojo") need no entry.
 */
const allowedNames = [
  "Ride the Bus",
  "Ring of Fire",
  "The Line",
  "Truth or Dare",
  "Would You Rather",
  "Who Would Rather",
];

const allowedNamePattern = new RegExp(
  allowedNames.map((name) => `\\b${name.replaceAll(" ", "\\s+")}\\b`).join("|"),
  "gi",
);

/** An address or a path ("127.0.0.1/articles/who-would-rather"): its words are no sentence. */
const addressPattern = /\S*\/\S*/g;

/** The English function words of a run of text, names and addresses allowed above left out. */
export function englishWordsIn(text: string): string[] {
  return (
    text
      .replace(addressPattern, " ")
      .replace(allowedNamePattern, " ")
      .toLowerCase()
      .replaceAll("’", "'")
      .match(/[a-zæøå']+/g) ?? []
  ).filter((word) => englishWords.has(word));
}

/**
 * True when a paragraph (a heading, a list item, a title…) reads as English: two different
 * words of the list. One word twice is no sentence: "and" is also Danish (a duck), as in "en
 * and på størrelse med en hest".
 */
export function isEnglishSentence(text: string): boolean {
  return new Set(englishWordsIn(text)).size >= 2;
}
