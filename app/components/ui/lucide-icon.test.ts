import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import createLucideIcon from "./lucide-icon.ts";

const Dot = createLucideIcon({ name: "dot", node: [["circle", { cx: "12", cy: "12", r: "1" }]] });

test("an icon draws lucide's SVG, hidden from screen readers when nothing names it", () => {
  expect(renderToStaticMarkup(createElement(Dot, { className: "size-4" }))).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-dot size-4" aria-hidden="true"><circle cx="12" cy="12" r="1"></circle></svg>',
  );
});

test("an icon with a label or a role is left for screen readers to read", () => {
  for (const named of [{ "aria-label": "Close" }, { role: "img" }]) {
    const markup = renderToStaticMarkup(createElement(Dot, named));
    expect(markup).not.toContain("aria-hidden");
  }
});
