import { Transform } from "node:stream";

/**
 * A stream that hands on what was written to it in one turn of the event loop as one chunk.
 * React writes a page in a few hundred small chunks in one go; each one went through every
 * stream after it, and through gzip as a job of its own. What a later turn writes (a Suspense
 * boundary resolved) still goes out in its own turn, so the page streams as before.
 * `final` runs once everything has been written, before the last batch goes out.
 */
export function batchedStream(final?: () => void): Transform {
  let batch: Buffer[] = [];
  let scheduled = false;
  const take = () => {
    const chunk = batch.length === 1 ? batch[0] : Buffer.concat(batch);
    batch = [];
    return chunk;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      batch.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (batch.length > 0) stream.push(take());
        });
      }
      callback();
    },
    final(callback) {
      final?.();
      callback();
    },
    flush(callback) {
      if (batch.length > 0) callback(null, take());
      else callback();
    },
  });
  return stream;
}
