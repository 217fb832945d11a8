/**
 * Fan-out of small JSON messages to every API process: in-process on the embedded default,
 * PostgreSQL LISTEN/NOTIFY when several processes share a server.
 */
export type EventHandler = (payload: unknown) => void;

export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
