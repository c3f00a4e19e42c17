/**
 * Whether the phone says its link costs nothing to use while idle, from what Network
 * Information (`navigator.connection`) reports: not saving data, not on mobile data, and
 * fast. A browser that doesn't say is taken to be on a metered link.
 */
export function idleLinkIsFree(connection: unknown): boolean {
  if (typeof connection !== "object" || connection === null) return false;
  const said = (key: string): unknown => Reflect.get(connection, key);
  return said("saveData") !== true && said("type") !== "cellular" && said("effectiveType") === "4g";
}
