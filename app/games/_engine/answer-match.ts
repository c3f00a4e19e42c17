/**
 * How a table judges written answers, in the games where everyone writes on their own phone and
 * the answers are revealed together (Category, Country Island City): which answers are the same,
 * with the host's word over the matcher's, and which ones the table voted down.
 *
 * Two answers are the same when they read alike once case, accents, spaces and punctuation are
 * set aside, the Danish letters are spelled out (æ as ae, ø as oe, å as aa, so "Ærø" is
 * "Aeroe"), and at most one typo is left: a letter missing, added, changed, or two swapped.
 * Short words need to match exactly, or "Rom" would be "rum".
 */

/** Below this many letters (once normalised) a typo is not forgiven. */
const minTypoLength = 4;

const spelledOut: Readonly<Record<string, string>> = {
  æ: "ae",
  ø: "oe",
  å: "aa",
  ß: "ss",
  œ: "oe",
};

/** An answer as the matcher reads it: lower case, letters and digits only, Danish spelled out. */
export function normalizeAnswer(text: string): string {
  return (
    text
      .toLowerCase()
      // Before the accents go: å would otherwise lose its ring and read as a plain a.
      .replace(/[æøåßœ]/g, (letter) => spelledOut[letter] ?? letter)
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^\p{L}\p{N}]/gu, "")
  );
}

/** Whether `a` becomes `b` with one edit at most: one letter added, dropped, changed or swapped. */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (a.length === b.length) {
    // One letter changed, or two neighbours swapped.
    if (restA.slice(1) === restB.slice(1)) return true;
    return restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
  }
  // One letter more in the longer of the two.
  return a.length > b.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}

/** Whether two answers are the same answer, as the matcher sees it. Blank answers never are. */
export function sameAnswer(a: string, b: string): boolean {
  const x = normalizeAnswer(a);
  const y = normalizeAnswer(b);
  if (x === "" || y === "") return false;
  if (x === y) return true;
  return Math.min(x.length, y.length) >= minTypoLength && withinOneTypo(x, y);
}

/** Whether `text` starts with `letter`, as the matcher reads both ("Aabenraa" starts with Å). */
export function startsWithLetter(text: string, letter: string): boolean {
  const start = normalizeAnswer(letter);
  return start !== "" && normalizeAnswer(text).startsWith(start);
}

/** One written answer: `key` names it (its author and place), `text` is what they wrote. */
export interface KeyedAnswer {
  key: string;
  author: string;
  text: string;
}

/** The host's word on two answers: the same (`same`) or not, whatever the matcher says. */
export interface AnswerLink {
  a: string;
  b: string;
  same: boolean;
}

function linkOf(links: readonly AnswerLink[], a: string, b: string): AnswerLink | undefined {
  return links.find((link) => (link.a === a && link.b === b) || (link.a === b && link.b === a));
}

/**
 * The answers in groups of the same answer: two answers are in one group when the host joined
 * them, or the matcher finds them the same and the host hasn't split them, or a third answer
 * links them. Groups keep the answers' order, and come in the order of their first answer.
 */
export function answerGroups(
  answers: readonly KeyedAnswer[],
  links: readonly AnswerLink[],
): string[][] {
  const parent = answers.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  answers.forEach((first, i) => {
    answers.slice(i + 1).forEach((second, offset) => {
      const j = i + 1 + offset;
      const link = linkOf(links, first.key, second.key);
      const same = link ? link.same : sameAnswer(first.text, second.text);
      if (same) parent[root(j)] = root(i);
    });
  });
  const groups = new Map<number, string[]>();
  answers.forEach((answer, index) => {
    const group = groups.get(root(index)) ?? [];
    group.push(answer.key);
    groups.set(root(index), group);
  });
  return [...groups.values()];
}

function withLink(links: readonly AnswerLink[], a: string, b: string, same: boolean) {
  return [
    ...links.filter((link) => link !== linkOf(links, a, b)),
    { a, b, same } satisfies AnswerLink,
  ];
}

/** The host says `a` and `b` are the same answer. */
export function joinAnswers(links: readonly AnswerLink[], a: string, b: string): AnswerLink[] {
  return withLink(links, a, b, true);
}

/**
 * The host says `a` is not the same as `b`: `a` leaves the group it shares with `b` (every
 * answer of that group is told apart from it), so it stands alone until joined again.
 */
export function splitAnswers(
  answers: readonly KeyedAnswer[],
  links: readonly AnswerLink[],
  a: string,
  b: string,
): AnswerLink[] {
  const group = answerGroups(answers, links).find((keys) => keys.includes(b)) ?? [b];
  return group
    .filter((key) => key !== a)
    .reduce<AnswerLink[]>((next, key) => withLink(next, a, key, false), [...links]);
}

/** How an answer scores: nobody else has it, someone else has it too, or it scores nothing. */
export type AnswerMark = "unique" | "shared" | "repeat" | "struck";

/**
 * An answer is struck when a majority of the seated players other than its author voted it
 * down; a vote from someone who left, or from the author, doesn't count.
 */
export function isStruck(
  voters: readonly string[],
  author: string,
  seated: readonly string[],
): boolean {
  const others = seated.filter((id) => id !== author);
  const against = voters.filter((id) => id !== author && others.includes(id));
  return others.length > 0 && against.length * 2 > others.length;
}

/**
 * Each answer's mark: struck ones score nothing and leave the others alone; a standing answer is
 * shared when another player's standing answer is in its group, a repeat when the same player
 * wrote it earlier, unique otherwise.
 */
export function answerMarks(
  answers: readonly KeyedAnswer[],
  links: readonly AnswerLink[],
  struck: ReadonlySet<string>,
): Record<string, AnswerMark> {
  const marks: Record<string, AnswerMark> = {};
  const authorOf = new Map(answers.map((answer) => [answer.key, answer.author]));
  for (const group of answerGroups(answers, links)) {
    const standing = group.filter((key) => !struck.has(key));
    for (const key of group) {
      if (struck.has(key)) {
        marks[key] = "struck";
        continue;
      }
      const author = authorOf.get(key);
      const earlier = standing.slice(0, standing.indexOf(key));
      marks[key] = earlier.some((other) => authorOf.get(other) === author)
        ? "repeat"
        : standing.some((other) => authorOf.get(other) !== author)
          ? "shared"
          : "unique";
    }
  }
  return marks;
}

/**
 * What a phone tells the room about the revealed answers of a round: a vote against an answer
 * (or taking it back), or the host's word that two answers are the same or not.
 */
export type AnswerJudgingMove =
  | { type: "vote"; round: number; answer: string; down: boolean }
  | { type: "join"; round: number; a: string; b: string }
  | { type: "split"; round: number; a: string; b: string };

/** The votes against each answer, with `voter`'s vote against `answer` cast (`down`) or taken back. */
export function withVote(
  votes: Readonly<Record<string, string[]>>,
  answer: string,
  voter: string,
  down: boolean,
): Record<string, string[]> {
  const voters = (votes[answer] ?? []).filter((id) => id !== voter);
  return { ...votes, [answer]: down ? [...voters, voter] : voters };
}
