import { randomUUID } from "node:crypto";

export type OutboxChannel = "mail" | "sms";

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  /** ISO time it was "sent". */
  sentAt: string;
  to: string;
  subject: string | null;
  text: string;
  /** The one link the message is about (a sign-in link), shown clickable. */
  link: string | null;
}

export type NewOutboxMessage = Omit<OutboxMessage, "id" | "sentAt">;

export interface Outbox {
  add(message: NewOutboxMessage): OutboxMessage;
  /** Newest first. */
  list(): OutboxMessage[];
}

const defaultCapacity = 100;

/**
 * Where mail and SMS go when no SMTP server or SMS provider is configured
 * (docs/decisions/010-sign-in-methods.md). The server creates one per process and hands it to the
 * senders and, outside production, to `/dev/outbox` through the load context — never a module-level
 * array, which Vite's development loader would duplicate.
 */
export function createOutbox(capacity = defaultCapacity): Outbox {
  const messages: OutboxMessage[] = [];
  return {
    add(message) {
      const stored = { ...message, id: randomUUID(), sentAt: new Date().toISOString() };
      messages.unshift(stored);
      messages.length = Math.min(messages.length, capacity);
      return stored;
    },
    list: () => [...messages],
  };
}
