import { Copy, PenLine, Send, Sparkles } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { QrCode } from "#app/components/qr-code.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useCopyToClipboard } from "#app/components/use-copy-to-clipboard.ts";
import { dbContext, languageContext } from "#app/context.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { deckIn, type friendDareDeck } from "#app/features/cards/card-decks.ts";
import { cardSeed } from "#app/features/cards/card-seed.server.ts";
import { DeckCard } from "#app/features/cards/deck-card.tsx";
import {
  dareIdSchema,
  dareMaxLength,
  darePath,
  isDareProblem,
  type DareProblem,
  writtenDareSchema,
} from "#app/features/cards/dare-schema.ts";
import { findDare, senderKey, storeDare } from "#app/features/cards/stored-dares.server.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { useFormProblemWords } from "#app/components/form-problem.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import { getEnv } from "#app/env.server.ts";
import type { Route } from "./+types/you-have-been-dared";

// With ?dare=<id> the page shows that dare (a card id or a stored dare's id, never free
// text); without it, it is where a dare is picked or written and turned into a link.
export async function loader({ context, url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("dare");
  if (requested === null) {
    return {
      mode: "send" as const,
      deck: deckIn("you-have-been-dared", context.get(languageContext)),
      seed: cardSeed(),
    };
  }
  const id = dareIdSchema.safeParse(requested);
  if (!id.success) throw pageNotFound(url);
  const dare = await findDare(context.get(dbContext), id.data, context.get(languageContext));
  if (!dare) throw pageNotFound(url);
  return {
    mode: "dared" as const,
    dare,
    sent: url.searchParams.get("sent") === "1",
    link: `${getEnv().BASE_URL.replace(/\/+$/, "")}${darePath(dare.id)}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) return data({ formProblem: read.problem, result: null }, { status: read.status });
  const submission = parseWithZod(read.form, { schema: writtenDareSchema });
  if (submission.status !== "success") {
    return data({ formProblem: null, result: submission.reply() }, { status: 400 });
  }
  const stored = await storeDare(
    context.get(dbContext),
    {
      text: submission.value.dare,
      language: context.get(languageContext),
      senderKey: senderKey(request.headers.get(clientIpHeader)),
    },
    new Date(),
  );
  if (!stored.ok) {
    const rateLimited: DareProblem = "rateLimited";
    return data(
      { formProblem: null, result: submission.reply({ fieldErrors: { dare: [rateLimited] } }) },
      { status: 429 },
    );
  }
  return redirect(`${darePath(stored.id)}&sent=1`);
}

function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation("print");
  const { state, copy } = useCopyToClipboard();
  return (
    <section
      aria-labelledby="share-title"
      className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
    >
      <h2 id="share-title" className="text-xl font-extrabold">
        {t("dared.shareTitle")}
      </h2>
      <p className="text-sm text-muted">{t("dared.shareIntro")}</p>
      <label className="flex flex-col gap-2 text-sm font-bold">
        {t("dared.linkLabel")}
        <input
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-12 rounded-2xl bg-night-950 px-4 font-mono text-sm text-ink ring-1 ring-night-600"
        />
      </label>
      <Button onClick={() => void copy(link)}>
        <Copy aria-hidden="true" />
        {state === "copied" ? t("dared.copied") : t("dared.copy")}
      </Button>
      {state === "failed" ? (
        <p role="status" className="text-sm text-muted">
          {t("dared.copyFailed")}
        </p>
      ) : null}
      <div className="mx-auto w-48">
        <QrCode value={link} label={t("dared.qrLabel")} />
      </div>
    </section>
  );
}

interface SendDareProps {
  deck: typeof friendDareDeck;
  seed: number;
}

/** The written dare's form: checked here as the server checks it, each problem in words. */
function WriteDare() {
  const { t } = useTranslation("print");
  const formProblemWords = useFormProblemWords();
  const navigation = useNavigation();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "write-dare",
    lastResult: answer?.result ?? null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: writtenDareSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const problem = fields.dare.errors?.[0];
  const error = answer?.formProblem
    ? formProblemWords(answer.formProblem)
    : isDareProblem(problem)
      ? t(`dared.problems.${problem}`, { max: dareMaxLength })
      : null;
  const hintId = error ? fields.dare.errorId : fields.dare.descriptionId;
  return (
    <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
      <label htmlFor={fields.dare.id} className="text-sm font-bold">
        {t("dared.writeLabel")}
      </label>
      <textarea
        {...getTextareaProps(fields.dare, { ariaDescribedBy: hintId })}
        key={fields.dare.key}
        rows={3}
        maxLength={dareMaxLength}
        aria-invalid={error ? true : undefined}
        className="rounded-2xl bg-night-950 p-4 text-ink ring-1 ring-night-600 focus:ring-dojo-gold"
      />
      {error ? (
        <p id={fields.dare.errorId} role="alert" className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : (
        <p id={fields.dare.descriptionId} className="text-sm text-muted">
          {t("dared.writeHint", { max: dareMaxLength })}
        </p>
      )}
      <Button type="submit" disabled={navigation.state === "submitting"}>
        <PenLine aria-hidden="true" />
        {navigation.state === "submitting" ? t("dared.writeSending") : t("dared.writeSubmit")}
      </Button>
    </Form>
  );
}

function SendDare({ deck, seed }: SendDareProps) {
  const { t } = useTranslation("print");
  return (
    <>
      <div>
        <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t("dared.sendEyebrow")}
        </p>
        <h1 className="mt-2 text-3xl font-black sm:text-4xl">{t("dared.sendTitle")}</h1>
        <p className="mt-3 text-muted">{t("dared.sendIntro")}</p>
      </div>
      <section aria-labelledby="pick-title" className="flex flex-col gap-3">
        <h2 id="pick-title" className="text-xl font-extrabold">
          {t("dared.pickTitle")}
        </h2>
        <div lang={deck.language}>
          <DeckCard
            cards={deck.cards}
            seed={seed}
            action={(card) => (
              <Button asChild variant="secondary">
                <Link to={`${darePath(card.id)}&sent=1`}>
                  <Send aria-hidden="true" />
                  {t("dared.sendThis")}
                </Link>
              </Button>
            )}
          />
        </div>
      </section>
      <section aria-labelledby="write-title" className="flex flex-col gap-3">
        <h2 id="write-title" className="text-xl font-extrabold">
          {t("dared.writeTitle")}
        </h2>
        <WriteDare />
      </section>
    </>
  );
}

export default function YouHaveBeenDared({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("print");
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <PageMeta title={t("dared.metaTitle")} description={t("dared.description")} />
      {loaderData.mode === "send" ? (
        <SendDare deck={loaderData.deck} seed={loaderData.seed} />
      ) : (
        <>
          <div>
            <p className="flex items-center gap-2 text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
              <Sparkles aria-hidden="true" className="size-4" />
              {loaderData.sent ? t("dared.sentEyebrow") : t("dared.daredEyebrow")}
            </p>
            <h1 className="mt-2 text-3xl font-black sm:text-4xl">
              {loaderData.sent ? t("dared.sentTitle") : t("dared.daredTitle")}
            </h1>
          </div>
          <blockquote
            data-testid="prompt"
            className="rounded-3xl bg-gradient-to-br from-dojo-pink/25 to-night-800 p-6 text-2xl leading-snug font-extrabold text-balance ring-1 ring-dojo-pink/50"
          >
            {loaderData.dare.text}
          </blockquote>
          {loaderData.sent ? <ShareLink link={loaderData.link} /> : null}
          {loaderData.sent ? null : <p className="text-muted">{t("dared.daredOutro")}</p>}
          <Button asChild variant="secondary">
            <Link to="/misc/you-have-been-dared">
              {loaderData.sent ? t("dared.sendAnother") : t("dared.dareBack")}
            </Link>
          </Button>
          <p className="text-sm text-muted">{t("cards.safety")}</p>
        </>
      )}
    </div>
  );
}
