import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { SHOWCASE_SAMPLE_IDS, drawSample } from "../server/features/gallery/showcase";
import { UPLOAD_RATE_LIMIT } from "../server/features/roasts/create/upload-limits";
import { type BenchProcess, findFreePort, startBenchProcess, stopBenchProcess } from "./api-bench";
import { readTreeRss } from "./track-peak-rss";

/**
 * npm run bench:throughput — N roasts (default 30) uploaded at once by one user, timed from upload
 * to ready (the roast completed and its portrait too: landscape and portrait render together, ADR 0014) on one all-in-one process
 * (PGlite) for each WORKER_CONCURRENCY given, and with 2 worker processes on PostgreSQL when
 * BENCH_DATABASE_URL is set. Options: --roasts=30 --concurrency=1,2 (empty: none) --pg-workers=2 --pg-concurrency=1. Loopback only; each run stops
 * by itself (a 20-minute ceiling). Also the peak resident memory of the largest process with its
 * ffmpeg children (DESIGN §7: a worker ≤ 800 MB). Writes bench/throughput-results.json.
 */
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const roasts = Number(arg("roasts", "30"));
const concurrencies = arg("concurrency", "1,2").split(",").filter(Boolean).map(Number);
// On PostgreSQL: how many worker processes, and how many roasts each takes at once.
const pgWorkers = Number(arg("pg-workers", "2"));
const pgConcurrency = arg("pg-concurrency", "1");
const postgresUrl = process.env.BENCH_DATABASE_URL;
const CEILING_MS = 20 * 60_000;
// As README's production commands and `npm start` run every process that renders (ADR 0013).
const RENDERING_PROCESS = { MALLOC_MMAP_THRESHOLD_: "131072", NODE_OPTIONS: "--expose-gc --max-semi-space-size=4" };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0;
};

/** One user per this many uploads: a batch from one person would meet the upload rate limit. */
const ROASTS_PER_USER = UPLOAD_RATE_LIMIT.max;
const benchUsers = Math.ceil(roasts / ROASTS_PER_USER);

