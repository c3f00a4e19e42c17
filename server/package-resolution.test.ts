import { describe, expect, test } from "vitest";
import { directResolution } from "./package-resolution.ts";

const insideDrizzle = "file:///srv/app/node_modules/drizzle-orm/pg-core/table.js";

describe("directResolution", () => {
  test("a relative import between drizzle-orm's own files is resolved beside its parent", () => {
    expect(directResolution("./columns/index.js", insideDrizzle)).toEqual({
      url: "file:///srv/app/node_modules/drizzle-orm/pg-core/columns/index.js",
      format: "module",
    });
    expect(directResolution("../sql/sql.js", insideDrizzle)?.url).toBe(
      "file:///srv/app/node_modules/drizzle-orm/sql/sql.js",
    );
  });

  test("everything else is left to Node", () => {
    // Another package, from inside drizzle-orm.
    expect(directResolution("pg", insideDrizzle)).toBeUndefined();
    // Not an ES module file.
    expect(directResolution("./index.cjs", insideDrizzle)).toBeUndefined();
    // A relative import in another package, or in the app.
    expect(
      directResolution("./index.js", "file:///srv/app/node_modules/zod/v4/index.js"),
    ).toBeUndefined();
    expect(directResolution("./app.ts", "file:///srv/app/server/index.ts")).toBeUndefined();
    // The entry point has no parent.
    expect(directResolution("./server/index.ts", undefined)).toBeUndefined();
  });
});
