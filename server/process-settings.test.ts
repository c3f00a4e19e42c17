import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverEntry, serverEnvironment, serverNodeOptions } from "./process-settings.ts";

const scripts = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the server's process settings", () => {
  it.each(["serve", "start"])("package.json's %s starts the server with them", (name) => {
    const script = scripts[name] ?? "";
    const serverCommand = script.slice(script.lastIndexOf("&&") + 2).trim();
    for (const [variable, value] of Object.entries(serverEnvironment)) {
      expect(serverCommand).toContain(`${variable}=${value} `);
    }
    expect(serverCommand).toContain(`node ${serverNodeOptions.join(" ")} ${serverEntry}`);
  });
});
