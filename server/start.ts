import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import type { AppContext } from "./context";
import { closeContext, createContext } from "./create-context";
import type { ParsedEnv } from "./env";
import { sharePageRoutes } from "./features/share";
import { resolveAuthSecret } from "./lib/auth-secret";
import { serverTimeouts } from "./lib/http/server-timeouts";
import type { Database } from "./lib/db";
import { setLogLevel } from "./lib/logger";
import { serveWeb } from "./lib/static-web";
import type { ImageModerator } from "./roast-engine/moderate";
import { requireMediaTools } from "./roast-engine/tools/check-media-tools";
import { createMediaTools } from "./roast-engine/tools/media-tools";
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
}

export interface RunningServer {
  /** The HTTP address; empty for a worker-only process. */
  url: string;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Builds the context, then starts the workers and/or the HTTP server the role asks for. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const role = options.role ?? "all";
  setLogLevel(options.env.LOG_LEVEL);
  // A wrong FFMPEG_PATH / FFPROBE_PATH stops start-up here, not in the first user's render.
  await requireMediaTools(createMediaTools({ ffmpegPath: options.env.FFMPEG_PATH, ffprobePath: options.env.FFPROBE_PATH }));
  const authSecret = await resolveAuthSecret({ given: options.env.AUTH_SECRET, dataDir: options.env.DATA_DIR });
  const ctx = await createContext({ ...options.env, authSecret }, options.database, { role, moderation: options.moderation });
  if (role !== "api") await startWorkers(ctx);
  if (role === "worker") return { url: "", ctx, close: () => closeContext(ctx) };

  const app = createApp(ctx);
  app.route("/r", sharePageRoutes({ webDir: options.webDir }));
  app.get("*", serveWeb(options.webDir ?? "dist/web", { publicUrl: options.env.publicUrl }));
  const server = serve({
    fetch: app.fetch,
    port: options.port ?? options.env.PORT,
    hostname: options.hostname ?? "0.0.0.0",
    // Bounds on how long a request may take to arrive; Node's defaults hold a stalled one for 5 minutes.
    serverOptions: serverTimeouts(options.env),
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    ctx,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeContext(ctx);
    },
  };
}
