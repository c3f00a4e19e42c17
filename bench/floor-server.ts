// The floor a room move is measured against (bench/room-load.ts): the least a server can do for
// the same traffic, with no framework and no database. GET /events/ROOM streams server-sent
// events; POST /moves/ROOM takes a small JSON move, numbers it and sends it to the room's
// streams; POST /tally/ROOM takes one and only answers (an audience's vote nobody sees until the
// reveal). Run as `node bench/floor-server.ts PORT`.
import { createServer, type ServerResponse } from "node:http";

const rooms = new Map<string, { version: number; streams: Set<ServerResponse> }>();
const roomOf = (code: string) => {
  let room = rooms.get(code);
  if (!room) rooms.set(code, (room = { version: 0, streams: new Set() }));
  return room;
};
const eventOf = (version: number, data: string) => `id: ${version}\nevent: view\ndata: ${data}\n\n`;

const server = createServer((req, res) => {
  const [, kind, code = ""] = (req.url ?? "").split("/");
  if (req.method === "GET" && kind === "ready") return res.end("ok");
  const room = roomOf(code);
  if (req.method === "GET" && kind === "events") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(eventOf(room.version, JSON.stringify({ version: room.version })));
    room.streams.add(res);
    res.on("close", () => room.streams.delete(res));
    return;
  }
  if (req.method !== "POST" || (kind !== "moves" && kind !== "tally")) {
    return res.writeHead(404).end();
  }
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    let move: unknown;
    try {
      move = JSON.parse(body);
    } catch {
      return res.writeHead(400).end();
    }
    if (kind === "tally") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ version: room.version }));
    }
    room.version += 1;
    const event = eventOf(room.version, JSON.stringify({ version: room.version, move }));
    for (const stream of room.streams) stream.write(event);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ version: room.version }));
  });
});
server.listen(Number(process.argv[2] ?? 3497), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
