import { expect, test } from "vitest";
import { batchedStream } from "./batched-stream.server.ts";

function chunksOf(stream: NodeJS.ReadableStream): Promise<string[]> {
  const chunks: string[] = [];
  return new Promise((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    stream.on("end", () => resolve(chunks));
    stream.on("error", reject);
  });
}

test("what is written in one turn goes on as one chunk, in order", async () => {
  const stream = batchedStream();
  const read = chunksOf(stream);
  for (const part of ["<html>", "<body>", "<p>hi</p>"]) stream.write(part);
  await new Promise((resolve) => setImmediate(resolve));
  stream.write("</body>");
  stream.end("</html>");
  expect(await read).toEqual(["<html><body><p>hi</p>", "</body></html>"]);
});

test("a later turn's writes still stream out before the end", async () => {
  const stream = batchedStream();
  const seen: string[] = [];
  stream.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
  stream.write("shell");
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  expect(seen).toEqual(["shell"]);
  stream.end("boundary");
  await new Promise((resolve) => stream.on("end", resolve));
  expect(seen).toEqual(["shell", "boundary"]);
});

test("final runs once, when the writer ends", async () => {
  let finals = 0;
  const stream = batchedStream(() => (finals += 1));
  const read = chunksOf(stream);
  stream.write("a");
  expect(finals).toBe(0);
  stream.end();
  expect(await read).toEqual(["a"]);
  expect(finals).toBe(1);
});
