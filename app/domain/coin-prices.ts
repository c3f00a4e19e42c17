/** What one premium pack costs in dojo coins, shown by the game and charged by the server. */
export const packUnlockPrice = 100;
