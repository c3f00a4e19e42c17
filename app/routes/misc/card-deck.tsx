import { languageContext } from "#app/context.ts";
import { Send } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { deckIn, landingDeckIds, type LandingDeckId } from "#app/features/cards/card-decks.ts";
import { cardSeed } from "#app/features/cards/card-seed.server.ts";
import { DeckCard } from "#app/features/cards/deck-card.tsx";
import { darePath } from "#app/features/cards/dare-schema.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/card-deck";

function isLandingDeck(value: string): value is LandingDeckId {
  return landingDeckIds.some((id) => id === value);
}

// The landing pages of the printed cards (docs/product-rules.md#card-pages): one module, the deck
// named by the URL's last segment (routes.ts).
// `url` rather than `request.url`: a client navigation's data request ends in ".data".
export function loader({ url, context }: Route.LoaderArgs) {
  const deckId = url.pathname.split("/").at(-1) ?? "";
  if (!isLandingDeck(deckId)) throw pageNotFound(url);
  const deck = deckIn(deckId, context.get(languageContext));
  return { deckId, language: deck.language, cards: deck.cards, seed: cardSeed() };
}

const beerPongRules = ["setup", "sink", "dare", "refuse", "rerack"] as const;

export default function CardDeckPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("print");
  const { deckId, language, cards, seed } = loaderData;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <PageMeta title={t(`decks.${deckId}.title`)} description={t(`decks.${deckId}.description`)} />
      <div>
        <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t(`decks.${deckId}.eyebrow`)}
        </p>
        <h1 className="mt-2 text-3xl font-black sm:text-4xl">{t(`decks.${deckId}.title`)}</h1>
        <p className="mt-3 text-muted">{t(`decks.${deckId}.intro`)}</p>
      </div>
      <div lang={language}>
        <DeckCard
          cards={cards}
          seed={seed}
          action={
            deckId === "user-card-dare"
              ? (card) => (
                  <Button asChild variant="secondary">
                    <Link to={darePath(card.id)}>
                      <Send aria-hidden="true" />
                      {t("cards.sendThis")}
                    </Link>
                  </Button>
                )
              : undefined
          }
        />
      </div>
      {deckId === "bar-beer-pong-dare" ? (
        <section id="rules" aria-labelledby="rules-title" className="scroll-mt-20">
          <h2 id="rules-title" className="text-2xl font-extrabold">
            {t("decks.bar-beer-pong-dare.rulesTitle")}
          </h2>
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6 text-muted marker:font-bold marker:text-dojo-gold">
            {beerPongRules.map((rule) => (
              <li key={rule}>{t(`decks.bar-beer-pong-dare.rules.${rule}`)}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className="text-sm text-muted">{t("cards.safety")}</p>
    </div>
  );
}
