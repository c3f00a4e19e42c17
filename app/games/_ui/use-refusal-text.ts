import type { Invalid } from "#app/games/_engine/invalid.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A game's refusal (app/games/_engine/invalid.ts) in the interface's words: its code is a key of
 * the `refusals` catalogue, filled with its params. A code without words (a newer server than
 * this page) says the general words rather than nothing.
 */
export function useRefusalText(): (refusal: Pick<Invalid, "code" | "params">) => string {
  const { t } = useTranslation("refusals");
  return ({ code, params }) => t(code, { ...params, defaultValue: t("anyMove") });
}
