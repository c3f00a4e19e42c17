import type { RefusalParams } from "#app/games/_engine/invalid.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A room's refusal (docs/errors.md#rooms) in the interface's words: a room's own code, or a
 * game's refused move (its code in the `refusals` catalogue, with its params).
 */
export function useRefusalWords() {
  const { t } = useTranslation("rooms");
  const gameRefusal = useRefusalText();
  return (code: string, params?: RefusalParams) =>
    t(`refusals.${code}`, { defaultValue: "" }) || gameRefusal({ code, params });
}
