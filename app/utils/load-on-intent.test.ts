import { describe, expect, it, vi } from "vitest";
import { loadOnIntent } from "./load-on-intent.ts";

describe("loadOnIntent", () => {
  it("starts every load on each sign of intent", () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    const handlers = loadOnIntent(first, second);
    handlers.onPointerEnter();
    handlers.onFocus();
    handlers.onPointerDown();
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(3);
  });

  it("swallows a failed load, which the open part retries and reports", async () => {
    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    loadOnIntent(failing).onPointerDown();
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", unhandled);
    expect(failing).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
