import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { QrCode } from "./qr-code.tsx";
import { drawnQrMatrix, qrMatrix, type DrawnQrCode } from "./qr-matrix.ts";

const link = "https://partydojo.app/rooms/ABCD";

/** The SVG QrCode rendered, as the page's element offers it to drawnQrMatrix. */
function drawn(html: string): DrawnQrCode {
  const attribute = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const svg = /<svg[^>]*>/.exec(html)?.[0] ?? "";
  const path = /<path[^>]*>/.exec(html)?.[0] ?? "";
  return {
    getAttribute: (name) => attribute(svg, name),
    querySelector: () => ({ getAttribute: (name) => attribute(path, name) }),
  };
}

test("the code the server drew reads back as the very matrix it was drawn from", () => {
  const html = renderToStaticMarkup(<QrCode value={link} label="Join" />);
  expect(drawnQrMatrix(drawn(html), link)).toEqual(qrMatrix(link));
});

test("a code drawn for another link, or no code at all, is not read back", () => {
  const html = renderToStaticMarkup(<QrCode value={link} label="Join" />);
  expect(drawnQrMatrix(drawn(html), `${link}X`)).toBeNull();
  expect(drawnQrMatrix(null, link)).toBeNull();
  const broken = html.replace(/viewBox="[^"]*"/, 'viewBox="0 0 41 40"');
  expect(drawnQrMatrix(drawn(broken), link)).toBeNull();
  const empty = html.replace(/ d="[^"]*"/, "");
  expect(drawnQrMatrix(drawn(empty), link)).toBeNull();
});
