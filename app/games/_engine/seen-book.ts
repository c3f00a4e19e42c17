/**
 * What dealing asks of a table's history of seen cards. Only a type here: the picker and the
 * deck use it without the history's codec (seen-cards.ts makes one, `bookOf`), so a prompt game
 * page loads that codec after it is interactive (docs/decisions/021-page-weight.md).
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
