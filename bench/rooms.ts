// Rooms under load (`npm run bench`, last; or `node bench/rooms.ts` after a build): a
// production server of its own on a fresh embedded database, 20 rooms of 10 phones each
// (docs/decisions/027-rooms.md), every phone watching its room over server-sent events while
// the rooms play Most Likely To. Measured per move: from sending it until every phone in the
// room has a view at least as new as the version the move answered (the fan-out), and the
// server's memory per room with every phone watching.
import {
  createRoom,
  isConnectionError,
  joinRoom,
  mostLikelyTo,
  settledKib,
  RoomStream,
  SeatRefused,
  sendMove,
  startServer,
  type Seat,
} from "./room-client.ts";

const port = Number(process.env.BENCH_ROOMS_PORT ?? 3498);
const roomCount = Number(process.env.BENCH_ROOMS ?? 20);
const phonesPerRoom = Number(process.env.BENCH_ROOM_PHONES ?? 10);
// Cards each way of playing deals per room: a card is a vote from every phone and a "next".
const cardsPerPhase = Number(process.env.BENCH_ROOM_CARDS ?? 3);
const fanOutP99TargetMs = 100;
// A refusal that only says "try again" (the room or the database was too busy), not a bug.
const retryStatus = 503;
const maxTries = 20;

interface Phone {
  seat: Seat;
  stream: RoomStream;
}

/** One way of playing: what its moves took, and how often a move had to be sent again. */
interface Tally {
  name: string;
  answerMs: number[];
  fanOutMs: number[];
  busy: number;
  /** Why this way of playing stopped before its end: its figures are then not to be read. */
  invalid: string | null;
  /** Requests whose connection failed (reset, broken pipe, hung up), sent again. */
  resets: number;
  wallMs: number;
}

const newTally = (name: string): Tally => ({
  name,
  answerMs: [],
  fanOutMs: [],
  busy: 0,
  invalid: null,
  resets: 0,
  wallMs: 0,
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Each phone its own address: the server limits rooms and joins per address. */
const addressOf = (room: number, phone: number) =>
  `10.${1 + Math.floor(room / 256)}.${room % 256}.${phone + 1}`;

/** A room form's seat, asked again while the server answers "busy". */
async function seatWithRetries(take: () => Promise<Seat>, tally: Tally): Promise<Seat> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await take();
    } catch (error) {
      if (isConnectionError(error) && attempt < maxTries) {
        tally.resets += 1;
        continue;
      }
      if (!(error instanceof SeatRefused) || error.status !== retryStatus || attempt >= maxTries) {
        throw error;
      }
      tally.busy += 1;
    }
  }
}

/** Plays one way; a failure marks its figures invalid instead of ending the benchmark. */
async function phase(tally: Tally, play: () => Promise<unknown>) {
  try {
    await play();
  } catch (error) {
    tally.invalid = error instanceof Error ? error.message : String(error);
  }
}

/** A phone's stream, opened again when its connection fails. */
async function openStream(seat: Seat, tally: Tally): Promise<RoomStream> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await RoomStream.open(seat, 30_000);
    } catch (error) {
      if (!isConnectionError(error) || attempt >= maxTries) throw error;
      tally.resets += 1;
    }
  }
}

/**
 * Sends `body` from `phone` and waits until every phone in `room` has seen what it made. A
 * "busy" answer (writers racing on the room more often than the server retries) is counted and
 * the move sent again; any other refusal means the benchmark plays wrong, and throws.
 */
async function measuredMove(room: Phone[], phone: Phone, body: unknown, tally: Tally) {
  for (let attempt = 1; ; attempt++) {
    const sent = performance.now();
    let answer;
    try {
      answer = await sendMove(phone.seat, body);
    } catch (error) {
      if (!isConnectionError(error) || attempt >= maxTries) throw error;
      tally.resets += 1;
      continue;
    }
    const answered = performance.now();
    if (answer.ok) {
      const reached = await Promise.all(room.map((each) => each.stream.reached(answer.version)));
      tally.answerMs.push(answered - sent);
      tally.fanOutMs.push(Math.max(...reached) - sent);
      return;
    }
    if (answer.status !== retryStatus || attempt >= maxTries) {
      throw new Error(
        `${phone.seat.name} in room ${phone.seat.code}: ${JSON.stringify(body)} refused with ${answer.status} ${answer.code} (${answer.error})`,
      );
    }
    tally.busy += 1;
  }
}

/** The card on the table, as the host's phone shows it after the last move's fan-out. */
function cardOf(room: Phone[]): number {
  const host = room[0];
  const board = host ? mostLikelyTo(host.stream.view) : null;
  if (!board?.card) throw new Error("the host's phone shows no Most Likely To card");
  return board.card.number;
}

/** The phone after `index`, round the table: whom `index` votes for. */
function neighbourOf(room: Phone[], index: number): string {
  const next = room[(index + 1) % room.length];
  if (!next) throw new Error("an empty room");
  return next.stream.view.me;
}

/**
 * Every room at once, card after card: `castVotes` sends a card's votes, and the host's Next
 * (the last vote has revealed the card) moves the room on.
 */
async function playCards(
  rooms: Phone[][],
  tally: Tally,
  castVotes: (room: Phone[], card: number) => Promise<unknown>,
) {
  const started = performance.now();
  await Promise.all(
    rooms.map(async (room) => {
      const [host] = room;
      if (!host) return;
      for (let card = 0; card < cardsPerPhase; card++) {
        const number = cardOf(room);
        await castVotes(room, number);
        await measuredMove(
          room,
          host,
          { type: "game", move: { type: "next", card: number } },
          tally,
        );
      }
    }),
  );
  tally.wallMs = performance.now() - started;
}

