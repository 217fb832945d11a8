import type { Db } from "../db";
import { mailOutbox } from "../db/schema";
import type { Mailer } from "./mailer";

/**
 * The embedded default: mail is stored in `mail_outbox` instead of sent, and shown at
 * /dev/mailbox, so sign-up links work on a machine with no SMTP server.
 */
export function createOutboxMailer(db: Db, from: string): Mailer {
  return {
    kind: "outbox",
    send: async (message) => {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        meta: { from, replyTo: message.replyTo ?? null },
      });
    },
  };
}
