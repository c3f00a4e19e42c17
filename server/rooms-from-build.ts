import type { ServerBuild } from "react-router";
import type { OpenRooms, OpenRoomsOptions } from "#app/open-rooms.server.ts";

/**
 * Opens the rooms with the build's own modules (app/entry.server.tsx exports `openRooms`), so
 * the live channel and the room pages share one room service and one set of listeners.
 */
export async function openRoomsFrom(
  build: ServerBuild,
  options: OpenRoomsOptions,
): Promise<OpenRooms> {
  const entry = build.entry.module;
  if (!("openRooms" in entry) || typeof entry.openRooms !== "function") {
    throw new Error("app/entry.server.tsx must export openRooms");
  }
  const opened: unknown = await Reflect.apply(entry.openRooms, undefined, [options]);
  if (!isOpenRooms(opened)) throw new Error("openRooms must return the rooms and a close()");
  return opened;
}

function isOpenRooms(value: unknown): value is OpenRooms {
  return (
    typeof value === "object" &&
    value !== null &&
    "service" in value &&
    typeof value.service === "object" &&
    "close" in value &&
    typeof value.close === "function"
  );
}
