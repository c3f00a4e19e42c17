import { ChevronDown, Users } from "lucide-react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { useCardText } from "#app/games/_ui/use-prompt-deck.ts";
import { PromptText } from "./prompt-text.tsx";
import { withExampleNames } from "./prompt-tokens.ts";

/**
 * How {player} tokens work (app/games/_engine/players.ts): each becomes the name of a random
 * player at the table, {player2} a different one; {sips:N} becomes sips or penalty points.
 */
export function TokenHelp({ open }: { open: boolean }) {
  const { t } = useTranslation("editor");
  const cardText = useCardText();
  const names = [t("tokens.exampleName1"), t("tokens.exampleName2")] as const;
  const examples = [
    t("tokens.examples.player"),
    t("tokens.examples.player2"),
    t("tokens.examples.sips"),
  ];
  return (
    <details className="group rounded-3xl bg-night-800 p-4 ring-1 ring-dojo-violet/40" open={open}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-lg font-extrabold">
        <Users aria-hidden="true" className="size-5 text-dojo-violet" />
        <span className="flex-1">{t("tokens.title")}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-muted transition group-open:rotate-180"
        />
      </summary>
      <p className="mt-2 text-muted">
        <Trans
          t={t}
          i18nKey="tokens.intro"
          components={{
            token: (
              <code className="rounded-md bg-dojo-violet/25 px-1 font-bold text-ink ring-1 ring-dojo-violet/70" />
            ),
          }}
        />
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {examples.map((example) => (
          <li key={example} className="rounded-2xl bg-night-900 p-3 ring-1 ring-night-700">
            <p className="font-bold">
              <PromptText text={example} />
            </p>
            <p className="text-sm text-muted">
              {t("tokens.becomes", { text: cardText(withExampleNames(example, names)) })}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">{t("tokens.noPlayers")}</p>
    </details>
  );
}