const voteOf = (room: Phone[], index: number, card: number) => ({
  type: "game",
  move: { type: "vote", card, for: neighbourOf(room, index) },
});

/** In each room, one move at a time, as a table where taps are seconds apart. */
function playInTurn(rooms: Phone[][], tally: Tally) {
  return playCards(rooms, tally, async (room, card) => {
    for (const [index, phone] of room.entries())
      await measuredMove(room, phone, voteOf(room, index, card), tally);
  });
}

/** In each room, every phone votes at the same moment: the worst write race. */
function playAllAtOnce(rooms: Phone[][], tally: Tally) {
  return playCards(rooms, tally, (room, card) =>
    Promise.all(
      room.map((phone, index) => measuredMove(room, phone, voteOf(room, index, card), tally)),
    ),
  );
}

function tallyRow(tally: Tally) {
  const answers = [...tally.answerMs].sort((a, b) => a - b);
  const fanOut = [...tally.fanOutMs].sort((a, b) => a - b);
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  return {
    moves: fanOut.length,
    "moves/s": Math.round(fanOut.length / (tally.wallMs / 1000)),
    "answer p50 ms": oneDecimal(percentile(answers, 50)),
    "fan-out p50 ms": oneDecimal(percentile(fanOut, 50)),
    "fan-out p99 ms": oneDecimal(percentile(fanOut, 99)),
    "fan-out max ms": oneDecimal(fanOut.at(-1) ?? Number.NaN),
    "busy, sent again": tally.busy,
    "connection failed, sent again": tally.resets,
    valid: tally.invalid ? `INVALID: ${tally.invalid.slice(0, 120)}` : "yes",
  };
}

/** Runs the room benchmark on a server of its own and prints its tables. */
export async function benchRooms(): Promise<void> {
  const server = await startServer({
    port,
    env: { NODE_ENV: "production", LOG_LEVEL: "error", TRUSTED_IP_HEADER: "x-forwarded-for" },
  });
  const streams: RoomStream[] = [];
  try {
    const beforeKib = await settledKib(server.pid);

    const entries = newTally("create and join");
    const seats = await Promise.all(
      range(roomCount).map(async (room) => {
        const host = await seatWithRetries(
          () =>
            createRoom(server.baseUrl, {
              game: "most-likely-to",
              name: "Host",
              address: addressOf(room, 0),
            }),
          entries,
        );
        // One after another, as a table's phones join; the rooms join side by side.
        const joined = [host];
        for (let phone = 1; phone < phonesPerRoom; phone++) {
          joined.push(
            await seatWithRetries(
              () =>
                joinRoom(server.baseUrl, {
                  code: host.code,
                  name: `Player ${phone + 1}`,
                  address: addressOf(room, phone),
                }),
              entries,
            ),
          );
        }
        return joined;
      }),
    );
    const rooms = await Promise.all(
      seats.map((room) =>
        Promise.all(
          room.map(async (seat) => {
            const stream = await openStream(seat, entries);
            streams.push(stream);
            return { seat, stream };
          }),
        ),
      ),
    );
    const watchingKib = await settledKib(server.pid);

    const start = newTally("start the game");
    const startedAt = performance.now();
    await phase(start, () =>
      Promise.all(
        rooms.map((room) => {
          const [host] = room;
          return host ? measuredMove(room, host, { type: "start" }, start) : null;
        }),
      ),
    );
    start.wallMs = performance.now() - startedAt;
    const inTurn = newTally("one move at a time per room");
    await phase(inTurn, () => playInTurn(rooms, inTurn));
    const atOnce = newTally("each card's votes all at once");
    await phase(atOnce, () => playAllAtOnce(rooms, atOnce));

    const phases = [start, inTurn, atOnce];
    const all: Tally = {
      name: "all moves",
      answerMs: phases.flatMap((tally) => tally.answerMs),
      fanOutMs: phases.flatMap((tally) => tally.fanOutMs),
      busy: phases.reduce((sum, tally) => sum + tally.busy, 0),
      invalid: phases.find((tally) => tally.invalid)?.invalid ?? null,
      resets: phases.reduce((sum, tally) => sum + tally.resets, 0),
      wallMs: phases.reduce((sum, tally) => sum + tally.wallMs, 0),
    };
    const phones = roomCount * phonesPerRoom;
    console.log(
      `Rooms: ${roomCount} rooms × ${phonesPerRoom} phones playing Most Likely To, every phone watching over SSE, one server on a fresh embedded database (target: fan-out p99 < ${fanOutP99TargetMs} ms, from a move sent until every phone in its room has its view):`,
    );
    console.table(phases.concat(all).map((tally) => ({ play: tally.name, ...tallyRow(tally) })));
    const allP99 = percentile(
      [...all.fanOutMs].sort((a, b) => a - b),
      99,
    );
    console.log(
      `Fan-out p99 over ${all.fanOutMs.length} moves: ${allP99.toFixed(1)} ms (target < ${fanOutP99TargetMs} ms)`,
    );
    console.log("Server memory for rooms (settled RSS; each room's phones hold a stream open):");
    const mb = (kib: number) => Math.round((kib / 1024) * 10) / 10;
    console.table([
      {
        "before any room MB": mb(beforeKib),
        [`${phones} phones watching MB`]: mb(watchingKib),
        "per room MB": Math.round(((watchingKib - beforeKib) / 1024 / roomCount) * 100) / 100,
        "per phone KB": Math.round((watchingKib - beforeKib) / phones),
        "joins and rooms sent again (busy)": entries.busy,
        "joins, rooms and streams sent again (connection failed)": entries.resets,
      },
    ]);
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}

if (import.meta.main) await benchRooms();
