import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { findFreePort } from "../tests/support/test-server";

/**
 * npm run bench:api — signed-in API reads under load: GET /api/roasts (20 roasts) and GET /api/me,
 * 100 connections for 10 s each, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on
 * PostgreSQL. The server runs in its own process on 127.0.0.1 so the load generator does not share
 * its event loop. Budget (docs/benchmarks.md): p99 ≤ 50 ms and ≥ 1,500 req/s on PostgreSQL, 2 cores.
 * Options: --duration=10 --connections=100, --only=postgres (or pglite), --routes=/api/me (one or
 * more, comma-separated), --cpu-prof (the server writes a .cpuprofile to bench/out/ when it stops),
 * --identity (ask for uncompressed answers; by default the requests carry a browser's
 * Accept-Encoding, as the studio's do). Writes bench/api-results.json.
 */
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const duration = arg("duration", 10);
const connections = arg("connections", 100);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const only = process.argv.find((a) => a.startsWith("--only="))?.split("=")[1];
const cpuProf = process.argv.includes("--cpu-prof");
const acceptEncoding = process.argv.includes("--identity") ? "identity" : "gzip, deflate, br";
const routes = process.argv
  .find((a) => a.startsWith("--routes="))
  ?.split("=")[1]
  .split(",") ?? ["/api/roasts", "/api/me"];

export { findFreePort };

export interface BenchProcess {
  child: ChildProcess;
  info: { url?: string; cookie?: string; cookies?: string[]; userId?: string };
}

/** An API process's Node flags, as README's production command gives them (ADR 0016). */
const API_PROCESS_NODE_ARGS = ["--max-semi-space-size=32"];

/** Starts bench/api-bench-server.ts in a role and waits for its JSON line. */
export async function startBenchProcess(role: "all" | "api" | "worker", env: Record<string, string>, nodeArgs: string[] = []): Promise<BenchProcess> {
  const roleArgs = role === "api" ? API_PROCESS_NODE_ARGS : [];
  const child = spawn(process.execPath, [...roleArgs, ...nodeArgs, "--import", "tsx", "bench/api-bench-server.ts", role], {
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

/**
 * CPU time (user + system, ms) a process has used so far, from Linux's /proc; undefined elsewhere.
 * Per request it is the load-independent figure: req/s on a shared machine says more about the
 * neighbours than about the server.
 */
function readCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function measure(server: BenchProcess, path: string) {
  const { url, cookie } = server.info as { url: string; cookie: string };
  const cpuBefore = readCpuMs(server.child.pid);
  const result = await autocannon({ url: `${url}${path}`, connections, duration, headers: { cookie, "accept-encoding": acceptEncoding } });
  const cpuAfter = readCpuMs(server.child.pid);
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  // autocannon counts a refused connection as an error, not a failure: a server gone would read as 0 req/s.
  if (result.requests.total === 0 || server.child.exitCode !== null)
    throw new Error(`${path}: the server answered nothing (exit code ${server.child.exitCode})`);
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMsPerRequest: cpuBefore === undefined || cpuAfter === undefined ? null : Number(((cpuAfter - cpuBefore) / result.requests.total).toFixed(3)),
    loadAverage: Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]),
    errors: result.errors,
    total: result.requests.total,
    bytesPerAnswer: Math.round(result.throughput.total / result.requests.total),
    acceptEncoding,
  };
}

async function benchDatabase(name: "pglite" | "postgres", env: Record<string, string>) {
  const port = await findFreePort();
  const profile = cpuProf ? ["--cpu-prof", "--cpu-prof-dir=bench/out"] : [];
  const server = await startBenchProcess("api", { ...env, PORT: String(port), BENCH_SEED_ROASTS: "20" }, profile);
  try {
    const { url, cookie } = server.info as { url: string; cookie: string };
    // A short warm-up of every measured route (JIT, connection pool, the list's first build), so
    // the figures are the steady state and not the first second of a cold process.
    for (const route of routes)
      await autocannon({ url: `${url}${route}`, connections: 10, duration: 2, headers: { cookie, "accept-encoding": acceptEncoding } });
    const rows = [];
    for (const route of routes) rows.push(await measure(server, route));
    return rows.map((row) => ({ database: name, ...row }));
  } finally {
    await stopBenchProcess(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = only === "postgres" ? [] : [...(await benchDatabase("pglite", {}))];
  if (only !== "pglite" && postgresUrl) results.push(...(await benchDatabase("postgres", { DATABASE_URL: postgresUrl })));
  else if (only !== "pglite") process.stderr.write("PostgreSQL skipped: set BENCH_DATABASE_URL (scripts/start-test-postgres.sh starts one).\n");
  const report = { date: new Date().toISOString(), cpus: cpus().length, connections, durationSec: duration, results };
  await writeFile("bench/api-results.json", `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    `Accept-Encoding: ${acceptEncoding}\n| database | route | req/s | p50 ms | p99 ms | server CPU ms/request | bytes/answer | load |\n|---|---|---|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.database} | GET ${r.path} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.serverCpuMsPerRequest ?? "?"} | ${r.bytesPerAnswer} | ${r.loadAverage} |\n`,
    );
  }
}
