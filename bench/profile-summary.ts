// Where a server's CPU went, from the V8 CPU profile `node --cpu-prof` wrote
// (`BENCH_CPU_PROF_DIR=/tmp/prof node bench/room-load.ts`, then
// `node bench/profile-summary.ts /tmp/prof/CPU.….cpuprofile`): self time by package or source
// folder, the functions with the most self time, and the hot path's pieces by inclusive time.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArgument, lastArgument] = process.argv.slice(2);
if (!file) {
  throw new Error("usage: node bench/profile-summary.ts FILE.cpuprofile [top] [last seconds]");
}
const top = Number(topArgument ?? 30);
// Only the samples of the profile's last seconds: the load, without the start and the set-up.
const lastMs = lastArgument ? Number(lastArgument) * 1000 : Number.POSITIVE_INFINITY;
const profile: Profile = JSON.parse(readFileSync(file, "utf8"));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

const sampledAt: number[] = [];
profile.timeDeltas.reduce((at, delta) => {
  sampledAt.push(at + delta);
  return at + delta;
}, 0);
const endMs = (sampledAt.at(-1) ?? 0) / 1000;
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  if ((sampledAt[index] ?? 0) / 1000 < endMs - lastMs) return;
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});
const totalMs = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
const idleMs = [...selfMs]
  .filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)")
  .reduce((sum, [, ms]) => sum + ms, 0);
const busyMs = totalMs - idleMs;

/** A frame's home: the package it sits in, or its source folder. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\/.*?\/(build|bench|server|app|db)\//, "$1/");
}

const table = (entries: Map<string, number>) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([what, ms]) => ({
      what: what.slice(0, 110),
      ms: Math.round(ms),
      "% of busy": Number(((ms / busyMs) * 100).toFixed(1)),
    }));

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame || frame.functionName === "(idle)") continue;
  const place = placeOf(frame.url, frame.functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  const name = `${frame.functionName || "(anonymous)"} ${place}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}

// Inclusive time of every named function: each sample counted once per function on its stack.
const inclusive = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)?.callFrame;
    if (!frame?.functionName || frame.functionName.startsWith("(")) continue;
    const name = `${frame.functionName} ${placeOf(frame.url, frame.functionName)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
}

console.log(
  `${file}: ${Math.round(totalMs)} ms profiled, ${Math.round(busyMs)} ms busy (not idle)`,
);
console.log("Self time by package or folder:");
console.table(table(byPlace));
console.log("Self time by function:");
console.table(table(byFunction));
console.log("Inclusive time by function:");
console.table(table(inclusive));
