import type { MDXComponents, MDXContent } from "mdx/types";
import { Gamepad2 } from "lucide-react";
import {
  createContext,
  createElement,
  lazy,
  Suspense,
  use,
  type ComponentProps,
  type ComponentType,
} from "react";
import { Link } from "react-router";
import type { Language } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { ArticleAside } from "./article-aside.tsx";

interface ArticleModule {
  default: MDXContent;
}

type Body = ComponentType<{ components?: MDXComponents }>;

const fileOf = (slug: string, language: Language) => `/content/articles/${language}/${slug}.mdx`;

// Every article is its own chunk. The page's loader loads it before the server renders
// (so the HTML and every prerendered page carry the whole text); in the browser, hydration
// waits for the chunk and a client-side visit loads it alongside the page's data.
const loaders = import.meta.glob<ArticleModule>("/content/articles/*/**/*.mdx");

const loaded = new Map<string, MDXContent>();
const lazyBodies = new Map<string, Body>();

async function loadModule(file: string): Promise<ArticleModule> {
  const load = loaders[file];
  if (!load) throw new Error(`No article at ${file}`);
  const module = await load();
  loaded.set(file, module.default);
  return module;
}

/** Loads an article's chunk ahead of rendering it. */
export async function preloadArticleBody(slug: string, language: Language): Promise<void> {
  const file = fileOf(slug, language);
  if (!loaded.has(file) && loaders[file]) await loadModule(file);
}

/**
 * The component an article renders as, the same one on every render: a body handed out lazy
 * (hydration, before its chunk arrived) stays lazy once loaded, since another component in its
 * place would make React throw the hydrated text away and build it again.
 */
function bodyFor(slug: string, language: Language): Body {
  const file = fileOf(slug, language);
  const handedOut = lazyBodies.get(file);
  if (handedOut) return handedOut;
  const ready = loaded.get(file);
  if (ready) return ready;
  const body = lazy(() => loadModule(file));
  lazyBodies.set(file, body);
  return body;
}

/** Site-internal links navigate without a reload; everything else is a plain link. */
function ArticleLink({ href, ...props }: ComponentProps<"a">) {
  if (href?.startsWith("/")) return <Link to={href} {...props} />;
  return <a href={href} rel="noopener" {...props} />;
}

const HowToContext = createContext<string | null>(null);

/**
 * `<HowTo />` in an article: the game's own short rules, the very text its page shows, so the
 * article quotes the app rather than retelling it.
 */
function HowTo() {
  const { t } = useTranslation("articles");
  const howTo = use(HowToContext);
  if (!howTo) return null;
  return (
    <ArticleAside
      id="app-how-to"
      icon={Gamepad2}
      title={t("article.howToTitle")}
      tone="cyan"
      className="my-6"
    >
      <p className="mt-2 text-ink">{howTo}</p>
    </ArticleAside>
  );
}

const components: MDXComponents = { a: ArticleLink, HowTo };

export function ArticleBody({
  slug,
  language,
  howTo,
}: {
  slug: string;
  language: Language;
  /** The short rules of the game the article teaches, for its `<HowTo />`. */
  howTo: string | null;
}) {
  return (
    <HowToContext value={howTo}>
      <Suspense>{createElement(bodyFor(slug, language), { components })}</Suspense>
    </HowToContext>
  );
}
