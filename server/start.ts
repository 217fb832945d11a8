import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import type { AppContext } from "./context";
import { closeContext, createContext } from "./create-context";
import type { ParsedEnv } from "./env";
import { sharePageRoutes } from "./features/share";
import { resolveAuthSecret } from "./lib/auth-secret";
import { trackRequests } from "./lib/http/drain-server";
import { serverTimeouts } from "./lib/http/server-timeouts";
import type { Database } from "./lib/db";
import { setLogLevel } from "./lib/logger";
import { serveWeb } from "./lib/static-web";
import type { ImageModerator } from "./roast-engine/stages/moderate";
import { requireMediaTools } from "./roast-engine/infrastructure/tools/check-media-tools";
import { createMediaTools } from "./roast-engine/infrastructure/tools/media-tools";
import { startProbeServer } from "./start-probe-server";
import { startWorkers } from "./start-workers";

/** all: API + worker + web in one process (the embedded default); api: HTTP only; worker: jobs only. */
export type ProcessRole = "all" | "api" | "worker";

export interface StartOptions {
  env: ParsedEnv;
  role?: ProcessRole;
  /** Serve the built web app from this folder (default dist/web). */
  webDir?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** The address to listen on (default 0.0.0.0, so phones on the LAN reach it; benches use 127.0.0.1). */
  hostname?: string;
  /** An already open database (tests); otherwise one is opened from env. */
  database?: Database;
  /** Another upload moderator (tests); otherwise the one MODERATION asks for. */
  moderation?: ImageModerator;
  /** Tests that start many servers in one process: the engine's warm models are loaded once for all. */
  shareModels?: boolean;
}

export interface RunningServer {
  /** The HTTP address; empty for a worker-only process. */
  url: string;
  /** The address of /api/health and /api/ready on HEALTH_PORT, when it is set. */
  probeUrl?: string;
  ctx: AppContext;
  /**
   * Stops gracefully (SIGTERM): /api/ready answers "stopping", HTTP takes no new connection and
   * lets requests in flight finish, the queue takes no new job and lets the running ones finish,
   * each within SHUTDOWN_GRACE_MS (a render still running then goes back to the queue at once);
   * then every adapter closes.
   */
  close(): Promise<void>;
}

/** Builds the context, then starts the workers and/or the HTTP server the role asks for. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const role = options.role ?? "all";
  setLogLevel(options.env.LOG_LEVEL);
  // A wrong FFMPEG_PATH / FFPROBE_PATH stops start-up here, not in the first user's render.
  await requireMediaTools(createMediaTools({ ffmpegPath: options.env.FFMPEG_PATH, ffprobePath: options.env.FFPROBE_PATH }));
  const authSecret = await resolveAuthSecret({ given: options.env.AUTH_SECRET, dataDir: options.env.DATA_DIR });
  const ctx = await createContext({ ...options.env, authSecret }, options.database, {
    role,
    moderation: options.moderation,
    shareModels: options.shareModels,
  });
  if (role !== "api") await startWorkers(ctx);
  const state = { stopping: false };
  const hostname = options.hostname ?? "0.0.0.0";
  const graceMs = options.env.SHUTDOWN_GRACE_MS;
  const probes = options.env.HEALTH_PORT ? await startProbeServer(ctx, state, { port: options.env.HEALTH_PORT, hostname }) : undefined;
  const stopWork = async () => {
    await ctx.queue.stop({ graceful: true, timeoutMs: graceMs });
    await probes?.close();
    await closeContext(ctx);
  };
  if (role === "worker") {
    const close = async () => {
      state.stopping = true;
      await stopWork();
    };
    return { url: "", probeUrl: probes?.url, ctx, close };
  }

  const app = createApp(ctx, { process: state });
  app.route("/r", sharePageRoutes({ webDir: options.webDir }));
  app.get("*", serveWeb(options.webDir ?? "dist/web", { publicUrl: options.env.publicUrl }));
  const server = serve({
    fetch: app.fetch,
    port: options.port ?? options.env.PORT,
    hostname,
    // Bounds on how long a request may take to arrive; Node's defaults hold a stalled one for 5 minutes.
    serverOptions: serverTimeouts(options.env),
  });
  // serve() makes a plain node:http server unless given another createServer.
  const requests = trackRequests(server as Server);
  // A port already taken fails the start with its error, its workers stopped, instead of an
  // uncaught exception with the start left waiting.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", () => {
      server.off("error", reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await stopWork();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    probeUrl: probes?.url,
    ctx,
    close: async () => {
      state.stopping = true;
      // Requests first: an upload finishing now still queues its roast.
      const { cut } = await requests.drain(graceMs);
      if (cut > 0) ctx.logger.warn({ cut, graceMs }, "requests still running when the grace period ended were cut");
      await stopWork();
    },
  };
}
