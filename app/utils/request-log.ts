/** The part of pino's logger that routes use: details first (an error as `{ err }`), then text. */
export interface RequestLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}
