import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, NavLink } from "react-router";
import { Dialog, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { mainNav } from "./site-nav.ts";
import { AccountLink } from "./account-link.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { DojoMark } from "./dojo-mark.tsx";

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    "inline-flex min-h-12 items-center rounded-2xl px-4 font-bold transition",
    isActive ? "bg-night-700 text-dojo-gold" : "text-ink hover:bg-night-800",
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-night-700/80 bg-night-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to="/"
          className="flex min-h-12 items-center gap-2 font-display text-xl font-black"
          aria-label={t("nav.home")}
        >
          <DojoMark className="size-9" />
          <span aria-hidden="true">{t("brand")}</span>
        </Link>
        <nav aria-label={t("nav.label")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center">
          <AccountLink className={navClass} />
        </div>
        <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
          <DialogTrigger
            className="grid size-12 place-items-center rounded-2xl text-ink hover:bg-night-800 md:hidden"
            aria-label={t("nav.openMenu")}
          >
            <Menu aria-hidden="true" />
          </DialogTrigger>
          <DialogContent title={t("brand")} closeLabel={t("nav.closeMenu")}>
            <nav aria-label={t("nav.label")} className="mt-4">
              <ul className="flex flex-col gap-1">
                {mainNav.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={navClass} onClick={() => setMenuOpen(false)}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSwitch className="mt-4 border-t border-night-700/80 pt-3" />
          </DialogContent>
        </Dialog>
      </div>
    </header>
  );
}
