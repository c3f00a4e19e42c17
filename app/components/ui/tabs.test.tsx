import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger, tabIndexForKey } from "./tabs.tsx";

test("the arrows along the list move to the neighbouring tab and wrap at both ends", () => {
  expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
  expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
  expect(tabIndexForKey("ArrowLeft", 1, 3)).toBe(0);
  expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
});

test("Home and End go to the first and the last tab", () => {
  expect(tabIndexForKey("Home", 2, 3)).toBe(0);
  expect(tabIndexForKey("End", 0, 3)).toBe(2);
});

test("a vertical list uses up and down, and leaves left and right alone", () => {
  expect(tabIndexForKey("ArrowDown", 0, 3, "vertical")).toBe(1);
  expect(tabIndexForKey("ArrowUp", 0, 3, "vertical")).toBe(2);
  expect(tabIndexForKey("ArrowRight", 0, 3, "vertical")).toBeNull();
  expect(tabIndexForKey("ArrowDown", 0, 3)).toBeNull();
});

test("other keys, and a list without tabs, move nothing", () => {
  expect(tabIndexForKey("Enter", 0, 3)).toBeNull();
  expect(tabIndexForKey("a", 0, 3)).toBeNull();
  expect(tabIndexForKey("ArrowRight", 0, 0)).toBeNull();
});

test("tabs render the WAI-ARIA roles, one tab stop and only the open panel's contents", () => {
  const html = renderToStaticMarkup(
    <Tabs defaultValue="packs">
      <TabsList aria-label="Settings">
        <TabsTrigger value="players">Players</TabsTrigger>
        <TabsTrigger value="packs">Packs</TabsTrigger>
      </TabsList>
      <TabsContent value="players">Player list</TabsContent>
      <TabsContent value="packs">Pack list</TabsContent>
    </Tabs>,
  );
  expect(html).toContain('role="tablist" aria-orientation="horizontal"');
  const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map(([tag]) => tag);
  expect(tabs).toHaveLength(2);
  expect(tabs[0]).toContain('aria-selected="false"');
  expect(tabs[0]).toContain('tabindex="-1"');
  expect(tabs[1]).toContain('aria-selected="true"');
  expect(tabs[1]).toContain('tabindex="0"');

  const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>([^<]*)<\/div>/g)];
  expect(panels.map(([, text]) => text)).toEqual(["", "Pack list"]);
  expect(panels[0]?.[0]).toContain("hidden");
  // Each panel is labelled by its tab, and each tab controls its panel.
  const packsTab = /id="([^"]+)"[^>]*aria-controls="([^"]+)"/.exec(tabs[1] ?? "");
  expect(panels[1]?.[0]).toContain(`id="${packsTab?.[2]}"`);
  expect(panels[1]?.[0]).toContain(`aria-labelledby="${packsTab?.[1]}"`);
});
