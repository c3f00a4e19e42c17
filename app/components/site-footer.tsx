import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { LanguageSwitch } from "./language-switch.tsx";
import { footerNav } from "./site-nav.ts";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-night-700/80 bg-night-900/70">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label={t("footer.label")} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerNav.map((column) => (
            <div key={column.titleKey}>
              <h2 className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
                {t(column.titleKey)}
              </h2>
              <ul className="mt-3 flex flex-col">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center text-muted hover:text-ink"
                    >
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <LanguageSwitch className="mt-8" />
        <p className="mt-6 max-w-2xl text-sm text-muted">{t("footer.responsible")}</p>
        <p className="mt-3 text-sm text-muted">
          {t("footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
