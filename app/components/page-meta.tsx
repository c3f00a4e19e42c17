import { useTranslation } from "react-i18next";

/**
 * The page's title and description, from translated text. React hoists these into <head>,
 * which keeps every visible string in the i18n catalogue (meta exports can't translate).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t("brand")}`}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={t("brand")} />
    </>
  );
}
