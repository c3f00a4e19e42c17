import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface ArticleFile {
  path: string;
  title: string;
  description: string;
  game: string | null;
  current: string | null;
  deprecated: boolean;
}

const directory = path.resolve("content/articles/en");

/** A frontmatter field's text, quoted or not (the articles contract writes them quoted). */
function field(frontmatter: string, name: string): string | null {
  const line = new RegExp(`^${name}:\\s*(.+?)\\s*$`, "m").exec(frontmatter)?.[1];
  if (line === undefined) return null;
  if (line.startsWith('"')) return JSON.parse(line) as string;
  if (line.startsWith("'")) return line.slice(1, -1).replaceAll("''", "'");
  return line;
}

/** Every article on disk, so pages added later are tested without touching the tests. */
export function articleFiles(): ArticleFile[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const slug = file
        .split(path.sep)
        .join("/")
        .replace(/\.mdx$/, "");
      const source = readFileSync(path.join(directory, file), "utf8");
      const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
      return {
        path: `/articles/${slug}`,
        title: field(frontmatter, "title") ?? "",
        description: field(frontmatter, "description") ?? "",
        game: field(frontmatter, "game"),
        current: field(frontmatter, "current"),
        deprecated: slug.startsWith("deprecated/"),
      };
    });
}

/** One article of each kind: a current one with a game, a partnership, an archived one. */
export function articleSamples(): ArticleFile[] {
  const articles = articleFiles();
  return [
    articles.find((article) => article.game !== null && !article.deprecated),
    articles.find((article) => article.path.startsWith("/articles/partnerships/")),
    articles.find((article) => article.deprecated),
  ].filter((article) => article !== undefined);
}
