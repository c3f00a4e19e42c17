import { expect, test } from "vitest";
import da from "#app/i18n/da/rooms.json" with { type: "json" };
import en from "#app/i18n/en/rooms.json" with { type: "json" };
import { roomRefusals } from "./room-refusals.ts";

test("every refusal has words in both languages, and the API's English is the page's", () => {
  const english = Object.fromEntries(
    Object.entries(roomRefusals).map(([code, [, message]]) => [code, message]),
  );
  expect(
    Object.fromEntries(
      Object.keys(english).map((code) => [code, en.refusals[code as keyof typeof en.refusals]]),
    ),
  ).toEqual(english);
  expect(Object.keys(da.refusals).sort()).toEqual(Object.keys(en.refusals).sort());
});
