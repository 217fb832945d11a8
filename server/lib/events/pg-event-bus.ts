import type pg from "pg";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { ChannelHandlers } from "./channel-handlers";
import type { EventBus } from "./event-bus";
import { MAX_NOTIFY_BYTES, toPgChannel } from "./pg-channel";

export interface PgEventBusOptions {
  logger?: Logger;
  /** Waits between reconnection attempts; the last one repeats. */
  reconnectDelaysMs?: number[];
}

/**
 * Fan-out across processes with PostgreSQL LISTEN/NOTIFY. One dedicated connection listens;
 * when it drops, the bus reconnects and listens again to every channel it had.
 */
export async function createPgEventBus(pool: pg.Pool, options: PgEventBusOptions = {}): Promise<EventBus> {
  const { logger } = options;
  const delays = options.reconnectDelaysMs ?? [1000, 2000, 5000, 10_000];
  const handlers = new ChannelHandlers(logger);
  let client: pg.PoolClient | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = (c: pg.PoolClient, channel: string) => c.query(`LISTEN "${toPgChannel(channel)}"`);

  const onNotification = (message: pg.Notification) => {
    try {
      const { c, p } = JSON.parse(message.payload ?? "") as { c: string; p: unknown };
      handlers.dispatch(c, p);
    } catch (error) {
      logger?.warn({ err: error, channel: message.channel }, "ignored a malformed event");
    }
  };

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const wait = delays[Math.min(failures, delays.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error) => {
        logger?.warn({ err: error }, "event listener reconnection failed");
        scheduleReconnect();
      });
    }, wait);
  }

  async function connect() {
    const c = await pool.connect();
    const lost = (error?: Error) => {
      if (client !== c) return;
      client = null;
      logger?.warn({ err: error }, "event listener connection lost; reconnecting");
      c.release(error ?? true);
      scheduleReconnect();
    };
    c.on("error", lost);
    c.on("end", () => lost());
    c.on("notification", onNotification);
    try {
      for (const channel of handlers.channels()) await listen(c, channel);
    } catch (error) {
      c.release(true);
      throw error;
    }
    if (closed) return void c.release(true);
    client = c;
    failures = 0;
  }

  await connect();

  return {
    publish: async (channel, payload) => {
      const message = JSON.stringify({ c: channel, p: payload ?? null });
      if (Buffer.byteLength(message) > MAX_NOTIFY_BYTES) {
        throw new AppError("INTERNAL", `Event for ${channel} is too large to publish`);
      }
      await pool.query("SELECT pg_notify($1, $2)", [toPgChannel(channel), message]);
    },
    subscribe: async (channel, handler) => {
      // A failure here means the connection dropped: its reconnection listens to every channel
      // that has handlers, this one included.
      if (handlers.add(channel, handler) && client) {
        await listen(client, channel).catch((error) => logger?.warn({ err: error, channel }, "LISTEN failed"));
      }
      return async () => {
        if (handlers.remove(channel, handler) && client) await client.query(`UNLISTEN "${toPgChannel(channel)}"`);
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      // Destroy rather than return the connection: a pooled client must not keep listening.
      client?.release(true);
      client = null;
    },
  };
}
