import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface DrainingServer {
  /** Requests being answered now. */
  readonly inFlight: number;
  /**
   * Stops taking connections, lets the requests in flight finish for up to `graceMs`, then cuts
   * what is left. Live event streams are ended at once: they never finish by themselves, and their
   * browsers reconnect (EventSource), to another process behind the same address.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
}

const POLL_MS = 50;

/** Tracks a server's requests from now on, so that it can stop without dropping any in flight. */
export function trackRequests(server: Server): DrainingServer {
  const active = new Map<ServerResponse, IncomingMessage>();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    active.set(res, req);
    res.once("close", () => active.delete(res));
  });
  return {
    get inFlight() {
      return active.size;
    },
    async drain(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [res, req] of active) if (isEventStream(req)) res.destroy();
      const deadline = Date.now() + graceMs;
      while (active.size > 0 && Date.now() < deadline) {
        // A kept-alive connection whose request just ended would otherwise wait for its next one.
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const cut = active.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}

const isEventStream = (req: IncomingMessage) => (req.headers.accept ?? "").includes("text/event-stream");
