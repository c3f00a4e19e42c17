import { z } from "zod/mini";

// A pack file may keep its metadata (and likes, plays) at the top level, under
// `pack`, under `metadata`, or under `pack.metadata`. This finds them wherever they are and
// gives back the shape the editor and POST /api/packs take; validation comes after.

/** Why a file is not a pack; the editor words it from the catalogue. */
export type ImportProblem = "notJson" | "unknownShape";

/** The JSON API's words for each problem (docs/errors.md#pack-access), word for word. */
export const importMessages: Record<ImportProblem, string> = {
  notJson: "This file isn't a pack: it isn't valid JSON.",
  unknownShape:
    'We couldn\'t find a pack in this file. It needs a name and a list of prompts, at the top level, under "pack" or under "metadata".',
};

export interface ImportedPack {
  metadata: {
    name: unknown;
    description: unknown;
    author: unknown;
    explicit: unknown;
    alcohol: unknown;
    language: unknown;
    tags: unknown;
  };
  prompts: { text: unknown }[];
  likes: number;
  plays: number;
}

export type ImportResult = { ok: true; pack: ImportedPack } | { ok: false; problem: ImportProblem };

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asFields(value: unknown): Fields | null {
  return isFields(value) ? value : null;
}

const count = z.catch(z.int().check(z.gte(0)), 0);

/** Reads a pack wherever docs/data-model.md#pack-import looks for it; an error when none fits. */
export function readPackFile(json: unknown): ImportResult {
  const root = asFields(json);
  if (!root) return { ok: false, problem: "unknownShape" };
  const pack = asFields(root.pack);
  // Most specific first: `pack.metadata`, then `metadata`, then `pack`, then the top level.
  const places = [asFields(pack?.metadata), asFields(root.metadata), pack, root].filter(
    (place): place is Fields => place !== null,
  );
  const metadata = places.find((place) => "name" in place);
  const prompts = [pack?.prompts, root.prompts].find(Array.isArray);
  if (!metadata || !prompts) return { ok: false, problem: "unknownShape" };
  const counter = (key: "likes" | "plays") =>
    count.parse(places.find((place) => key in place)?.[key] ?? 0);
  return {
    ok: true,
    pack: {
      metadata: {
        name: metadata.name,
        description: metadata.description,
        author: metadata.author,
        explicit: metadata.explicit ?? false,
        alcohol: metadata.alcohol ?? false,
        language: metadata.language,
        tags: metadata.tags ?? [],
      },
      prompts: prompts.map((prompt) =>
        typeof prompt === "string" ? { text: prompt } : { text: asFields(prompt)?.text },
      ),
      likes: counter("likes"),
      plays: counter("plays"),
    },
  };
}

/** readPackFile over the text of a file. */
export function readPackFileText(text: string): ImportResult {
  try {
    return readPackFile(JSON.parse(text));
  } catch {
    return { ok: false, problem: "notJson" };
  }
}
