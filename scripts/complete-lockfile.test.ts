import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { completeLockfile, platformOf } from "./complete-lockfile.ts";

test("reads the platform from a binary package's name", () => {
  expect(platformOf("@rollup/rollup-linux-x64-musl")).toEqual({
    os: "linux",
    cpu: "x64",
    libc: "musl",
  });
  expect(platformOf("@rollup/rollup-linux-arm-gnueabihf")).toEqual({
    os: "linux",
    cpu: "arm",
    libc: "glibc",
  });
  expect(platformOf("@tailwindcss/oxide-win32-arm64-msvc")).toEqual({ os: "win32", cpu: "arm64" });
  expect(platformOf("@tailwindcss/oxide-wasm32-wasi")).toEqual({ cpu: "wasm32" });
  expect(platformOf("left-pad")).toBeNull();
});

test("adds missing optional platform entries and nothing else", () => {
  const lock = {
    packages: {
      "": { name: "x" },
      "node_modules/rollup": {
        version: "4.0.0",
        optionalDependencies: {
          "@rollup/rollup-darwin-x64": "4.0.0",
          "@rollup/rollup-linux-x64-gnu": "4.0.0",
        },
      },
      "node_modules/@rollup/rollup-linux-x64-gnu": { version: "4.0.0" },
    },
  };
  expect(completeLockfile(lock)).toEqual(["@rollup/rollup-darwin-x64@4.0.0"]);
  expect(lock.packages).toHaveProperty(["node_modules/@rollup/rollup-darwin-x64"], {
    version: "4.0.0",
    cpu: ["x64"],
    optional: true,
    os: ["darwin"],
  });
});

// npm ci refuses a lockfile that lacks these; `npm run lockfile:complete` adds them.
test("the committed lockfile names every optional platform binary", () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
  expect(completeLockfile(lock)).toEqual([]);
});
