import { describe, expect, it } from "vitest";
import { copiesFingerprint, copiesRequest } from "./offline-copies.ts";

describe("offline copies", () => {
  const guest = copiesFingerprint({ language: "en", account: null });
  const free = copiesFingerprint({
    language: "en",
    account: { username: "ana", supporter: false },
  });
  const premium = copiesFingerprint({
    language: "en",
    account: { username: "ana", supporter: true },
  });

  it("tells visitors, accounts, Premium and languages apart", () => {
    const danish = copiesFingerprint({ language: "da", account: null });
    expect(new Set([guest, free, premium, danish]).size).toBe(4);
  });

  it("keeps copies made for the same visitor and renews them for anyone else", () => {
    expect(copiesRequest(free, free)).toBe("keep-pages");
    expect(copiesRequest(guest, free)).toBe("renew-pages");
    expect(copiesRequest(free, premium)).toBe("renew-pages");
    expect(copiesRequest(null, guest)).toBe("renew-pages");
  });
});
