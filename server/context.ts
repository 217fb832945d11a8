import type { Env } from "./env";
import type { Database } from "./lib/db";
import type { Logger } from "./lib/logger";

/**
 * Everything a route, job or domain function may need, built once at start-up from config.
 * Adapters (files, mail, queue, events, auth, billing, roast engine) are chosen here and
 * nowhere else.
 */
export interface AppContext {
  env: Env;
  database: Database;
  logger: Logger;
}
