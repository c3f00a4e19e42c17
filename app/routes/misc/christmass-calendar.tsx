import { Check, Gift, Lock, Shuffle, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link, useFetcher } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { languageContext, userContext } from "#app/context.ts";
import { deckIn } from "#app/features/cards/card-decks.ts";
import { drawAnother, firstDraw, type DrawState } from "#app/features/cards/card-draw.ts";
import { cardSeed } from "#app/features/cards/card-seed.server.ts";
import { calendarAt, doorDare, festiveExtras } from "#app/features/cards/calendar.ts";
import {
  claimStatuses,
  type ClaimAnswer,
  type ClaimOutcome,
} from "#app/features/rewards/claim-outcome.ts";
import { claimFormAction } from "#app/features/rewards/claim-form.server.ts";
import { claimFormSchema } from "#app/features/rewards/claim-form.ts";
import { formProblemOf, useFormProblemWords } from "#app/components/form-problem.ts";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { revalidateUnlessOffline, withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import { christmasDoorCoins } from "#app/domain/reward-catalogue.ts";
import { claimRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/christmass-calendar";

// The server decides which doors are open (Copenhagen time, docs/decisions/015); a shut
// door's dare never leaves the server. The festive extras belong to no door, so they travel
// with every page.
export async function loader({ context }: Route.LoaderArgs) {
  const calendar = calendarAt(new Date());
  const profile = await context.get(userContext).profile();
  const claimed = new Set(profile?.claimed_rewards);
  const dares = deckIn("christmas-calendar", context.get(languageContext));
  return {
    year: calendar.year,
    signedIn: profile !== null,
    language: dares.language,
    doors: calendar.doors.map((door) => ({
      ...door,
      dare: door.open ? (doorDare(dares.cards, door.door)?.text ?? null) : null,
      claimed: claimed.has(door.rewardId),
    })),
    extras: festiveExtras(dares.cards).map((card) => card.text),
    seed: cardSeed(),
  };
}

/** Today's door claims its reward here, as a profile's reward does (claimForVisitor). */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) {
    return data({ ok: false, problem: "failed", formProblem: read.problem } as const, {
      status: read.status,
    });
  }
  const answer = await claimFormAction(claimRequestOf(context), read.form, new Date());
  return data(answer, { status: claimStatuses[answer.outcome] });
}

// A tap with bad reception gets its message beside the button, not an error page.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}

export const shouldRevalidate = revalidateUnlessOffline;

type Door = Route.ComponentProps["loaderData"]["doors"][number];
type ClaimProblem = "already" | "notToday" | "signedOut" | "failed" | "network";

// A claim's outcome in this page's words (print.calendar.problems).
const claimProblems: Record<Exclude<ClaimOutcome, "claimed">, ClaimProblem> = {
  "already-claimed": "already",
  "not-eligible": "notToday",
  signedOut: "signedOut",
  unknown: "failed",
  profileFailed: "failed",
  failed: "failed",
};

