import { SUPPORT_EMAIL } from "../../../common/brand";
import type { ContactMessage } from "../../../common/contact";
import type { Db } from "../../lib/db";
import { contactMessages } from "../../lib/db/schema";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail";

export interface SendContactMessageOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  message: ContactMessage;
  /** Where support reads mail (SUPPORT_EMAIL); unset, the placeholder inbox of the dev mailbox. */
  supportEmail?: string;
}

// Header values must stay on one line.
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * Keeps the message and forwards it to support, with Reply-To set to the sender so support can
 * answer from their mail client. The sender gets no copy: that would let anyone make us mail
 * any address.
 */
export async function sendContactMessage({ db, mailer, logger, message, supportEmail = SUPPORT_EMAIL }: SendContactMessageOptions): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: message.name, email: message.email, subject: message.subject, message: message.message })
    .returning({ id: contactMessages.id });
  try {
    await mailer.send({
      to: supportEmail,
      replyTo: message.email,
      subject: `Contact form: ${oneLine(message.subject)}`,
      text: [
        "A new message from the contact form.",
        "",
        `Name: ${oneLine(message.name)}`,
        `Email: ${message.email}`,
        `Subject: ${oneLine(message.subject)}`,
        "",
        message.message,
        "",
        `Reference: ${row.id}`,
      ].join("\n"),
    });
  } catch (error) {
    // The row stays: support can still find the message even though the mail did not go out.
    logger.error({ err: error, contactMessageId: row.id }, "contact message not mailed");
    throw new AppError("UNAVAILABLE", "Failed to send message. Please try again.", { title: "Error", cause: error });
  }
  return { id: row.id };
}
