import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import shellDa from "#app/i18n/da/shell.json" with { type: "json" };
import shellEn from "#app/i18n/en/shell.json" with { type: "json" };
import {
  offlinePageFile,
  offlinePageHtml,
  offlinePagePathsByLanguage,
  precachedFiles,
} from "./service-worker-build.ts";

/** A build/client with a landing page that links its stylesheet, and one asset. */
function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pd-offline-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<html><head><link rel="stylesheet" href="/assets/root-abc.css"></head></html>',
  );
  writeFileSync(path.join(dir, "assets", "root-abc.css"), "body{}");
  return dir;
}

describe("the offline page", () => {
  test("is written in each language, in its own file", () => {
    const dir = clientDir();
    const english = offlinePageHtml(dir, "en");
    const danish = offlinePageHtml(dir, "da");
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(shellEn.offline.title);
    expect(danish).toContain('<html lang="da">');
    expect(danish).toContain(shellDa.offline.title);
    expect(danish).toContain(shellDa.offline.openGames);
    expect(danish).not.toContain(shellEn.offline.title);
    expect(offlinePageFile("en")).toBe("offline.html");
    expect(offlinePageFile("da")).toBe("offline.da.html");
  });

  test("every language's page is cached at install and known to the worker", () => {
    const files = precachedFiles(clientDir(), "/builds/routes-x.json");
    const pages = offlinePagePathsByLanguage();
    expect(files).toContain(pages.en);
    expect(files).toContain(pages.da);
    expect(pages).toEqual({ en: "/offline.html", da: "/offline.da.html" });
  });
});
