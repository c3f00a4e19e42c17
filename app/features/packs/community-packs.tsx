import { Play, Plus, Search, Users } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { LikeButton, useLiked } from "#app/components/like-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardText, CardTitle } from "#app/components/ui/card.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import type { PackListEntry } from "#app/domain/authored-pack.ts";
import { isLanguage } from "#app/i18n/language.ts";
import { LanguageOptions } from "#app/components/language-options.tsx";
import { languageNames } from "#app/i18n/language-names.ts";
import {
  communityListUrl,
  communitySorts,
  defaultCommunityQuery,
  type CommunityQuery,
  type CommunitySort,
} from "./community-query.ts";

const searchDelayMs = 250;

function isSort(value: string): value is CommunitySort {
  return communitySorts.some((sort) => sort === value);
}

/**
 * The pack's likes as the list counted them, moved by the player's own like since: the
 * list is read once, while the heart changes it at once.
 */
function useLikeCount(entry: PackListEntry): number {
  const liked = useLiked(entry.packId);
  const [counted, setCounted] = useState({ entry, liked });
  if (counted.entry !== entry) setCounted({ entry, liked });
  return entry.likes + Number(liked) - Number(counted.liked);
}

/** One community pack: who made it, how loved it is (with a heart), and a way to play it. */
function CommunityPackCard({ entry }: { entry: PackListEntry }) {
  const { t } = useTranslation("community");
  const likes = useLikeCount(entry);
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap gap-2 text-xs font-bold">
        {entry.explicit ? (
          <span className="rounded-full bg-dojo-pink/15 px-2 py-0.5 text-dojo-pink">
            {t("badges.explicit")}
          </span>
        ) : null}
        <span className="rounded-full bg-night-700 px-2 py-0.5 text-ink" lang={entry.language}>
          {languageNames[entry.language]}
        </span>
        {entry.alcohol ? null : (
          <span className="rounded-full bg-dojo-cyan/15 px-2 py-0.5 text-dojo-cyan">
            {t("badges.alcoholFree")}
          </span>
        )}
      </div>
      <div lang={entry.language}>
        <CardTitle className="text-2xl">{entry.packName}</CardTitle>
        <p className="text-sm text-muted">{t("by", { author: entry.author })}</p>
        <CardText>{entry.description}</CardText>
      </div>
      <div className="mt-auto flex items-center gap-4 text-sm text-muted">
        <div className="inline-flex items-center">
          <LikeButton id={entry.packId} name={entry.packName} action={`/game/${entry.packId}`} />
          {t("likes", { count: likes })}
        </div>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-4 text-dojo-gold" />
          {t("plays", { count: entry.plays })}
        </span>
      </div>
      <Button asChild className="w-full">
        <Link to={`/game/${entry.packId}`}>
          <Play aria-hidden="true" className="size-5" />
          {t("play", { name: entry.packName })}
        </Link>
      </Button>
    </Card>
  );
}

/** The answer to one request: its key (url and attempt) and the packs, or null on failure. */
interface ListAnswer {
  key: string;
  packs: PackListEntry[] | null;
}

function isPackList(value: unknown): value is PackListEntry[] {
  return Array.isArray(value);
}

/**
 * Loads the list with a plain fetch rather than a router fetcher: a dropped connection in
 * a bar should show a retry here, not replace the whole page with an error.
 */
function useCommunityList(query: CommunityQuery) {
  const url = communityListUrl(query);
  const [attempt, setAttempt] = useState(0);
  const key = `${url}#${attempt}`;
  const [answer, setAnswer] = useState<ListAnswer | null>(null);
  // The last packs stay on screen while the next answer is on its way.
  const [shown, setShown] = useState<PackListEntry[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const answerWith = (packs: PackListEntry[] | null) => {
      if (controller.signal.aborted) return;
      setAnswer({ key, packs });
      if (packs) setShown(packs);
    };
    // A search waits for a pause in typing; other changes ask at once.
    const timer = window.setTimeout(
      () => {
        fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
          .then((response) => (response.ok ? response.json() : null))
          .then((body: unknown) => answerWith(isPackList(body) ? body : null))
          .catch(() => answerWith(null));
      },
      query.q ? searchDelayMs : 0,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url, key, query.q]);
  const current = answer?.key === key ? answer : null;
  return {
    packs: shown,
    loading: current === null,
    failed: current !== null && current.packs === null,
    retry: () => setAttempt((count) => count + 1),
  };
}

