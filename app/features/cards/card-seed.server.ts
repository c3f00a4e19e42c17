import { randomInt } from "node:crypto";

/** A fresh deck order for each visit, decided on the server so the page hydrates cleanly. */
export function cardSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}
