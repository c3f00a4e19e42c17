import type { MessageTree } from "./translate.ts";

/** Every catalogue file, each a chunk of its own (catalogue.ts). */
export const catalogueLoaders = import.meta.glob<{ default: MessageTree }>("./*/*.json");
