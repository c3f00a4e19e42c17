import type account from "./en/account.json";
import type articles from "./en/articles.json";
import type cic from "./en/cic.json";
import type common from "./en/common.json";
import type community from "./en/community.json";
import type deckGames from "./en/deckGames.json";
import type editor from "./en/editor.json";
import type gameRules from "./en/gameRules.json";
import type games from "./en/games.json";
import type home from "./en/home.json";
import type howItWorks from "./en/howItWorks.json";
import type info from "./en/info.json";
import type messages from "./en/messages.json";
import type partyGames from "./en/partyGames.json";
import type play from "./en/play.json";
import type premium from "./en/premium.json";
import type print from "./en/print.json";
import type refusals from "./en/refusals.json";
import type rooms from "./en/rooms.json";
import type roomTurns from "./en/roomTurns.json";
import type roomVotes from "./en/roomVotes.json";
import type shell from "./en/shell.json";
import type squiffy from "./en/squiffy.json";
import type tableGames from "./en/tableGames.json";
import type teamGames from "./en/teamGames.json";
import type tools from "./en/tools.json";
import type { Language } from "./language.ts";
import { flattenMessages, type FlatMessages, type MessageTree } from "./translate.ts";

/**
 * The interface text, one namespace per area of the product. English is the reference: the
 * keys a component may ask for are the keys of the English files.
 */
export interface Catalogue {
  account: typeof account;
  articles: typeof articles;
  cic: typeof cic;
  common: typeof common;
  community: typeof community;
  deckGames: typeof deckGames;
  editor: typeof editor;
  /** Each game's short rules, by its slug: only the pages that show them load them. */
  gameRules: typeof gameRules;
  games: typeof games;
  home: typeof home;
  howItWorks: typeof howItWorks;
  info: typeof info;
  messages: typeof messages;
  partyGames: typeof partyGames;
  play: typeof play;
  premium: typeof premium;
  print: typeof print;
  refusals: typeof refusals;
  rooms: typeof rooms;
  roomTurns: typeof roomTurns;
  roomVotes: typeof roomVotes;
  shell: typeof shell;
  squiffy: typeof squiffy;
  tableGames: typeof tableGames;
  teamGames: typeof teamGames;
  tools: typeof tools;
}

export type Namespace = keyof Catalogue;

export const defaultNamespace = "common" satisfies Namespace;

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type LeafKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** Every key of a namespace, dotted, with plural forms also asked for by their base key. */
export type KeyOf<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? LeafKey<K> : `${K}.${KeyOf<Tree[K]>}`;
}[keyof Tree & string];

export type TranslationKey<N extends Namespace> = KeyOf<Catalogue[N]>;

const namespaceNames: Record<Namespace, true> = {
  account: true,
  articles: true,
  cic: true,
  common: true,
  community: true,
  deckGames: true,
  editor: true,
  gameRules: true,
  games: true,
  home: true,
  howItWorks: true,
  info: true,
  messages: true,
  partyGames: true,
  play: true,
  premium: true,
  print: true,
  refusals: true,
  rooms: true,
  roomTurns: true,
  roomVotes: true,
  shell: true,
  squiffy: true,
  tableGames: true,
  teamGames: true,
  tools: true,
};

export const namespaces = Object.keys(namespaceNames).filter(isNamespace);

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(namespaceNames, value);
}

// In the browser each namespace file is a chunk of its own, fetched the first time a page
// needs it; the server registers them all at start (catalogue.server.ts). Even the list of
// those chunks waits for the first client-side visit to a page with text of its own: a page's
// first render has its text inlined (I18nScript), so no page carries the list up front.
const catalogueLoaders = () =>
  import("./catalogue-loaders.ts").then((module) => module.catalogueLoaders);

async function loaderOf(
  language: Language,
  namespace: Namespace,
): Promise<(() => Promise<{ default: MessageTree }>) | undefined> {
  return (await catalogueLoaders())[`./${language}/${namespace}.json`];
}

const registered = new Map<string, FlatMessages>();
const pending = new Map<string, Promise<void>>();
const idOf = (language: Language, namespace: Namespace) => `${language}/${namespace}`;

export function registerMessages(language: Language, namespace: Namespace, tree: MessageTree) {
  registered.set(idOf(language, namespace), flattenMessages(tree));
}

export function registerFlatMessages(
  language: Language,
  namespace: Namespace,
  messages: FlatMessages,
) {
  registered.set(idOf(language, namespace), messages);
}

export function messagesOf(language: Language, namespace: Namespace): FlatMessages | undefined {
  return registered.get(idOf(language, namespace));
}

/** Settles once the namespace is registered; a failed download can be tried again. */
export function loadMessages(language: Language, namespace: Namespace): Promise<void> {
  const id = idOf(language, namespace);
  if (registered.has(id)) return Promise.resolve();
  let loading = pending.get(id);
  if (!loading) {
    loading = loaderOf(language, namespace)
      .then((load) => {
        if (!load) throw new Error(`no catalogue file for ${id}`);
        return load();
      })
      .then(
        (module) => {
          registerMessages(language, namespace, module.default);
        },
        (error: unknown) => {
          pending.delete(id);
          throw error;
        },
      );
    pending.set(id, loading);
  }
  return loading;
}
