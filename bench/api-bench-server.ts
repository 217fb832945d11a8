import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "../server/env";
import { type ProcessRole, startServer } from "../server/start";
import { seedBenchUser } from "./api-bench-seed";

/**
 * One RoastReel process for the benches, on 127.0.0.1 only: `tsx bench/api-bench-server.ts <role>`
 * with the configuration in its environment (BENCH_DATA_DIR shared by the processes of one run).
 * Prints one JSON line {ready, url, …} when it is listening (or {ready:true} for a worker), then runs until
 * killed. DATABASE_URL set → PostgreSQL; otherwise PGlite in the data folder.
 */
const role = (process.argv[2] ?? "all") as ProcessRole;
const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "roastreel-bench-")));
const env = parseEnv({
  ...process.env,
  // As `npm start` runs for a newcomer (mail lands in the dev outbox); plain http on loopback.
  NODE_ENV: "development",
  AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-".padEnd(40, "x"),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  SAMPLE_GALLERY: "off",
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 0}`,
});
const server = await startServer({ env, role, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" });
const seedOptions = { roasts: Number(process.env.BENCH_SEED_ROASTS ?? 0), credits: Number(process.env.BENCH_CREDITS ?? 0) };
// More than one user when a batch would pass one person's upload rate limit (BENCH_USERS).
const users =
  role === "worker"
    ? []
    : await Promise.all(Array.from({ length: Math.max(1, Number(process.env.BENCH_USERS ?? 1)) }, () => seedBenchUser(server.ctx, seedOptions)));
const seeded = users.length ? { ...users[0], cookies: users.map((u) => u.cookie) } : {};
process.stdout.write(`${JSON.stringify({ ready: true, url: server.url.replace("localhost", "127.0.0.1"), pid: process.pid, ...seeded })}\n`);
const stop = async () => {
  await server.close().catch(() => {});
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
