import type { Env } from "./env";
import type { Auth } from "./features/auth";
import type { BillingProviders } from "./features/billing";
import type { Database } from "./lib/db";
import type { EventBus } from "./lib/events";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail";
import type { Queue } from "./lib/queue";
import type { Storage } from "./lib/storage";
import type { RoastEngine } from "./roast-engine";

/**
 * Everything a route, job or domain function may need, built once at start-up from config.
 * Adapters (files, mail, queue, events, auth, billing, roast engine) are chosen here and
 * nowhere else.
 */
export interface AppContext {
  env: Env;
  database: Database;
  logger: Logger;
  /** Uploads and rendered media: a local folder (served at /media) or S3. */
  storage: Storage;
  /** SMTP, or the dev outbox shown at /dev/mailbox. */
  mailer: Mailer;
  /** Background jobs (pg-boss); started with the server, stopped gracefully on close. */
  queue: Queue;
  /** Fan-out of small messages to every API process (roast progress). */
  events: EventBus;
  /** Accounts and sessions (better-auth), mounted at /api/auth. */
  auth: Auth;
  /** Payment providers (Stripe, PayPal, or the built-in test checkout), picked from config. */
  billing: BillingProviders;
  /** Renders roasts and compilations (ffmpeg); closed on shutdown. */
  engine: RoastEngine;
}
