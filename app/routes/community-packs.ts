import { data } from "react-router";
import { dbContext } from "#app/context.ts";
import type { PackListEntry } from "#app/features/packs/authored-pack.ts";
import { listPublishedPacks } from "#app/features/packs/authored-packs.server.ts";
import { communityListQuerySchema } from "#app/features/packs/community-list-query.ts";
import type { Route } from "./+types/community-packs";

/** A community list, or null when it could not be had (a bad query, no connection). */
export interface CommunityList {
  packs: PackListEntry[] | null;
}

/**
 * /community-packs?sort&q&explicit&alcoholFree&limit: the published community packs for the
 * lists on /go and the landing page (docs/product-rules.md#community-packs), which are
 * prerendered and so load them in the browser.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const parsed = communityListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return data<CommunityList>({ packs: null }, { status: 400 });
  return data<CommunityList>({
    packs: await listPublishedPacks(context.get(dbContext), parsed.data),
  });
}

// A dropped connection in a bar shows a retry in the list, not an error page in place of it.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { packs: null } satisfies CommunityList;
  }
}
