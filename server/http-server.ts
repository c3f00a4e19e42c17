import { createServer, type RequestListener, type Server } from "node:http";

/** How long a client may take, and how many may be connected at once. */
export interface ConnectionLimits {
  /** From the connection's first byte until its request's headers are in. */
  headersTimeoutMs: number;
  /**
   * Until the whole request, body included, is in. Node stops counting once the request is
   * received, so a room's event stream, answered for hours, is not cut by it.
   */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past those times. */
  checkEveryMs: number;
  /** Past this, new connections are closed at once rather than queued without end. */
  maxConnections: number;
}

// A phone on a poor network sends its headers within a second or two; a client that takes
// ten is holding a connection open on purpose (slowloris). Bodies are small (1 MB at most).
export const connectionLimits: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkEveryMs: 1_000,
  // Far above a busy night's phones (each holds a stream and a request or two), far below
  // the process's file descriptors.
  maxConnections: 4_096,
};

/** The HTTP server with every time and count bounded. */
export function boundedServer(
  listener: RequestListener,
  limits: ConnectionLimits = connectionLimits,
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
