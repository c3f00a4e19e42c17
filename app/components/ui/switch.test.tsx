import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Switch } from "./switch.tsx";

test("a switch is a labelled button with role switch and its state", () => {
  const html = renderToStaticMarkup(<Switch id="fingers" label="Fingers" checked={false} />);
  expect(html).toContain('<label for="fingers"');
  expect(html).toMatch(/<button type="button" role="switch" id="fingers" aria-checked="false"/);
  expect(html).toContain('data-state="unchecked"');
  expect(html).not.toContain("<input");
});

test("with a name, a switch that is on submits its value in a hidden input", () => {
  const on = renderToStaticMarkup(<Switch label="Explicit" name="explicit" defaultChecked />);
  expect(on).toContain('aria-checked="true"');
  expect(on).toContain('<input type="hidden" name="explicit" value="on"/>');
  const off = renderToStaticMarkup(<Switch label="Explicit" name="explicit" checked={false} />);
  expect(off).not.toContain("<input");
  const valued = renderToStaticMarkup(<Switch label="A" name="pack" value="p1" checked />);
  expect(valued).toContain('<input type="hidden" name="pack" value="p1"/>');
});

test("a disabled switch says so to the browser and to the styles", () => {
  const html = renderToStaticMarkup(<Switch label="Locked" checked disabled />);
  expect(html).toContain('data-disabled=""');
  expect(html).toContain('disabled=""');
});