function DoorReward({ door, signedIn }: { door: Door; signedIn: boolean }) {
  const { t } = useTranslation("print");
  const formProblemWords = useFormProblemWords();
  const fetcher = useFetcher<ClaimAnswer | { ok: false; problem: "offline" | "failed" }>({
    key: `door-${door.rewardId}`,
  });
  const claiming = fetcher.state !== "idle";
  const answer = claiming ? undefined : fetcher.data;
  const checked = useIntentForm(
    `door-${door.rewardId}`,
    claimFormSchema,
    answer && "result" in answer ? answer.result : null,
  );
  const formProblem = formProblemOf(answer);
  // The schema's one code is the claim's `unknown` outcome (claim-form.ts): a form refused
  // before it was sent reads as the server's refusal of it.
  const problem: ClaimProblem | null = checked.problem
    ? claimProblems.unknown
    : answer === undefined
      ? null
      : "outcome" in answer
        ? answer.outcome === "claimed"
          ? null
          : claimProblems[answer.outcome]
        : answer.problem === "offline"
          ? "network"
          : "failed";

  if (door.claimed) {
    return (
      <p className="flex items-center gap-2 font-bold text-success">
        <Check aria-hidden="true" />
        {t("calendar.claimed", { count: christmasDoorCoins })}
      </p>
    );
  }
  if (!door.today) return <p className="text-sm text-muted">{t("calendar.pastDoor")}</p>;
  if (!signedIn) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-muted">{t("calendar.signInInvite", { count: christmasDoorCoins })}</p>
        <Button asChild variant="gold">
          <Link to="/sign-in?returnTo=/misc/christmass-calendar">{t("calendar.signIn")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <fetcher.Form method="post" {...checked.formProps} className="flex flex-col">
        <input type="hidden" name="intent" value="claim-reward" />
        <input type="hidden" name="reward" value={door.rewardId} />
        <Button type="submit" variant="gold" disabled={claiming}>
          <Gift aria-hidden="true" />
          {t("calendar.claim", { count: christmasDoorCoins })}
        </Button>
      </fetcher.Form>
      {formProblem ? (
        <p role="alert" className="text-sm font-bold text-danger">
          {formProblemWords(formProblem)}
        </p>
      ) : problem ? (
        <p role="alert" className="text-sm font-bold text-danger">
          {t(`calendar.problems.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}

interface DoorCardProps {
  door: Door;
  extras: readonly string[];
  seed: number;
  language: string;
}

/** The open door's dare, and "another one" for as many festive extras as the table wants. */
function DoorCard({ door, extras, seed, language }: DoorCardProps) {
  const { t } = useTranslation("print");
  const [draw, setDraw] = useState<DrawState | null>(null);
  const [drawn, setDrawn] = useState(0);
  const extra = draw ? extras[draw.current] : undefined;

  function another() {
    setDraw((state) =>
      state ? drawAnother(state, extras.length) : firstDraw(extras.length, seed + door.door),
    );
    setDrawn((count) => count + 1);
  }

  return (
    <div className="flex flex-col gap-3">
      <p
        data-testid="prompt"
        lang={language}
        aria-live="polite"
        className="text-xl leading-snug font-bold"
      >
        {extra ?? door.dare}
      </p>
      {extra ? (
        <p className="text-sm text-muted">
          {t("calendar.extraCard", {
            position: ((drawn - 1) % extras.length) + 1,
            total: extras.length,
          })}
        </p>
      ) : null}
      {extras.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="flex-1" onClick={another}>
            <Shuffle aria-hidden="true" />
            {t("cards.another")}
          </Button>
          {extra ? (
            <Button variant="ghost" className="flex-1" onClick={() => setDraw(null)}>
              <Undo2 aria-hidden="true" />
              {t("calendar.backToDoor", { door: door.door })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default function ChristmasCalendar({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("print");
  const { doors, signedIn, year, language, extras, seed } = loaderData;
  const today = doors.find((door) => door.today);
  const [chosen, setChosen] = useState<number | null>(today?.door ?? null);
  const selected = doors.find((door) => door.door === chosen && door.open) ?? null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageMeta title={t("calendar.metaTitle")} description={t("calendar.description")} />
      <div>
        <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t("calendar.eyebrow", { year })}
        </p>
        <h1 className="mt-2 text-3xl font-black sm:text-4xl">{t("calendar.title")}</h1>
        <p className="mt-3 text-muted">{t("calendar.intro", { count: christmasDoorCoins })}</p>
      </div>

      <ol aria-label={t("calendar.doorsLabel")} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {doors.map((door) => (
          <li key={door.door}>
            <button
              type="button"
              disabled={!door.open}
              aria-pressed={door.open ? door.door === selected?.door : undefined}
              aria-label={
                door.open
                  ? t("calendar.openDoor", { door: door.door })
                  : t("calendar.shutDoor", { door: door.door })
              }
              onClick={() => setChosen(door.door)}
              className={cn(
                "relative grid aspect-square w-full place-items-center rounded-2xl text-2xl font-black ring-1 transition",
                door.open
                  ? "bg-dojo-pink/20 text-ink ring-dojo-pink/60 hover:bg-dojo-pink/30"
                  : "bg-night-800 text-muted ring-night-600",
                door.door === selected?.door && "bg-dojo-gold text-night-950 ring-dojo-gold",
              )}
            >
              {door.door}
              {!door.open ? (
                <Lock aria-hidden="true" className="absolute top-1.5 right-1.5 size-3.5" />
              ) : null}
              {door.claimed ? (
                <Check aria-hidden="true" className="absolute top-1.5 right-1.5 size-4" />
              ) : null}
            </button>
          </li>
        ))}
      </ol>

      {selected ? (
        <section
          aria-labelledby="door-title"
          className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
        >
          <h2 id="door-title" className="text-xl font-extrabold">
            {t("calendar.doorTitle", { door: selected.door })}
          </h2>
          <DoorCard
            key={selected.door}
            door={selected}
            extras={extras}
            seed={seed}
            language={language}
          />
          <DoorReward key={selected.door} door={selected} signedIn={signedIn} />
        </section>
      ) : (
        <p className="rounded-3xl bg-night-800 p-5 text-muted ring-1 ring-night-600">
          {doors.some((door) => door.open) ? t("calendar.pickDoor") : t("calendar.allShut")}
        </p>
      )}
    </div>
  );
}
