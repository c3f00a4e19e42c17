import type { Page } from "@playwright/test";
import jsQR from "jsqr";

/** Reads the QR code on screen from a screenshot of it, decoded with jsQR. */
export async function scanQr(page: Page, name: RegExp): Promise<string | null> {
  const png = await page.getByRole("img", { name }).screenshot();
  // The browser's canvas turns the PNG into RGBA, scaled down to at most 400 px (several
  // pixels a module is plenty) and sent back as base64: a phone's 3× screenshot as a JSON
  // array of numbers takes longer to pass over than to decode.
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const scale = Math.min(1, 400 / image.width);
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  }, png.toString("base64"));
  if (!pixels) return null;
  const rgba = new Uint8ClampedArray(Buffer.from(pixels.rgba, "base64"));
  return jsQR(rgba, pixels.width, pixels.height)?.data ?? null;
}
