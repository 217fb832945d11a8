import type { Database } from "../db";
import type { Logger } from "../logger";
import type { EventBus } from "./event-bus";
import { ChannelHandlers } from "./channel-handlers";
import { createLocalEventBus } from "./local-event-bus";
import { createPgEventBus } from "./pg-event-bus";

export type { EventBus, EventHandler } from "./event-bus";
export { createLocalEventBus } from "./local-event-bus";
export { createPgEventBus, type PgEventBusOptions } from "./pg-event-bus";
export { toPgChannel } from "./pg-channel";

/** LISTEN/NOTIFY on PostgreSQL (several API processes), in-process on embedded PGlite. */
export async function createEventBus(database: Database, options: { logger?: Logger } = {}): Promise<EventBus> {
  if (database.pool) return createPgEventBus(database.pool, { logger: options.logger });
  // Buses on one embedded database share its hub, as buses on one PostgreSQL server share NOTIFY.
  return createLocalEventBus(database.localEventHub ?? new ChannelHandlers(), options.logger);
}
