/**
 * How much of the host's screen a room passes on (shared-screen.ts). Apart from the screen's
 * schema, so the header's share button, on every game page, doesn't bring the schema library.
 */
export const screenLimits = { lines: 8, lineLength: 300, titleLength: 80 } as const;
