import { encode } from "uqr";

/** Light modules kept around the code; scanners need four (ISO/IEC 18004). */
export const quietZone = 4;

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One SVG path drawing every dark module as a unit square. */
  path: string;
}

/**
 * A QR code of `text` as an SVG path. Error correction M survives a creased or
 * beer-splashed print (up to 15 % of the code) while keeping links small enough to scan
 * from across a table.
 */
export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { ecc: "M", border: 0 });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    });
  });
  return { size: size + quietZone * 2, path: squares.join("") };
}

/** What drawnQrMatrix reads of a drawn code: the SVG element, as QrCode renders it. */
export interface DrawnQrCode {
  getAttribute(name: string): string | null;
  querySelector(selectors: "path"): { getAttribute(name: string): string | null } | null;
}

/**
 * The matrix of a code already drawn in the page for `text` (QrCode's SVG, as the server
 * rendered it), or null when `element` is missing or draws something else.
 */
export function drawnQrMatrix(element: DrawnQrCode | null, text: string): QrMatrix | null {
  if (element?.getAttribute("data-qr-value") !== text) return null;
  const size = Number(/^0 0 (\d+) \1$/.exec(element.getAttribute("viewBox") ?? "")?.[1]);
  const path = element.querySelector("path")?.getAttribute("d");
  return Number.isInteger(size) && size > quietZone * 2 && path ? { size, path } : null;
}
