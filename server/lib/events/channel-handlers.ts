import type { Logger } from "../logger";
import type { EventHandler } from "./event-bus";

/**
 * Subscribers per channel. Each handler is called on its own: one that throws is logged and
 * cannot stop the others, nor break the connection that delivered the message.
 */
export class ChannelHandlers {
  private readonly byChannel = new Map<string, Set<EventHandler>>();

  constructor(private readonly logger?: Logger) {}

  /** Returns true when this is the channel's first handler. */
  add(channel: string, handler: EventHandler): boolean {
    const existing = this.byChannel.get(channel);
    const set = existing ?? new Set<EventHandler>();
    if (!existing) this.byChannel.set(channel, set);
    set.add(handler);
    return !existing;
  }

  /** Returns true when the channel has no handler left. */
  remove(channel: string, handler: EventHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  dispatch(channel: string, payload: unknown): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        this.logger?.error({ err: error, channel }, "event handler failed");
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
