import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackRequests } from "./drain-server";

/** A server whose /slow answers after `ms` of the query, and whose /events never ends. */
function startServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(": open\n\n");
      return;
    }
    setTimeout(() => res.end("done"), Number(url.searchParams.get("ms") ?? 0));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

/** One request on its own connection; resolves with the body, or "cut" when the connection drops. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () => resolve(body));
      res.on("error", () => resolve("cut"));
      res.on("aborted", () => resolve("cut"));
    });
    req.on("error", () => resolve("cut"));
    req.end();
  });
}

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("draining an HTTP server", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it("finishes the requests in flight, refuses new connections, and then closes", async () => {
    const started = await startServer();
    server = started.server;
    const tracked = trackRequests(server);
    const inFlight = get(started.port, "/slow?ms=400");
    await waitFor(() => tracked.inFlight === 1);

    const drained = tracked.drain(5_000);
    expect(await get(started.port, "/slow?ms=0")).toBe("cut");
    expect(await inFlight).toBe("done");
    expect(await drained).toEqual({ cut: 0 });
    expect(server.listening).toBe(false);
  });

  it("ends live event streams at once instead of waiting out the grace period", async () => {
    const started = await startServer();
    server = started.server;
    const tracked = trackRequests(server);
    const stream = get(started.port, "/events", { accept: "text/event-stream" });
    await waitFor(() => tracked.inFlight === 1);

    const before = Date.now();
    expect(await tracked.drain(10_000)).toEqual({ cut: 0 });
    expect(Date.now() - before).toBeLessThan(5_000);
    expect(await stream).toBe("cut");
  });

  it("cuts a request still running when the grace period ends", async () => {
    const started = await startServer();
    server = started.server;
    const tracked = trackRequests(server);
    const slow = get(started.port, "/slow?ms=60000");
    await waitFor(() => tracked.inFlight === 1);

    expect(await tracked.drain(200)).toEqual({ cut: 1 });
    expect(await slow).toBe("cut");
  });
});