function CommunityResults({
  list,
  searching,
}: {
  list: ReturnType<typeof useCommunityList>;
  searching: boolean;
}) {
  const { t } = useTranslation("community");
  if (list.failed) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <CardText className="mt-0">{t("failed")}</CardText>
        <Button variant="secondary" onClick={list.retry}>
          {t("retry")}
        </Button>
      </Card>
    );
  }
  if (!list.packs) {
    return (
      <p role="status" className="text-muted">
        {t("loading")}
      </p>
    );
  }
  if (list.packs.length === 0) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <CardTitle>{searching ? t("empty.searchTitle") : t("empty.title")}</CardTitle>
        <CardText className="mt-0">{searching ? t("empty.searchText") : t("empty.text")}</CardText>
        <Button asChild variant="secondary">
          <Link to="/editor">
            <Plus aria-hidden="true" className="size-5" />
            {t("create")}
          </Link>
        </Button>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-busy={list.loading}>
      {list.packs.map((entry) => (
        <li key={entry.packId}>
          <CommunityPackCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Published packs made by players (docs/product-rules.md#community-packs): search, sort by likes,
 * plays or newest, and filters. Loaded in the browser, because the pages that show it are
 * prerendered.
 */
export function CommunityPacks() {
  const { t } = useTranslation("community");
  const explicitAllowed = useMinigamesStore((state) => state.explicitAllowed);
  const setExplicitAllowed = useMinigamesStore((state) => state.setExplicitAllowed);
  const [query, setQuery] = useState<CommunityQuery>(defaultCommunityQuery);
  const list = useCommunityList({ ...query, explicit: explicitAllowed });
  const searchId = useId();
  const sortId = useId();
  const languageId = useId();

  return (
    <section aria-labelledby="community-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="community-title" className="text-3xl font-black">
            {t("title")}
          </h2>
          <p className="mt-1 text-muted">{t("intro")}</p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/editor">
            <Plus aria-hidden="true" className="size-5" />
            {t("create")}
          </Link>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <label htmlFor={searchId} className="relative block">
          <span className="sr-only">{t("search")}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            maxLength={100}
            value={query.q}
            placeholder={t("searchPlaceholder")}
            onChange={(event) => setQuery((current) => ({ ...current, q: event.target.value }))}
            className="min-h-12 w-full rounded-2xl bg-night-900 pr-4 pl-12 text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
          />
        </label>
        <label htmlFor={languageId} className="flex items-center gap-2 font-bold">
          {t("filters.language")}
          <select
            id={languageId}
            value={query.language ?? ""}
            onChange={(event) => {
              const language = event.target.value;
              setQuery((current) => ({
                ...current,
                language: isLanguage(language) ? language : null,
              }));
            }}
            className="min-h-12 rounded-2xl bg-night-900 px-3 font-normal text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
          >
            <option value="">{t("filters.allLanguages")}</option>
            <LanguageOptions />
          </select>
        </label>
        <label htmlFor={sortId} className="flex items-center gap-2 font-bold">
          {t("sortLabel")}
          <select
            id={sortId}
            value={query.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isSort(sort)) setQuery((current) => ({ ...current, sort }));
            }}
            className="min-h-12 rounded-2xl bg-night-900 px-3 font-normal text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
          >
            {communitySorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-2xl bg-night-900 px-3 py-1 ring-1 ring-night-700">
          <Switch
            label={t("filters.alcoholFree")}
            checked={query.alcoholFree}
            onCheckedChange={(alcoholFree) => setQuery((current) => ({ ...current, alcoholFree }))}
          />
        </div>
        <div className="rounded-2xl bg-night-900 px-3 py-1 ring-1 ring-night-700">
          <Switch
            label={t("filters.explicit")}
            hint={t("filters.explicitHint")}
            checked={explicitAllowed}
            onCheckedChange={setExplicitAllowed}
          />
        </div>
      </div>
      <CommunityResults list={list} searching={query.q.trim() !== ""} />
    </section>
  );
}

/** The landing page's taste of the community: the most loved packs, no controls. */
export function FeaturedCommunityPacks() {
  const { t } = useTranslation("community");
  const explicitAllowed = useMinigamesStore((state) => state.explicitAllowed);
  const list = useCommunityList({ ...defaultCommunityQuery, explicit: explicitAllowed, limit: 4 });
  return (
    <section aria-labelledby="featured-community-title" className="flex flex-col gap-4 py-8">
      <div>
        <h2 id="featured-community-title" className="text-3xl font-black">
          {t("featuredTitle")}
        </h2>
        <p className="mt-2 text-lg text-muted">{t("featuredIntro")}</p>
      </div>
      <CommunityResults list={list} searching={false} />
      <Link to="/go#community-title" className="font-bold text-dojo-cyan">
        {t("seeAll")}
      </Link>
    </section>
  );
}
