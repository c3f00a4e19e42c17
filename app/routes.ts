import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { premiumResultPages, premiumResultRouteId } from "./features/billing/premium-results.ts";
import { catalogue, extraPages } from "./games/catalogue.ts";
import { playsRouteId } from "./games/plays-game.ts";

const availableGames = catalogue.filter((entry) => entry.available);

// The whole URL table (docs/routes.md). Families of alike URLs share one module fed by data.
export default [
  layout("routes/_layouts/default.tsx", [
    index("routes/home.tsx"),
    route("go", "routes/go.tsx"),
    route("how-it-works", "routes/how-it-works.tsx"),
    route("sign-in", "routes/sign-in.tsx"),
    route("sign-up", "routes/sign-up.tsx"),
    route("profile", "routes/profile.tsx"),
    // Rooms: several phones, one game (docs/decisions/027-rooms.md).
    route("join", "routes/rooms/join.tsx"),
    route("rooms/new", "routes/rooms/new-room.tsx"),
    route("rooms/:code", "routes/rooms/room.tsx"),
    route("articles", "routes/articles/index.tsx"),
    // Every article, current and archived, from content/articles/en/ (one module).
    route("articles/*", "routes/articles/article.tsx"),
    route("dev/outbox", "routes/dev/outbox.tsx"),
    // The offline payment provider's pages, live only when Stripe is not configured.
    route("billing/test-checkout/:id", "routes/billing/test-checkout.tsx"),
    route("billing/test-portal", "routes/billing/test-portal.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    // The pack-editor wizard (docs/routes.md#editor-steps): one module for the landing and
    // steps 1–6.
    route("editor", "routes/editor/wizard.tsx", { id: "editor" }),
    route("editor/steps/:step", "routes/editor/wizard.tsx", { id: "editor-step" }),
    ...prefix("info", [
      route("FAQ", "routes/info/faq.tsx"),
      route("pricing", "routes/info/pricing.tsx"),
      route("contact", "routes/info/contact.tsx"),
      route("dojo-coins", "routes/info/dojo-coins.tsx"),
      // The four checkout result pages: one module fed by data.
      ...premiumResultPages.map((page) =>
        route(`premium-${page}`, "routes/info/premium-result.tsx", {
          id: premiumResultRouteId(page),
        }),
      ),
      route(":page", "routes/info/prose-page.tsx"),
    ]),
    // Partner pages and the printed cards' landing pages: one module per family,
    // the page named by the URL's last segment.
    route("partnerships/slusen", "routes/partnerships/partner.tsx", { id: "partner-slusen" }),
    route("partnerships/scrollbar", "routes/partnerships/partner.tsx", {
      id: "partner-scrollbar",
    }),
    route("misc/user-card-dare", "routes/misc/card-deck.tsx", { id: "deck-user-card-dare" }),
    route("misc/user-card-love-game", "routes/misc/card-deck.tsx", {
      id: "deck-user-card-love-game",
    }),
    route("misc/bar-beer-pong-dare", "routes/misc/card-deck.tsx", {
      id: "deck-bar-beer-pong-dare",
    }),
    route("misc/you-have-been-dared", "routes/misc/you-have-been-dared.tsx"),
    route("misc/christmass-calendar", "routes/misc/christmass-calendar.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/_layouts/challenge.tsx", [
    route("misc/epic-dare-challenge", "routes/misc/epic-dare-challenge.tsx"),
  ]),
  // Printable QR material (docs/routes.md#printable-qr): bare sheets, every page from the QR
  // catalogue.
  layout("routes/_layouts/print.tsx", [route("QR/:brand/*", "routes/qr/print-page.tsx")]),
  layout("routes/_layouts/games.tsx", [
    // Every available game and tool, played on the page module in its folder, and the few
    // pages a game has besides (docs/routes.md#game-pages).
    ...availableGames.map((entry) =>
      route(entry.path.slice(1), `games/${entry.slug}/page.tsx`, { id: playsRouteId(entry.slug) }),
    ),
    ...extraPages
      .filter((page) => availableGames.some((entry) => entry.slug === page.game))
      .map((page) => route(page.path.slice(1), `games/${page.game}/${page.module}`)),
    route("misc/end-of-round", "routes/misc/end-of-round.tsx"),
    // Step 7 plays full screen; a static segment outranks the wizard's :step.
    route("editor/steps/Step7Gameplay", "routes/editor/play.tsx"),
    route("game/:slug", "routes/game.tsx"),
  ]),
  route("first-visit", "routes/first-visit.ts"),
  route("likes/:gameId", "routes/like-game.ts"),
  route("feedback", "routes/feedback.ts"),
  route("played/:gameId", "routes/game-played.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...prefix("api", [
    route("feedback", "routes/api/feedback.ts"),
    route("language", "routes/api/language.ts"),
    route("profile", "routes/api/profile.ts"),
    route("profile/export", "routes/api/profile-export.ts"),
    route("likes/:gameId", "routes/api/likes.ts"),
    route("rewards/:id/claim", "routes/api/rewards/claim.ts"),
    route("packs", "routes/api/packs/index.ts"),
    route("packs/import", "routes/api/packs/import.ts"),
    route("packs/:id", "routes/api/packs/pack.ts"),
    route("packs/:id/export", "routes/api/packs/export.ts"),
    route("packs/:id/play", "routes/api/packs/play.ts"),
    route("packs/:id/share", "routes/api/packs/share.ts"),
    route("packs/:id/report", "routes/api/packs/report.ts"),
    route("packs/:id/unpublish", "routes/api/packs/unpublish.ts"),
    route("packs/:id/unlock", "routes/api/packs/unlock.ts"),
    route("prompt-packs", "routes/api/prompt-packs.ts"),
    route("seen-cards", "routes/api/seen-cards.ts"),
    ...prefix("subscription", [
      route("create-checkout-session", "routes/api/subscription/create-checkout-session.ts"),
      route("cancel-subscription", "routes/api/subscription/cancel-subscription.ts"),
      route("resume-subscription", "routes/api/subscription/resume-subscription.ts"),
      route("check-subscription", "routes/api/subscription/check-subscription.ts"),
      route("billing-portal", "routes/api/subscription/billing-portal.ts"),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
