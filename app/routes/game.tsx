import { useMemo } from "react";
import {
  clearSavedGame,
  savedGameKind,
  useSavedState,
  writeSavedGame,
} from "#app/components/game/saved-game.ts";
import { dbContext, userContext } from "#app/context.ts";
import { freshRng } from "#app/features/editor/fresh-rng.ts";
import { countPlay } from "#app/features/editor/pack-api.ts";
import { MakeYourOwnLink, PackIntro } from "#app/features/editor/pack-intro.tsx";
import { nextCard, parsePackPlay, startPlay } from "#app/features/editor/pack-play.ts";
import { PackPlayer } from "#app/features/editor/pack-player.tsx";
import { pageNotFound } from "#app/features/http/page-not-found.ts";
import { isPackId } from "#app/features/packs/pack-id.ts";
import { getPack } from "#app/features/packs/authored-packs.server.ts";
import type { Route } from "./+types/game";

/**
 * /game/{slug} (SPEC §2): a shared pack, for anyone. A missing pack, or someone else's
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
      prompts: pack.prompts.map((prompt) => prompt.text),
    },
  };
}

export default function PlayAuthoredPack({ loaderData }: Route.ComponentProps) {
  const { pack } = loaderData;
  // The round in progress is saved on the device like a built-in game's, per pack
  // (app/components/game/saved-game.ts), so a reload or a closed tab picks it up.
  const savedRound = useMemo(
    () => savedGameKind(`pack/${pack.id}`, 1, (value) => parsePackPlay(value, pack.prompts)),
    [pack.id, pack.prompts],
  );
  const round = useSavedState(savedRound);

  // Each start of play counts once, a restart being a new start.
  const start = () => {
    writeSavedGame(savedRound, startPlay(pack.prompts, freshRng()));
    countPlay(pack.id);
  };

  if (!round) {
    return (
      <PackIntro
        pack={pack}
        onStart={() => {
          clearSavedGame(savedRound);
          start();
        }}
      />
    );
  }
  return (
    <PackPlayer
      pack={pack}
      play={round}
      onNext={() => writeSavedGame(savedRound, nextCard(round))}
      onRestart={start}
      exit={<MakeYourOwnLink />}
    />
  );
}
