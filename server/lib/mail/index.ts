import type { Env } from "../../env";
import type { Db } from "../db";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

export type { Mailer, MailMessage } from "./mailer";
export { createOutboxMailer } from "./outbox-mailer";
export { createSmtpMailer, type SmtpMailerOptions } from "./smtp-mailer";

/** SMTP when SMTP_URL is set, otherwise the dev outbox. */
export function createMailer(env: Env, db: Db): Mailer {
  if (env.SMTP_URL) return createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
  return createOutboxMailer(db, env.MAIL_FROM);
}
