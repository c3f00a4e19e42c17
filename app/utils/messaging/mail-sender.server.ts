import type { Transporter } from "nodemailer";
import type { MessageLog } from "./message-log.ts";
import type { Outbox } from "./outbox.server.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about; the outbox shows it clickable. */
  link?: string;
}

export interface MailSender {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** smtp:// or smtps:// with credentials; unset sends to the outbox. */
  smtpUrl?: string | undefined;
  from: string;
}

/** SMTP through nodemailer when SMTP_URL is set, otherwise the dev outbox (README). */
export function createMailSender(
  config: MailConfig,
  deps: { outbox: Outbox; log: MessageLog },
): MailSender {
  const smtpUrl = config.smtpUrl;
  if (!smtpUrl) return outboxMailSender(deps);
  // nodemailer is loaded with the first mail: a server that sends none never loads it.
  let transport: Promise<Transporter> | undefined;
  return {
    kind: "smtp",
    async send(message) {
      transport ??= import("nodemailer").then(({ createTransport }) => createTransport(smtpUrl));
      await (
        await transport
      ).sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      // The address only: the text carries a sign-in link that must not reach the logs.
      deps.log.info({ to: message.to, subject: message.subject }, "mail sent");
    },
  };
}

export function outboxMailSender(deps: { outbox: Outbox; log: MessageLog }): MailSender {
  return {
    kind: "outbox",
    async send(message) {
      deps.outbox.add({
        channel: "mail",
        to: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link ?? null,
      });
      deps.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        "mail kept in the outbox (no SMTP_URL)",
      );
    },
  };
}
