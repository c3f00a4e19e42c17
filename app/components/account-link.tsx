import { Coins, UserRound } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { NavLink, type NavLinkProps } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import { useAccount } from "#app/state/use-account.ts";
import { SupporterBadge } from "#app/components/supporter-badge.tsx";

type LinkClass = (state: { isActive: boolean }) => string;

/** "Sign in" for visitors; the username and coin balance, linking to the profile, for players. */
export function AccountLink({ className }: { className: LinkClass }) {
  const { t } = useTranslation();
  const account = useAccount();
  if (!account) {
    return (
      <NavLink to="/sign-in" className={className}>
        {t("accountLink.signIn")}
      </NavLink>
    );
  }
  const linkClass: NavLinkProps["className"] = (state) => cn(className(state), "min-w-0 gap-2");
  return (
    <NavLink
      to="/profile"
      className={linkClass}
      aria-label={t(account.supporter ? "accountLink.accountSupporter" : "accountLink.account", {
        username: account.username,
        coins: account.coins,
      })}
    >
      <UserRound aria-hidden="true" className="size-5 shrink-0" />
      <span className="max-w-28 truncate">{account.username}</span>
      {account.supporter ? <SupporterBadge compact /> : null}
      <span className="flex items-center gap-1 text-dojo-gold">
        <Coins aria-hidden="true" className="size-4" />
        {account.coins}
      </span>
    </NavLink>
  );
}
