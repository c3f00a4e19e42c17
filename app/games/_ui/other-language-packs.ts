import type { PackContent, SentPack } from "#app/games/_engine/pack-content.ts";
import { isPackLevel, promptKinds } from "#app/games/_engine/packs.ts";
import { isLanguage, supportedLanguages } from "#app/i18n/language.ts";

// Loaded only at a table that plays in every language (usePlayablePacks), so no page carries
// it otherwise.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isElement(value: unknown): value is PackContent["lists"][number]["elements"][number] {
  if (typeof value === "string") return true;
  if (!isPlainObject(value) || typeof value.text !== "string") return false;
  if (!promptKinds.some((kind) => kind === value.kind)) return false;
  const virus = value.turns !== undefined || value.cure !== undefined;
  return !virus || (typeof value.turns === "number" && typeof value.cure === "string");
}

/**
 * A pack as sent (by a page's loader or GET /api/prompt-packs), checked before it is played:
 * an answer that is not one deals nothing rather than breaking the game.
 */
export function isSentPack(value: unknown): value is SentPack {
  if (!isPlainObject(value)) return false;
  const texts = ["id", "name", "description", "game"].every(
    (field) => typeof value[field] === "string",
  );
  const flags = ["explicit", "alcohol", "premium", "locked", "oneList"].every(
    (field) => typeof value[field] === "boolean",
  );
  return (
    texts &&
    flags &&
    typeof value.language === "string" &&
    isLanguage(value.language) &&
    isPackLevel(value.level) &&
    typeof value.promptCount === "number" &&
    Array.isArray(value.lists) &&
    value.lists.every(
      (list: unknown) =>
        isPlainObject(list) && Array.isArray(list.elements) && list.elements.every(isElement),
    )
  );
}

/** The packs of an answer of GET /api/prompt-packs, or none when it isn't one. */
function sentPacksIn(answer: unknown): SentPack[] {
  if (!isPlainObject(answer) || !Array.isArray(answer.packs)) return [];
  return answer.packs.filter(isSentPack);
}

/**
 * A prompt game's packs in every language but the page's, for a table that plays in several.
 * A language that can't be fetched (offline, say) adds nothing.
 */
export async function fetchOtherLanguagePacks(
  game: string,
  pageLanguage: string,
  signal: AbortSignal,
): Promise<SentPack[]> {
  const languages = supportedLanguages.filter((language) => language !== pageLanguage);
  const answers = await Promise.all(
    languages.map((language) =>
      fetch(`/api/prompt-packs?game=${encodeURIComponent(game)}&language=${language}`, { signal })
        .then((response): Promise<unknown> =>
          response.ok ? response.json() : Promise.resolve(null),
        )
        .catch(() => null),
    ),
  );
  return answers.flatMap(sentPacksIn);
}
