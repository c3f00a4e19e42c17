import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// The repository explains itself: comments and docs cite its own pages (docs/, decision
// records), never a document that lives elsewhere or a tracker's issue number, which a reader
// of the code can't open. Checked by repo-stands-alone.test.ts over every tracked text file.

/** A line citing something outside the repository, or linking to a page or heading not in it. */
export interface Finding {
  file: string;
  line: number;
  text: string;
}

const outsideCitations: readonly RegExp[] = [
  /\bSPEC(?:\.md\b|\s*§)/,
  /\bDESIGN(?:\.md\b|\s*§)/,
  /\bSTYLE\.md\b/,
  /\bissues?\s+#?\d+/i,
  // A section sign before a number points into one of those documents too.
  /§\s*\d/,
];

/** The lines of `text` that cite a document outside the repository or an issue number. */
export function findOutsideCitations(file: string, text: string): Finding[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      outsideCitations.some((pattern) => pattern.test(line))
        ? [{ file, line: index + 1, text: line.trim() }]
        : [],
    );
}

/** The anchors a Markdown page's headings get (GitHub's rule), fenced code left out. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A link to a Markdown page of the repository, as written in `file`. */
interface DocLink {
  line: number;
  text: string;
  /** Repository-relative path of the page. */
  target: string;
  anchor: string | null;
}

// `docs/…md#anchor` anywhere (comments, prose); in Markdown also links, `](page.md#anchor)` and
// `](#anchor)`, read from the page's own folder.
const docPathPattern = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
const markdownLinkPattern = /\]\(((?:[\w./-]*?\.md)?(?:#[\w-]+)?)\)/g;

function docLinks(file: string, text: string): DocLink[] {
  const links: DocLink[] = [];
  const isMarkdown = file.endsWith(".md");
  text.split("\n").forEach((line, index) => {
    const found = [...line.matchAll(docPathPattern)].map((match) => ({ raw: match[0], base: "" }));
    if (isMarkdown) {
      for (const match of line.matchAll(markdownLinkPattern)) {
        if (match[1]) found.push({ raw: match[1], base: path.posix.dirname(file) });
      }
    }
    for (const { raw, base } of found) {
      const [page = "", anchor] = raw.split("#");
      links.push({
        line: index + 1,
        text: line.trim(),
        target: page === "" ? file : path.posix.normalize(path.posix.join(base, page)),
        anchor: anchor ?? null,
      });
    }
  });
  return links;
}

/** Links in `file` to a docs page that doesn't exist, or to a heading the page doesn't have. */
export function findBrokenDocLinks(
  file: string,
  text: string,
  readPage: (target: string) => string | null,
): Finding[] {
  return docLinks(file, text).flatMap((link) => {
    const page = readPage(link.target);
    const broken =
      page === null || (link.anchor !== null && !headingAnchors(page).has(link.anchor));
    return broken ? [{ file, line: link.line, text: link.text }] : [];
  });
}

const textFile = /\.(?:ts|tsx|js|mjs|cjs|css|md|mdx|json|sql|html|ya?ml|example)$/;

/** Every tracked text file of the repository at `root`, repository-relative. */
export function trackedTextFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  return listed
    .split("\0")
    .filter((file) => textFile.test(file) && file !== "package-lock.json")
    .filter((file) => existsSync(path.join(root, file)));
}

/** Reads a repository-relative file, or null when there is none. */
export function pageReader(root: string): (target: string) => string | null {
  return (target) => {
    const file = path.join(root, target);
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  };
}
