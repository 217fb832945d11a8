import type { Db } from "../../lib/db";
import type { Logger } from "../../lib/logger";
import type { Mailer, MailMessage } from "../../lib/mail";
import { consumeRateLimit } from "../../lib/rate-limit-db";
import { AUTH_WINDOW_SECONDS, MAX_MAILS_PER_ADDRESS, buildMailLimitKey } from "./auth-limits";

export type SendAuthMail = (message: MailMessage) => Promise<void>;

/**
 * The one way an auth mail (confirmation, reset, sign-in link, the existing-account reminder, the
 * lock-out link) leaves: counted per recipient, whatever route or sequence of routes asked for it,
 * so nobody can flood a mailbox through a path the per-path limits do not see (a right password
 * on an unconfirmed account mails a fresh confirmation). Past the limit nothing is sent and the
 * caller goes on as if it had been, so the answer never tells whether a mail went out; the links
 * already in the inbox still work.
 */
export function createAuthMailSender(deps: { db: Db; mailer: Mailer; logger: Logger }): SendAuthMail {
  const rule = { windowMs: AUTH_WINDOW_SECONDS * 1000, max: MAX_MAILS_PER_ADDRESS };
  return async (message) => {
    const decision = await consumeRateLimit(deps.db, buildMailLimitKey(message.to), rule);
    if (!decision.allowed) {
      deps.logger.info({ subject: message.subject }, "auth mail not sent: the address had its share for now");
      return;
    }
    await deps.mailer.send(message);
  };
}
