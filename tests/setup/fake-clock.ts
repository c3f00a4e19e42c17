// Loaded with `node --import ./tests/setup/fake-clock.ts server/index.ts` by browser tests
// that need the server to live on another day (the Christmas calendar): the whole process
// sees `FAKE_CLOCK_NOW` as the time it started and its clock runs on from there. Production
// code reads `new Date()` as always and knows nothing of this (docs/decisions/015).
const target = Date.parse(process.env.FAKE_CLOCK_NOW ?? "");
if (Number.isNaN(target)) {
  throw new Error("fake-clock: set FAKE_CLOCK_NOW to an ISO date, e.g. 2026-12-05T11:00:00Z");
}

const RealDate = Date;
const offset = target - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as ConstructorParameters<typeof RealDate>));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
