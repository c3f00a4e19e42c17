import type { MDXComponents, MDXContent } from "mdx/types";
import type { ComponentProps } from "react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { z } from "zod/mini";
import { PageMeta } from "#app/components/page-meta.tsx";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import type { Route } from "./+types/prose-page";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import { isProseInfoPage, proseInfoPages, type ProseInfoPage } from "./prose-pages.ts";
import { languageContext } from "#app/context.ts";
import { defaultLanguage, supportedLanguages, type Language } from "#app/i18n/language.ts";

const frontmatterSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  description: z.string().check(z.trim(), z.minLength(1)),
  lang: z.enum(supportedLanguages),
  updated: z.iso.date(),
});

type ProseFrontmatter = z.infer<typeof frontmatterSchema>;

interface ProseDocument {
  Content: MDXContent;
  frontmatter: ProseFrontmatter;
}

// Compiled at build time (MDX), content/pages/<language>/<page>.mdx.
const modules = import.meta.glob<{ default: MDXContent; frontmatter: unknown }>(
  "/content/pages/*/*.mdx",
  { eager: true },
);

const documentKey = (language: Language, page: string) => `${language}/${page}`;

/**
 * Every listed page must have its English MDX file, and every file valid frontmatter in its
 * own language, or the build fails here.
 */
function loadDocuments(): Map<string, ProseDocument> {
  const documents = new Map<string, ProseDocument>();
  for (const [file, module] of Object.entries(modules)) {
    const [, language = "", page = ""] =
      /\/content\/pages\/([^/]+)\/([^/]+)\.mdx$/.exec(file) ?? [];
    const frontmatter = frontmatterSchema.safeParse(module.frontmatter);
    if (!frontmatter.success || frontmatter.data.lang !== language) {
      throw new Error(
        `content/pages/${language}/${page}.mdx: bad frontmatter: ${frontmatter.error ?? `lang is not ${language}`}`,
      );
    }
    documents.set(documentKey(frontmatter.data.lang, page), {
      Content: module.default,
      frontmatter: frontmatter.data,
    });
  }
  for (const page of proseInfoPages) {
    if (!documents.has(documentKey(defaultLanguage, page)))
      throw new Error(`content/pages/en/${page}.mdx is missing`);
  }
  return documents;
}

const documents = loadDocuments();

/** The page in the language asked for, or in English where it has not been written yet. */
function documentFor(page: ProseInfoPage, language: Language): ProseDocument {
  const document =
    documents.get(documentKey(language, page)) ?? documents.get(documentKey(defaultLanguage, page));
  if (!document) throw new Error(`No prose page ${page}`);
  return document;
}

export function loader({ params, url, context }: Route.LoaderArgs) {
  // A page outside the list is the same 404 as an unknown URL (docs/errors.md#not-found).
  if (!isProseInfoPage(params.page)) throw pageNotFound(url);
  return { page: params.page, language: context.get(languageContext) };
}

/** Site-internal links navigate without a reload; everything else is a plain link. */
function ProseLink({ href, ...props }: ComponentProps<"a">) {
  if (href?.startsWith("/")) return <Link to={href} {...props} />;
  return <a href={href} {...props} />;
}

/** The configured support address, so the MDX never hard-codes it. */
function SupportEmail() {
  const { SUPPORT_EMAIL } = usePublicEnv();
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all">
      {SUPPORT_EMAIL}
    </a>
  );
}

const proseComponents: MDXComponents = { a: ProseLink, SupportEmail };

export default function ProsePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("info");
  const { Content, frontmatter } = documentFor(loaderData.page, loaderData.language);
  // Dates are calendar days; UTC keeps the server's and the browser's rendering identical.
  const updated = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${frontmatter.updated}T00:00:00Z`));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={frontmatter.title} description={frontmatter.description} />
      <article className="prose-dojo mx-auto" lang={frontmatter.lang}>
        <h1 className="text-4xl font-black text-ink sm:text-5xl">{frontmatter.title}</h1>
        <p className="mt-3 text-sm text-muted">
          <Trans
            t={t}
            i18nKey="prose.lastUpdated"
            values={{ date: updated }}
            components={{ time: <time dateTime={frontmatter.updated} /> }}
          />
        </p>
        <Content components={proseComponents} />
      </article>
    </div>
  );
}
