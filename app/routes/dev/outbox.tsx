import { Mail, MessageSquareText } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { outboxContext } from "#app/context.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/outbox";

// Mail and SMS the server kept instead of sending, so email-link and phone
// sign-in work offline. Production has no outbox in its context: the page does not exist.
export function loader({ context, url }: Route.LoaderArgs) {
  const outbox = context.get(outboxContext);
  if (!outbox) throw pageNotFound(url);
  return { messages: outbox.list() };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("messages");
  const { messages } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={t("outbox.metaTitle")} description={t("outbox.description")} />
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-black">{t("outbox.title")}</h1>
      <p className="mt-3 text-lg text-muted">{t("outbox.intro")}</p>
      <Link to="." className="mt-4 inline-block font-bold text-dojo-cyan underline">
        {t("outbox.refresh")}
      </Link>
      {messages.length === 0 ? (
        <p className="mt-8 text-muted">{t("outbox.empty")}</p>
      ) : (
        <ol className="mt-8 flex flex-col gap-4">
          {messages.map((message) => {
            const heading = t(`outbox.${message.channel}`, { to: message.to });
            const Icon = message.channel === "mail" ? Mail : MessageSquareText;
            return (
              <li key={message.id}>
                <Card aria-label={heading} role="article" className="flex flex-col gap-3">
                  <h2 className="flex items-center gap-3 text-xl font-extrabold wrap-anywhere">
                    <Icon aria-hidden="true" className="size-6 shrink-0 text-dojo-cyan" />
                    {heading}
                  </h2>
                  <p className="text-sm text-muted">
                    <time dateTime={message.sentAt}>
                      {t("outbox.sentAt", { time: message.sentAt.replace("T", " ").slice(0, 19) })}
                    </time>
                  </p>
                  {message.subject ? <p className="font-bold">{message.subject}</p> : null}
                  <p className="whitespace-pre-line wrap-anywhere text-ink">{message.text}</p>
                  {message.link ? (
                    <a href={message.link} className="font-bold text-dojo-cyan underline">
                      {t("signInLink.open")}
                    </a>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
