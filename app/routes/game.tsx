import { useState } from "react";
import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { freshRng } from "#app/features/editor/fresh-rng.ts";
import { countPlay } from "#app/features/editor/pack-api.ts";
import { MakeYourOwnLink, PackIntro } from "#app/features/editor/pack-intro.tsx";
import { nextCard, startPlay, type PackPlay } from "#app/features/editor/pack-play.ts";
import { PackPlayer } from "#app/features/editor/pack-player.tsx";
import { pageNotFound } from "#app/features/http/page-not-found.ts";
import { isPackId } from "#app/features/packs/pack-id.ts";
import { getPack } from "#app/features/packs/authored-packs.server.ts";
import type { Route } from "./+types/game";

/**
 * /game/{slug} (SPEC §2): a shared pack, for anyone. A missing pack, or someone else's
 * draft, is a page that doesn't exist (404), never a hint that a draft is there.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  if (!isPackId(params.slug)) throw pageNotFound(url);
  const user = await currentUser(request, context);
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
      prompts: pack.prompts.map((prompt) => prompt.text),
    },
  };
}

export default function PlayAuthoredPack({ loaderData }: Route.ComponentProps) {
  const { pack } = loaderData;
  const [round, setRound] = useState<PackPlay | null>(null);

  // Each start of play counts once (issue 5), a restart being a new start.
  const start = () => {
    setRound(startPlay(pack.prompts, freshRng()));
    countPlay(pack.id);
  };

  if (!round) return <PackIntro pack={pack} onStart={start} />;
  return (
    <PackPlayer
      pack={pack}
      play={round}
      onNext={() => setRound((current) => current && nextCard(current))}
      onRestart={start}
      exit={<MakeYourOwnLink />}
    />
  );
}
