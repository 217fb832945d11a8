import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppContext, AppEnv } from "./context";
import { healthRoutes } from "./features/health/health.routes";
import type { ProcessState } from "./lib/readiness";

export interface ProbeServer {
  url: string;
  close(): Promise<void>;
}

/**
 * HEALTH_PORT: /api/health and /api/ready alone on a port of their own, for a worker (which serves
 * no other HTTP) and any process a container's health check asks. Nothing else is served here.
 */
export async function startProbeServer(ctx: AppContext, state: ProcessState, options: { port: number; hostname: string }): Promise<ProbeServer> {
  const app = new Hono<AppEnv>().route("/api", healthRoutes(ctx, state));
  app.notFound((c) => c.json({ error: "Not found", code: "NOT_FOUND" }, 404));
  // serve() makes a plain node:http server unless given another createServer.
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
