import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A room's refusal (docs/errors.md#rooms) in the interface's words. A game's own reason is
 * English, so it shows as it is in English and as the general words in other languages.
 */
export function useRefusalWords() {
  const { t, i18n } = useTranslation("rooms");
  return (code: string, english = "") =>
    code === "move"
      ? i18n.language === "en" && english
        ? english
        : t("refusals.move")
      : t(`refusals.${code}`, { defaultValue: english || t("refusals.busy") });
}
