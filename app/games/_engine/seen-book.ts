/**
 * What dealing asks of a table's history of seen cards. The picker and the deck use it without
 * the history's codec (seen-cards.ts makes one, `bookOf`), so a prompt game page loads that
 * codec after it is interactive (docs/decisions/021-page-weight.md), and a first visit, with
 * no history to read, only once the table first touches the page.
 */
export interface SeenBook {
  /** Whether the table has seen the prompt. */
  has(promptId: string): boolean;
  /** The test for the prompts of one pack's list, read once for a whole deal. */
  listTest(packId: string, list: number): (promptId: string) => boolean;
  /** The history with the prompt seen. */
  mark(promptId: string): SeenBook;
  /** The history without a pack's list: it starts over. */
  forget(packId: string, list: number): SeenBook;
}

// The prompts behind each book pageBook made.
const marksOfPageBook = new WeakMap<SeenBook, readonly string[]>();

/**
 * The history of a phone with none stored (a first visit): only the prompts this page dealt.
 * The page deals from it at once, and the history's codec takes its marks over once it has
 * loaded (app/state/seen-cards-store.ts).
 */
export function pageBook(marked: readonly string[] = []): SeenBook {
  const has = (promptId: string) => marked.includes(promptId);
  const book: SeenBook = {
    has,
    listTest: () => has,
    mark: (promptId) => (has(promptId) ? book : pageBook([...marked, promptId])),
    forget: (packId, list) =>
      pageBook(marked.filter((promptId) => !promptId.startsWith(`${packId}:${list}:`))),
  };
  marksOfPageBook.set(book, marked);
  return book;
}

/** The prompts a book pageBook made holds; none for any other. */
export function pageMarks(book: SeenBook | undefined): readonly string[] {
  return (book && marksOfPageBook.get(book)) ?? [];
}
