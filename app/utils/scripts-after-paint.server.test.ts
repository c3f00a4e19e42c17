import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { holdScripts, holdScriptsInStream } from "./scripts-after-paint.server.ts";
import { waitingPreloadRel, waitingScriptType } from "./scripts-after-paint.ts";

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/></head>' +
  "<body><p>Skål! Never have I ever… 🍻</p>" +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import "/assets/entry.js";</script>' +
  // Streamed after the shell: a later chunk is the page's own and stays as it is.
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

async function streamed(chunks: Buffer[]): Promise<string> {
  const output: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(holdScriptsInStream())) {
    output.push(Buffer.from(chunk));
  }
  return Buffer.concat(output).toString("utf8");
}

describe("holding a page's scripts until it has painted", () => {
  it("renames the module preloads and the boot script, and nothing else", () => {
    const { html, booted } = holdScripts(page);
    expect(booted).toBe(true);
    expect(html).not.toContain('rel="modulepreload" href="/assets/entry.js"');
    expect(html).not.toContain('rel="modulepreload" href="/assets/framework.js"');
    expect(html).toContain(`<link rel="${waitingPreloadRel}" href="/assets/entry.js" nonce="n"/>`);
    expect(html).toContain(`<script nonce="n" type="${waitingScriptType}" async="">import`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext');
  });

  it("knows when the boot script has not come by yet", () => {
    expect(holdScripts('<head><link rel="modulepreload" href="/a.js"/>').booted).toBe(false);
  });

  it("gives the same page however the stream is cut, even inside a tag or a character", async () => {
    const bytes = Buffer.from(page, "utf8");
    const whole = holdScripts(page).html;
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const twoChunks = await streamed([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(twoChunks, `cut at byte ${cut}`).toBe(whole);
    }
    const byteByByte = await streamed([...bytes].map((byte) => Buffer.from([byte])));
    expect(byteByByte).toBe(whole);
  });

  it("leaves everything after the boot script untouched", async () => {
    const html = await streamed([Buffer.from(page)]);
    expect(html.endsWith('<link rel="modulepreload" href="/assets/late.js"/></body></html>')).toBe(
      true,
    );
    expect(holdScripts(page).html).toBe(html);
  });

  it("passes the rest of the page on as the bytes it came in, without decoding them", async () => {
    // A byte that is not UTF-8 would come out as U+FFFD from a decoder.
    const after = Buffer.from([0x3c, 0x70, 0x3e, 0xff, 0xc3, 0xa5, 0x3c, 0x2f, 0x70, 0x3e]);
    const output: Buffer[] = [];
    const stream = Readable.from([Buffer.from(page), after]).pipe(holdScriptsInStream());
    for await (const chunk of stream) output.push(Buffer.from(chunk));
    const bytes = Buffer.concat(output);
    expect(bytes.subarray(bytes.length - after.length)).toEqual(after);
  });
});
