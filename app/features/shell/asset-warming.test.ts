import { describe, expect, it } from "vitest";
import { remainingToWarm, usedAssetPaths } from "./asset-warming.ts";

describe("usedAssetPaths", () => {
  it("keeps this site's build files and nothing else, once each", () => {
    const origin = "https://partydojo.example";
    const resources = [
      { name: `${origin}/assets/root-abc.js` },
      { name: `${origin}/assets/root-abc.js` },
      { name: `${origin}/assets/root-def.css?x=1` },
      { name: `${origin}/icons/icon-192.png` },
      { name: `${origin}/games/meyer.data` },
      { name: "https://cdn.example/assets/other.js" },
    ];
    expect(usedAssetPaths(resources, origin)).toEqual([
      "/assets/root-abc.js",
      "/assets/root-def.css",
    ]);
  });
});

describe("remainingToWarm", () => {
  it("reads the worker's count, and stops on an answer it can't read", () => {
    expect(remainingToWarm({ type: "assets-warmed", remaining: 12 })).toBe(12);
    expect(remainingToWarm({ type: "assets-warmed", remaining: 0 })).toBe(0);
    expect(remainingToWarm({ type: "assets-warmed" })).toBe(0);
    expect(remainingToWarm(null)).toBe(0);
  });
});
