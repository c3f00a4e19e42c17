import { Transform } from "node:stream";
import { waitingPreloadRel, waitingScriptType } from "./scripts-after-paint.ts";

const modulePreload = /<link rel="modulepreload"/g;
const bootScript = /<script([^>]*) type="module"/;

/**
 * Renames the framework's module preloads and its boot script in a rendered page, so the
 * browser neither fetches nor runs them before the head script says so. Only whole tags are
 * rewritten, and nothing after the boot script (the last of them); `booted` tells that it
 * has been passed.
 */
export function holdScripts(html: string): { html: string; booted: boolean } {
  const boot = bootScript.exec(html);
  const end = boot ? boot.index + boot[0].length : html.length;
  const held = html
    .slice(0, end)
    .replace(modulePreload, `<link rel="${waitingPreloadRel}"`)
    .replace(
      bootScript,
      (_tag, attributes: string) => `<script${attributes} type="${waitingScriptType}"`,
    );
  return { html: held + html.slice(end), booted: boot !== null };
}

/**
 * The rendered page as it streams out, with its scripts held (holdScripts). React writes in
 * small chunks that may cut a tag in two, so a chunk's unfinished last tag waits for the next
 * one; once the boot script has gone by, the rest streams through untouched, byte for byte.
 * The head is read as latin1, one character a byte: the tags are ASCII, a cut through a
 * multi-byte character does no harm, and the page is neither decoded nor encoded again.
 */
export function holdScriptsInStream(): Transform {
  let pending = "";
  let booted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (booted) {
        callback(null, chunk);
        return;
      }
      pending += chunk.toString("latin1");
      const lastTag = pending.lastIndexOf("<");
      const cut = lastTag !== -1 && !pending.includes(">", lastTag) ? lastTag : pending.length;
      const held = holdScripts(pending.slice(0, cut));
      pending = pending.slice(cut);
      booted = held.booted;
      // Once booted, the unfinished tail goes out too and nothing reads `pending` again.
      callback(null, Buffer.from(booted ? held.html + pending : held.html, "latin1"));
    },
    flush(callback) {
      callback(null, booted ? undefined : Buffer.from(holdScripts(pending).html, "latin1"));
    },
  });
}
