import { type ChildProcess, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { findFreePort } from "../tests/support/test-server";

/**
 * npm run bench:api — signed-in API reads under load: GET /api/roasts (20 roasts) and GET /api/me,
 * 100 connections for 10 s each, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on
 * PostgreSQL. The server runs in its own process on 127.0.0.1 so the load generator does not share
 * its event loop. Budget (DESIGN.md §7): p99 ≤ 50 ms and ≥ 1,500 req/s on PostgreSQL, 2 cores.
 * Options: --duration=10 --connections=100. Writes bench/api-results.json.
 */
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const duration = arg("duration", 10);
const connections = arg("connections", 100);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export { findFreePort };

export interface BenchProcess {
  child: ChildProcess;
  info: { url?: string; cookie?: string; cookies?: string[]; userId?: string };
}

/** Starts bench/api-bench-server.ts in a role and waits for its JSON line. */
export async function startBenchProcess(role: "all" | "api" | "worker", env: Record<string, string>): Promise<BenchProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/api-bench-server.ts", role], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<BenchProcess["info"]>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench ${role} process exited with ${code} before it was ready`)));
    lines.on("line", (line) => {
      // Log lines are JSON too; the ready line says so.
      if (line.startsWith('{"ready":true')) resolve(JSON.parse(line));
    });
  });
  return { child, info };
}

export function stopBenchProcess(p: BenchProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (p.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.child.once("exit", () => resolve());
    p.child.kill(signal);
  });
}

async function measure(url: string, cookie: string, path: string) {
  const result = await autocannon({ url: `${url}${path}`, connections, duration, headers: { cookie } });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    total: result.requests.total,
  };
}

async function benchDatabase(name: "pglite" | "postgres", env: Record<string, string>) {
  const port = await findFreePort();
  const server = await startBenchProcess("api", { ...env, PORT: String(port), BENCH_SEED_ROASTS: "20" });
  try {
    const { url, cookie } = server.info as { url: string; cookie: string };
    // A short warm-up: JIT, connection pool, session cache.
    await autocannon({ url: `${url}/api/me`, connections: 10, duration: 2, headers: { cookie } });
    const rows = [await measure(url, cookie, "/api/roasts"), await measure(url, cookie, "/api/me")];
    return rows.map((row) => ({ database: name, ...row }));
  } finally {
    await stopBenchProcess(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = [...(await benchDatabase("pglite", {}))];
  if (postgresUrl) results.push(...(await benchDatabase("postgres", { DATABASE_URL: postgresUrl })));
  else process.stderr.write("PostgreSQL skipped: set BENCH_DATABASE_URL (scripts/start-test-postgres.sh starts one).\n");
  const report = { date: new Date().toISOString(), cpus: cpus().length, connections, durationSec: duration, results };
  await writeFile("bench/api-results.json", `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write("| database | route | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|\n");
  for (const r of results) process.stdout.write(`| ${r.database} | GET ${r.path} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} |\n`);
}
