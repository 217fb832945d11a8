import type { Env } from "./env";
import type { Auth } from "./features/auth/create-auth";
import type { SessionReader } from "./features/auth/session-reader";
import type { SessionUser } from "./features/shared/session-user";
import type { SelectedProviders } from "./features/billing/select-providers";
import type { WatchedModerator } from "./features/roasts/moderation/moderation-readiness";
import type { RoastViewMemory } from "./features/roasts/view/roast-view-memory";
import type { Database } from "./lib/db";
import type { EventBus } from "./lib/events";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail";
import type { Queue } from "./lib/queue";
import type { Storage } from "./lib/storage";
import type { Telemetry } from "./lib/telemetry/telemetry";
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
  /** The origin of the storage's signed links when it is not the app's own (an S3 bucket). */
  mediaOrigin?: string;
  /** SMTP, or the dev outbox shown at /dev/mailbox. */
  mailer: Mailer;
  /** Background jobs (pg-boss); started with the server, stopped gracefully on close. */
  queue: Queue;
  /** Fan-out of small messages to every API process (roast progress). */
  events: EventBus;
  /** Accounts and sessions (better-auth), mounted at /api/auth. */
  auth: Auth;
  /** The signed-in user of a request, read from its session cookie in one query. */
  session: SessionReader;
  /** Payment providers (Stripe, PayPal, or the built-in test checkout), picked from config. */
  billing: SelectedProviders;
  /** Renders roasts and compilations (ffmpeg); closed on shutdown. */
  engine: RoastEngine;
  /** Judges every upload before anything is spent on it (nsfwjs on wasm, or off: MODERATION); its state is in /api/health. */
  moderation: WatchedModerator;
  /** What reading roasts keeps between requests: prepared list queries, signed links, kept answers. */
  roastViews: RoastViewMemory;
  /** Traces of a roast from upload to stored video (OpenTelemetry over OTLP), or nothing when no endpoint is set. */
  telemetry: Telemetry;
}

/** What every route's Hono context holds (c.get("ctx"), c.get("user")). */
export type AppEnv = {
  Variables: {
    ctx: AppContext;
    requestId: string;
    /** Set by requireUser / optionalUser. */
    user?: SessionUser;
  };
};
