import type { MessageLog } from "./message-log.ts";
import type { Outbox } from "./outbox.server.ts";

export interface SmsMessage {
  /** E.164, e.g. +4512345678. */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: "http" | "outbox";
  send(message: SmsMessage): Promise<void>;
}

export interface SmsConfig {
  /** The provider's endpoint; unset sends to the outbox. */
  url?: string | undefined;
  token?: string | undefined;
}

const providerTimeoutMs = 10_000;

/**
 * SMS through a configured HTTP provider — `POST {url}` with JSON `{to, text}` and
 * `Authorization: Bearer {token}` — or the dev outbox when none is configured.
 */
export function createSmsSender(
  config: SmsConfig,
  deps: { outbox: Outbox; log: MessageLog; fetch?: typeof fetch },
): SmsSender {
  const { url, token } = config;
  if (!url) return outboxSmsSender(deps);
  const send = deps.fetch ?? fetch;
  return {
    kind: "http",
    async send(message) {
      const response = await send(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(providerTimeoutMs),
      });
      if (!response.ok) {
        throw new Error(`the SMS provider answered ${response.status} ${response.statusText}`);
      }
      // The number only: the text carries a sign-in code that must not reach the logs.
      deps.log.info({ to: message.to }, "sms sent");
    },
  };
}

export function outboxSmsSender(deps: { outbox: Outbox; log: MessageLog }): SmsSender {
  return {
    kind: "outbox",
    async send(message) {
      deps.outbox.add({
        channel: "sms",
        to: message.to,
        subject: null,
        text: message.text,
        link: null,
      });
      deps.log.info({ to: message.to, text: message.text }, "sms kept in the outbox (no SMS_URL)");
    },
  };
}
