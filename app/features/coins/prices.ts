/** What one premium pack costs in dojo coins (DESIGN.md §5), shown by the game and charged by the server. */
export const packUnlockPrice = 100;
