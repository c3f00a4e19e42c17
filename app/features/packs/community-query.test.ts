import { describe, expect, it } from "vitest";
import { communityListUrl, defaultCommunityQuery } from "./community-query.ts";

describe("communityListUrl", () => {
  it("asks for the most liked packs by default", () => {
    expect(communityListUrl(defaultCommunityQuery)).toBe("/api/packs?sort=likes&limit=24");
  });

  it("carries the search, the 18+ opt-in and the alcohol-free filter", () => {
    const url = communityListUrl({
      ...defaultCommunityQuery,
      q: "  hen do & more ",
      sort: "new",
      explicit: true,
      alcoholFree: true,
    });
    expect(url).toBe("/api/packs?sort=new&limit=24&q=hen+do+%26+more&explicit=1&alcoholFree=1");
  });

  it("keeps a search within what the API accepts", () => {
    const url = new URL(
      communityListUrl({ ...defaultCommunityQuery, q: "x".repeat(300) }),
      "http://a",
    );
    expect(url.searchParams.get("q")).toHaveLength(100);
  });
});
