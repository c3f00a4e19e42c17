import { beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage, stubEventfulPage } from "#tests/mocks/memory-storage.ts";
import { dropWrite, flushWrites, pendingRaw, writeBehind } from "./write-behind.ts";

// One page for the whole file: write-behind listens to the page it first writes in.
const { page, doc } = stubEventfulPage();

beforeEach(() => {
  flushWrites();
  page.localStorage = memoryStorage();
  doc.visibilityState = "visible";
});

describe("writes after the tap", () => {
  it("stores nothing during the call, and the value a task later", async () => {
    writeBehind("k", () => "1");
    expect(page.localStorage.getItem("k")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.localStorage.getItem("k")).toBe("1");
  });

  it("makes the string once for quick writes to one key, the last one winning", () => {
    const made = vi.fn(() => "2");
    writeBehind("k", () => "1");
    writeBehind("k", made);
    flushWrites();
    expect(made).toHaveBeenCalledTimes(1);
    expect(page.localStorage.getItem("k")).toBe("2");
  });

  it("reads back a pending write before it is stored", () => {
    writeBehind("k", () => "pending");
    expect(pendingRaw("k")).toBe("pending");
    expect(pendingRaw("other")).toBeUndefined();
  });

  it("forgets a dropped write", () => {
    writeBehind("k", () => "1");
    dropWrite("k");
    flushWrites();
    expect(page.localStorage.getItem("k")).toBeNull();
  });
});

describe("a page that goes away keeps what was written", () => {
  it("stores pending writes when the page is left", () => {
    writeBehind("k", () => "left");
    page.dispatchEvent(new Event("pagehide"));
    expect(page.localStorage.getItem("k")).toBe("left");
  });

  it("stores pending writes when the phone is locked or the tab hidden", () => {
    writeBehind("k", () => "hidden");
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(page.localStorage.getItem("k")).toBe("hidden");
  });

  it("hands a write storage refuses back to the caller", () => {
    page.localStorage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const refused = vi.fn();
    writeBehind("k", () => "kept", refused);
    flushWrites();
    expect(refused).toHaveBeenCalledWith("kept");
  });
});
