import type { ServerBuild } from "react-router";

export async function importServerBuild(url: string): Promise<ServerBuild> {
  return toServerBuild(await import(url));
}

export function toServerBuild(module: unknown): ServerBuild {
  if (isServerBuild(module)) return module;
  throw new Error("The server build does not look like a React Router build.");
}

// React Router's own build output; checked as far as this process relies on it.
function isServerBuild(module: unknown): module is ServerBuild {
  return (
    typeof module === "object" &&
    module !== null &&
    "routes" in module &&
    "entry" in module &&
    "assets" in module
  );
}
