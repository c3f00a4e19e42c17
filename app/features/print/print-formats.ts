/**
 * The physical sizes the QR material is printed at (docs/decisions/015). Width and height
 * in millimetres; each page's CSS @page has exactly this size, so the print shop or a home
 * printer gets the real thing at 100 %.
 */
export const printFormats = {
  sticker: { width: 90, height: 90 },
  "business-card": { width: 85, height: 55 },
  card: { width: 63, height: 88 },
  flyer: { width: 105, height: 148 },
  "table-sign": { width: 148, height: 210 },
  placemat: { width: 420, height: 297 },
  "roll-up-banner": { width: 850, height: 2000 },
} as const satisfies Record<string, { width: number; height: number }>;

export type PrintFormat = keyof typeof printFormats;

export function isPrintFormat(value: string): value is PrintFormat {
  return Object.hasOwn(printFormats, value);
}
