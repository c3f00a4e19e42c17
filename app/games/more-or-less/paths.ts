/** The three pages of a More or Less game (docs/routes.md#pages). */
export const moreOrLessPaths = {
  teamSelect: "/games/more-or-less/team-select",
  game: "/games/more-or-less/game",
  ending: "/games/more-or-less/ending",
} as const;
