import { expect, test } from "vitest";
import { qrMatrix, quietZone } from "./qr-matrix.ts";

function darkModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
}

test("a short link fits a small code with the quiet zone around it", () => {
  const { size } = qrMatrix("https://partydojo.app/game/abc234defg");
  // Version 3 is 29 modules; four light ones on each side.
  expect(size).toBe(29 + quietZone * 2);
});

test("the three finder patterns sit in the corners, inside the quiet zone", () => {
  const { size, path } = qrMatrix("https://partydojo.app/game/abc234defg");
  const dark = darkModules(path);
  const inner = size - quietZone * 2;
  for (const [left, top] of [
    [0, 0],
    [inner - 7, 0],
    [0, inner - 7],
  ] as const) {
    for (let offset = 0; offset < 7; offset++) {
      // The finder's outer ring: its top row and left column are all dark.
      expect(dark.has(`${left + offset + quietZone},${top + quietZone}`)).toBe(true);
      expect(dark.has(`${left + quietZone},${top + offset + quietZone}`)).toBe(true);
    }
  }
  for (let x = 0; x < size; x++) expect(dark.has(`${x},0`)).toBe(false);
});

test("the same text gives the same code; other text another one", () => {
  expect(qrMatrix("a").path).toBe(qrMatrix("a").path);
  expect(qrMatrix("https://partydojo.app/game/one").path).not.toBe(
    qrMatrix("https://partydojo.app/game/two").path,
  );
});
