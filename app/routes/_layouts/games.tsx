import { X } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { AccountLink } from "#app/components/account-link.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import type { ComponentProps } from "react";
import type { GameLikeButton as GameHeart } from "#app/components/game-like-button.tsx";
import type { LikeButton as PackHeart } from "#app/components/like-button.tsx";
import { RoomHeaderParts } from "#app/features/rooms/room-header-parts.tsx";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { playedGame } from "#app/games/plays-game.ts";
import type { loader as packLoader } from "#app/routes/game.tsx";

// The hearts are in the server's HTML; their code arrives after the game's own, which is what
// a table waits for.
const GameLikeButton = serverRenderedLazy<ComponentProps<typeof GameHeart>>(() =>
  import("#app/components/game-like-button.tsx").then((module) => ({
    default: module.GameLikeButton,
  })),
);
const LikeButton = serverRenderedLazy<ComponentProps<typeof PackHeart>>(() =>
  import("#app/components/like-button.tsx").then((module) => ({ default: module.LikeButton })),
);

const headerLinkClass = "inline-flex min-h-12 items-center rounded-2xl px-4 font-bold";

function accountLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    headerLinkClass,
    isActive ? "text-ink" : "text-muted hover:bg-night-800 hover:text-ink",
  );
}

/** Full-screen play: nothing but the game and a way out (docs/routes.md#layouts). */
export default function GamesLayout() {
  const { t } = useTranslation();
  const game = playedGame(useMatches());
  // A community pack has its heart here too, like a built-in game; a draft can't be liked.
  const pack = useRouteLoaderData<typeof packLoader>("routes/game")?.pack;
  const likedPack = pack?.status === "published" ? pack : null;
  return (
    <div className="flex min-h-dvh flex-col bg-night-950">
      <header className="flex h-14 items-center justify-between gap-2 px-2 pt-[env(safe-area-inset-top)]">
        <AccountLink className={accountLinkClass} />
        <div className="flex shrink-0 items-center gap-1">
          {/* Keyed by game, so a change on its way never shows on the next game's heart. */}
          {game ? <GameLikeButton key={game} slug={game} /> : null}
          {game ? <RoomHeaderParts game={game} /> : null}
          {likedPack ? (
            <LikeButton id={likedPack.id} name={likedPack.name} action={`/game/${likedPack.id}`} />
          ) : null}
          <Link
            to="/go"
            className="inline-flex min-h-12 items-center gap-2 rounded-2xl px-4 font-bold text-muted hover:bg-night-800 hover:text-ink"
            aria-label={t("gamesLayout.exitLabel")}
          >
            <X aria-hidden="true" />
            {t("gamesLayout.exit")}
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col pb-[env(safe-area-inset-bottom)]">
        <Outlet />
      </main>
    </div>
  );
}

// Registered as a layout by the routes that use it; typed by hand until then.
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  );
}
