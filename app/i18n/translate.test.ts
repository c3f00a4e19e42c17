import { describe, expect, it } from "vitest";
import { flattenMessages, interpolate, translate } from "./translate.ts";

const messages = flattenMessages({
  title: "Party Dojo",
  greeting: "Hi {{name}}, you have {{ coins }} coins",
  players: {
    count_one: "{{count}} player",
    count_other: "{{count}} players",
    left_zero: "Nobody left",
    left_one: "One left",
    left_other: "{{count}} left",
  },
});

describe("translate", () => {
  it("finds nested keys", () => {
    expect(translate("en", messages, "title")).toBe("Party Dojo");
  });

  it("fills in values, spaces inside the braces allowed", () => {
    expect(translate("en", messages, "greeting", { name: "Ana", coins: 3 })).toBe(
      "Hi Ana, you have 3 coins",
    );
  });

  it("leaves a placeholder without a value as it is", () => {
    expect(interpolate("Hi {{name}}", {})).toBe("Hi {{name}}");
  });

  it("chooses the plural form by the language's rules", () => {
    expect(translate("en", messages, "players.count", { count: 1 })).toBe("1 player");
    expect(translate("en", messages, "players.count", { count: 4 })).toBe("4 players");
    expect(translate("en", messages, "players.count", { count: 0 })).toBe("0 players");
  });

  it("prefers the zero form for a count of 0 where there is one", () => {
    expect(translate("en", messages, "players.left", { count: 0 })).toBe("Nobody left");
    expect(translate("en", messages, "players.left", { count: 1 })).toBe("One left");
  });

  it("falls back to the default value, then to the key", () => {
    expect(translate("en", messages, "nope", { defaultValue: "Hello {{x}}", x: 1 })).toBe(
      "Hello 1",
    );
    expect(translate("en", messages, "players.nope")).toBe("players.nope");
    expect(translate("en", undefined, "title")).toBe("title");
  });
});
