// Lighthouse's performance audit of a page (`npm run bench`): its mobile form factor with its
// default simulated throttling, run as its own process on Debian's Chromium, a few times, the
// median kept (one run's score swings with whatever else the machine is doing).
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  totalBlockingTimeMs: number;
}

const field = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (inner, key) =>
      typeof inner === "object" && inner !== null ? Reflect.get(inner, key) : undefined,
    value,
  );

/** One run of Lighthouse's command line over `url`, sending `headers` with every request. */
function runOnce(url: string, headers: Record<string, string>): Promise<LighthouseRun> {
  const cli = fileURLToPath(import.meta.resolve("lighthouse/cli/index.js"));
  const args = [
    cli,
    url,
    "--output=json",
    "--output-path=stdout",
    "--only-categories=performance",
    "--form-factor=mobile",
    "--quiet",
    // Pictures of the page load are no part of the score and cost each run seconds.
    "--disable-full-page-screenshot",
    "--skip-audits=screenshot-thumbnails,final-screenshot",
    `--chrome-flags=${chromeFlags.join(" ")}`,
    ...(Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        maxBuffer: 256 * 1024 * 1024,
        timeout: 180_000,
      },
      (error, stdout, stderr) => {
        // Its last words, not the command line, which holds the session's cookie.
        const said = stderr.trim().split("\n").at(-1) ?? "";
        if (error) return reject(new Error(`Lighthouse on ${url} failed: ${said || error.code}`));
        try {
          const report: unknown = JSON.parse(stdout);
          const score = Number(field(report, "categories", "performance", "score"));
          const tbt = Number(field(report, "audits", "total-blocking-time", "numericValue"));
          const runtimeError = field(report, "runtimeError", "message");
          if (!Number.isFinite(score))
            return reject(
              new Error(
                `Lighthouse on ${url} gave no score (${String(runtimeError ?? "no error")})`,
              ),
            );
          resolve({ score: Math.round(score * 100), totalBlockingTimeMs: Math.round(tbt) });
        } catch (parseError) {
          reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
        }
      },
    );
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The median score and total blocking time over `runs` runs, each taken on its own (a run that
 * fails is tried once more before the whole measure fails).
 */
export async function lighthouseMedian(
  url: string,
  headers: Record<string, string> = {},
  runs = 3,
): Promise<LighthouseRun & { scores: number[] }> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await runOnce(url, headers).catch(() => runOnce(url, headers)));
  }
  return {
    score: median(results.map((each) => each.score)),
    totalBlockingTimeMs: median(results.map((each) => each.totalBlockingTimeMs)),
    scores: results.map((each) => each.score),
  };
}
