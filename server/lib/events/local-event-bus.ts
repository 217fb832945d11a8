import type { Logger } from "../logger";
import type { ChannelHandlers } from "./channel-handlers";
import type { EventBus } from "./event-bus";

/**
 * The embedded default: one process, so fan-out is a function call. Buses made with the same
 * hub share their subscribers, as buses on one PostgreSQL server do.
 */
export function createLocalEventBus(hub: ChannelHandlers, logger?: Logger): EventBus {
  const mine: [string, (payload: unknown) => void][] = [];
  return {
    publish: async (channel, payload) => {
      // A copy through JSON, so subscribers see exactly what a NOTIFY would have carried.
      const copy = payload === undefined ? null : JSON.parse(JSON.stringify(payload));
      queueMicrotask(() => hub.dispatch(channel, copy));
    },
    subscribe: async (channel, handler) => {
      // A handler that throws is logged by the bus that subscribed it, whoever published.
      const guarded = (payload: unknown) => {
        try {
          handler(payload);
        } catch (error) {
          logger?.error({ err: error, channel }, "event handler failed");
        }
      };
      hub.add(channel, guarded);
      mine.push([channel, guarded]);
      return async () => {
        hub.remove(channel, guarded);
      };
    },
    close: async () => {
      for (const [channel, handler] of mine.splice(0)) hub.remove(channel, handler);
    },
  };
}
