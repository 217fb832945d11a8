import type { Logger } from "../logger";
import { ChannelHandlers } from "./channel-handlers";
import type { EventBus } from "./event-bus";

/**
 * The embedded default: one process, so fan-out is a function call. Buses made with the same
 * hub share their subscribers, as buses on one PostgreSQL server do.
 */
export function createLocalEventBus(hub: ChannelHandlers): EventBus {
  const mine: [string, (payload: unknown) => void][] = [];
  return {
    publish: async (channel, payload) => {
      // A copy through JSON, so subscribers see exactly what a NOTIFY would have carried.
      const copy = payload === undefined ? null : JSON.parse(JSON.stringify(payload));
      queueMicrotask(() => hub.dispatch(channel, copy));
    },
    subscribe: async (channel, handler) => {
      hub.add(channel, handler);
      mine.push([channel, handler]);
      return async () => {
        hub.remove(channel, handler);
      };
    },
    close: async () => {
      for (const [channel, handler] of mine.splice(0)) hub.remove(channel, handler);
    },
  };
}

const hubs = new WeakMap<object, ChannelHandlers>();

/** The hub shared by every bus of one embedded database. */
export function localHubFor(owner: object, logger?: Logger): ChannelHandlers {
  const hub = hubs.get(owner) ?? new ChannelHandlers(logger);
  hubs.set(owner, hub);
  return hub;
}