async function runBatch(url: string, cookies: string[]) {
  const images = await Promise.all(SHOWCASE_SAMPLE_IDS.map((id) => drawSample(id)));
  const headersOf = (i: number) => ({ cookie: cookies[i % cookies.length], origin: url });
  const started = Date.now();
  const uploadOne = async (i: number) => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(images[i % images.length])], { type: "image/png" }), "profile.png");
    const response = await fetch(`${url}/api/roasts`, { method: "POST", body: form, headers: headersOf(i) });
    if (response.status >= 300) throw new Error(`upload ${i}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { roast: { id: string } }).roast.id;
  };
  // Each person sends theirs one after another (an account may have only 3 uploads arriving at
  // once, admit-upload.ts), everyone at the same time: the batch is queued within seconds.
  const ids: string[] = [];
  await Promise.all(
    cookies.map(async (_, user) => {
      for (let i = user; i < roasts; i += cookies.length) ids[i] = await uploadOne(i);
    }),
  );
  const readyAt = new Map<string, number>();
  let failed = 0;
  while (readyAt.size + failed < ids.length && Date.now() - started < CEILING_MS) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lists = await Promise.all(
      cookies.map(
        async (_, i) =>
          ((await (await fetch(`${url}/api/roasts`, { headers: headersOf(i) })).json()) as { roasts: { id: string; status: string; portraitStatus: string }[] })
            .roasts,
      ),
    );
    failed = 0;
    for (const roast of lists.flat()) {
      // Ready when both videos are: a roast completes with its first video, its portrait a moment later.
      if (roast.status === "completed" && roast.portraitStatus !== "pending" && !readyAt.has(roast.id)) readyAt.set(roast.id, Date.now() - started);
      if (roast.status === "failed") failed++;
    }
  }
  const times = [...readyAt.values()];
  const wallMs = Math.max(...times, 1);
  return {
    roasts,
    completed: times.length,
    failed,
    wallSec: Math.round(wallMs / 100) / 10,
    roastsPerMin: Math.round((times.length / (wallMs / 60_000)) * 10) / 10,
    p50ReadySec: Math.round(percentile(times, 0.5) / 100) / 10,
    p90ReadySec: Math.round(percentile(times, 0.9) / 100) / 10,
  };
}

/** Runs the batch on fresh processes; also the peak resident memory of the largest one with its ffmpeg children. */
async function withProcesses<T extends { completed: number }>(
  start: () => Promise<BenchProcess[]>,
  run: (web: BenchProcess) => Promise<T>,
): Promise<T & { peakRssMb: number }> {
  const processes = await start();
  const peaks = processes.map(() => 0);
  const sample = () => {
    for (const [i, p] of processes.entries()) {
      if (!p.child.pid) continue;
      const rss = readTreeRss(p.child.pid);
      peaks[i] = Math.max(peaks[i], rss.self + rss.children);
    }
  };
  const timer = setInterval(sample, 100);
  const cpuBefore = processes.map((p) => readCpuWithChildrenMs(p.child.pid));
  try {
    const result = await run(processes[0]);
    const cpuMsOf = processes.map((p, i) => readCpuWithChildrenMs(p.child.pid) - cpuBefore[i]);
    const cpuMs = cpuMsOf.reduce((sum, ms) => sum + ms, 0);
    const perRoast = (ms: number) => (result.completed ? Math.round(ms / result.completed / 100) / 10 : null);
    const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
    // The first process serves the pages (API, or everything in one); any others are workers.
    return {
      ...result,
      peakRssMb: mb(Math.max(...peaks)),
      workerPeakRssMb: processes.length > 1 ? mb(Math.max(...peaks.slice(1))) : null,
      // CPU the batch cost, every process and its finished ffmpeg runs: the load-independent figure.
      cpuSecPerRoast: perRoast(cpuMs),
      // The workers' part alone (with their ffmpeg runs): what another machine of workers would spend.
      workerCpuSecPerRoast: processes.length > 1 ? perRoast(cpuMs - cpuMsOf[0]) : null,
    };
  } finally {
    clearInterval(timer);
    for (const p of processes) await stopBenchProcess(p);
  }
}

/**
 * CPU time (ms) a process and its children it has waited for (its ffmpeg runs) have used, from
 * Linux's /proc: utime, stime, cutime and cstime, in clock ticks of 10 ms. 0 where unreadable.
 */
function readCpuWithChildrenMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

const results: Record<string, unknown>[] = [];
for (const concurrency of concurrencies) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-throughput-"));
  const env = {
    ...RENDERING_PROCESS,
    BENCH_DATA_DIR: dataDir,
    WORKER_CONCURRENCY: String(concurrency),
    BENCH_CREDITS: String(roasts),
    BENCH_USERS: String(benchUsers),
  };
  const result = await withProcesses(
    async () => [await startBenchProcess("all", { ...env, PORT: String(await findFreePort()) })],
    (web) => runBatch(web.info.url as string, web.info.cookies as string[]),
  );
  results.push({ setup: `1 all-in-one process, PGlite, WORKER_CONCURRENCY=${concurrency}`, ...result });
  process.stderr.write(`${JSON.stringify(results.at(-1))}\n`);
  await rm(dataDir, { recursive: true, force: true });
}
if (postgresUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "roastreel-throughput-"));
  const env = {
    BENCH_DATA_DIR: dataDir,
    DATABASE_URL: postgresUrl,
    WORKER_CONCURRENCY: pgConcurrency,
    BENCH_CREDITS: String(roasts),
    BENCH_USERS: String(benchUsers),
  };
  const result = await withProcesses(
    async () => [
      await startBenchProcess("api", { ...env, PORT: String(await findFreePort()) }),
      ...(await Promise.all(Array.from({ length: pgWorkers }, () => startBenchProcess("worker", { ...env, ...RENDERING_PROCESS })))),
    ],
    (web) => runBatch(web.info.url as string, web.info.cookies as string[]),
  );
  results.push({ setup: `1 API + ${pgWorkers} worker process(es), PostgreSQL, WORKER_CONCURRENCY=${pgConcurrency}`, ...result });
  await rm(dataDir, { recursive: true, force: true });
}
await writeFile("bench/throughput-results.json", `${JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, results }, null, 2)}\n`);
process.stdout.write(
  "| setup | roasts | completed | roasts/min | p50 ready s | p90 ready s | CPU s a roast (workers) | peak RSS, largest process | peak RSS, a worker process |\n|---|---|---|---|---|---|---|---|---|\n",
);
for (const r of results) {
  const worker = r.workerPeakRssMb === null ? "—" : `${r.workerPeakRssMb} MB`;
  process.stdout.write(
    `| ${r.setup} | ${r.roasts} | ${r.completed} | ${r.roastsPerMin} | ${r.p50ReadySec} | ${r.p90ReadySec} | ${r.cpuSecPerRoast} (${r.workerCpuSecPerRoast ?? "—"}) | ${r.peakRssMb} MB | ${worker} |\n`,
  );
}
