import { useMemo, type ComponentProps } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { LikeAnswer } from "#app/components/like-button.tsx";
import {
  clearSavedGame,
  savedGameKind,
  useSavedState,
  writeSavedGame,
} from "#app/games/_ui/saved-game.ts";
import { dbContext, userContext } from "#app/context.ts";
import { freshRng } from "#app/features/editor/fresh-rng.ts";
import { MakeYourOwnLink, PackIntro } from "#app/features/editor/pack-intro.tsx";
import { nextCard, parsePackPlay, startPlay } from "#app/features/editor/pack-play.ts";
import type { PackPlayer as PackPlayerType } from "#app/features/editor/pack-player.tsx";
import { useCountPlay } from "#app/features/editor/use-count-play.ts";
import { readFormBody, type FormBodyProblem } from "#app/utils/http/form-body.ts";
import { revalidateUnlessOffline, withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import { changeLike } from "#app/features/likes/likes.server.ts";
import { isPackId } from "#app/domain/pack-id.ts";
import { getPack, recordPackPlay, reportPack } from "#app/domain/authored-packs.server.ts";
import type { ReportPack as ReportPackType } from "#app/features/packs/report-pack.tsx";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import { checkReportReason, type ReportAnswer } from "#app/features/packs/report-reason.ts";
import type { Route } from "./+types/game";

// What the intro does not show comes later: the report form's code, and the player's, which
// the round needs only once it has started.
const ReportPack = serverRenderedLazy<ComponentProps<typeof ReportPackType>>(() =>
  import("#app/features/packs/report-pack.tsx").then((module) => ({ default: module.ReportPack })),
);
const PackPlayer = serverRenderedLazy<ComponentProps<typeof PackPlayerType>>(() =>
  import("#app/features/editor/pack-player.tsx").then((module) => ({ default: module.PackPlayer })),
);

/**
 * /game/{slug}: a shared pack, for anyone. A missing pack, or someone else's
 * draft, is a page that doesn't exist (404), never a hint that a draft is there.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  if (!isPackId(params.slug)) throw pageNotFound(url);
  const user = await context.get(userContext).user();
  const pack = await getPack(context.get(dbContext), params.slug, user?.id ?? null);
  if (!pack) throw pageNotFound(url);
  const { metadata } = pack;
  return {
    pack: {
      id: metadata.id,
      name: metadata.name,
      description: metadata.description,
      author: metadata.author,
      explicit: metadata.explicit,
      alcohol: metadata.alcohol,
      status: pack.status,
      // Its author (or an admin) sees no report button on it.
      editable: pack.editable,
      prompts: pack.prompts.map((prompt) => prompt.text),
    },
  };
}

type PackAnswer =
  | LikeAnswer
  | ReportAnswer
  | { ok: true; plays: number }
  // A body the server could not take: the heart or the report form says why in its words.
  | { ok: false; problem: "failed"; formProblem: FormBodyProblem };

function answer(body: PackAnswer, status = 200) {
  return data(body, { status });
}

/**
 * The pack's heart (intent like or unlike, from this page and the community lists) and its
 * report form (intent report, with a reason). Both need an account; a visitor without one
 * is told so rather than sent away. A start of play (intent play) counts for anyone.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) {
    return answer({ ok: false, problem: "failed", formProblem: read.problem }, read.status);
  }
  if (!isPackId(params.slug)) return answer({ ok: false, problem: "gone" }, 404);
  const intent = read.form.get("intent");
  if (intent !== "like" && intent !== "unlike" && intent !== "report" && intent !== "play") {
    return answer({ ok: false, problem: "failed" }, 400);
  }
  const user = await context.get(userContext).user();
  if (intent === "play") {
    const plays = await recordPackPlay(context.get(dbContext), params.slug, user?.id ?? null);
    return plays === null
      ? answer({ ok: false, problem: "gone" }, 404)
      : answer({ ok: true, plays });
  }
  if (!user) return answer({ ok: false, problem: "signedOut" }, 401);
  const db = context.get(dbContext);
  if (intent === "report") {
    const checked = checkReportReason(read.form.get("reason"));
    if (!checked.ok) return answer({ ok: false, problem: checked.problem }, 400);
    const stored = await reportPack(db, user.id, params.slug, checked.reason);
    return stored ? answer({ ok: true }) : answer({ ok: false, problem: "gone" }, 404);
  }
  const liked = await changeLike(db, context.get(userContext), { gameId: params.slug, intent });
  return liked.ok ? answer(liked) : answer({ ok: false, problem: "gone" }, 404);
}

// A tap at a table with bad reception gets its message beside the button, not an error page.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}

// Counting a play changes nothing this page shows.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return args.formData?.get("intent") === "play" ? false : revalidateUnlessOffline(args);
}

export default function PlayAuthoredPack({ loaderData }: Route.ComponentProps) {
  const { pack } = loaderData;
  // The round in progress is saved on the device like a built-in game's, per pack
  // (app/games/_ui/saved-game.ts), so a reload or a closed tab picks it up.
  const savedRound = useMemo(
    () => savedGameKind(`pack/${pack.id}`, 1, (value) => parsePackPlay(value, pack.prompts)),
    [pack.id, pack.prompts],
  );
  const round = useSavedState(savedRound);
  const countPlay = useCountPlay();

  // Each start of play counts once, a restart being a new start.
  const start = () => {
    writeSavedGame(savedRound, startPlay(pack.prompts, freshRng()));
    countPlay(pack.id);
  };

  const report =
    pack.status === "published" && !pack.editable ? (
      <ReportPack packId={pack.id} packName={pack.name} />
    ) : null;

  if (!round) {
    return (
      <PackIntro
        pack={pack}
        onStart={() => {
          clearSavedGame(savedRound);
          start();
        }}
        footer={report}
      />
    );
  }
  return (
    <PackPlayer
      pack={pack}
      play={round}
      onNext={() => writeSavedGame(savedRound, nextCard(round))}
      onRestart={start}
      exit={
        <>
          <MakeYourOwnLink />
          {report}
        </>
      }
    />
  );
}
