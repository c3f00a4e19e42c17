import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { inlinedNamespaces, namespaceChunks, unrenderedNamespaceChunks } from "./loaded-scripts.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client build folder with these files in assets/. */
function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "loaded-scripts-"));
  made.push(dir);
  mkdirSync(path.join(dir, "assets"));
  for (const [name, source] of Object.entries(files))
    writeFileSync(path.join(dir, "assets", name), source);
  return dir;
}

// As the build minifies the catalogue's loaders.
const loaders =
  'import{$ as e}from"./shell-DUMIfzsY.js";var t=Object.assign({"./da/common.json":()=>e(()=>import(`./common-Bm9T5MOn.js`),[]),"./en/common.json":()=>e(()=>import(`./common-0DVicKuf.js`),[]),"./en/home.json":()=>e(()=>import(`./home-CM7t48_2.js`),[])});export{t as catalogueLoaders};';

test("a namespace chunk is known by the catalogue's loaders, not by its name", () => {
  const chunks = namespaceChunks(
    clientDir({
      "catalogue-loaders-COJZfHyw.js": loaders,
      // The home page's own code: named like the home text, but not text.
      "home-DsZtPiyF.js": "export default function Home(){}",
    }),
  );
  expect(Object.fromEntries(chunks)).toEqual({
    "/assets/common-Bm9T5MOn.js": { language: "da", namespace: "common" },
    "/assets/common-0DVicKuf.js": { language: "en", namespace: "common" },
    "/assets/home-CM7t48_2.js": { language: "en", namespace: "home" },
  });
});

test("text chunks for namespaces or a language the page did not render are reported", () => {
  const chunks = namespaceChunks(clientDir({ "catalogue-loaders-COJZfHyw.js": loaders }));
  const loaded = [
    "/assets/entry.client-DfwEf3Zw.js",
    "/assets/common-0DVicKuf.js",
    "/assets/home-CM7t48_2.js",
    "/assets/common-Bm9T5MOn.js",
  ];
  expect(
    unrenderedNamespaceChunks(loaded, chunks, { language: "en", namespaces: ["common"] }),
  ).toEqual(["/assets/home-CM7t48_2.js", "/assets/common-Bm9T5MOn.js"]);
  expect(
    unrenderedNamespaceChunks(loaded.slice(0, 3), chunks, {
      language: "en",
      namespaces: ["common", "home"],
    }),
  ).toEqual([]);
});

test("the rendered namespaces are read from the text the server inlined", () => {
  expect(
    inlinedNamespaces(JSON.stringify({ language: "da", messages: { play: {}, common: {} } })),
  ).toEqual({ language: "da", namespaces: ["common", "play"] });
  expect(inlinedNamespaces("")).toEqual({ language: null, namespaces: [] });
});
