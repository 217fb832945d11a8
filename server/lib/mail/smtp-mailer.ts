import nodemailer from "nodemailer";
import type { Mailer } from "./mailer";

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. `RoastReel <no-reply@roastreel.app>`. */
  from: string;
}

/** Real mail through an SMTP server. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: "smtp",
    send: async (message) => {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}
