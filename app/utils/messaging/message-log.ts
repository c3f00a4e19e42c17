/** The part of pino's logger the senders use, so tests can pass a plain recorder. */
export interface MessageLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
