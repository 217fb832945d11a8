import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SHOWCASE_SAMPLE_IDS, drawSample } from "../server/features/gallery/showcase";
import { UPLOAD_RATE_LIMIT } from "../server/features/roasts/create/upload-limits";
import { type BenchProcess, findFreePort, startBenchProcess, stopBenchProcess } from "./api-bench";

/**
 * npm run bench:soak — the money and the queue under trouble, on PostgreSQL (BENCH_DATABASE_URL):
 * one API and one worker process; --roasts=200 uploads and --calls=2000 API reads interleaved;
 * ffmpeg fails at random (--fail-rate=0.1, a real failing video stage through an FFMPEG_PATH
 * wrapper); the worker is killed (SIGKILL) and restarted twice. Then, once every roast has
 * settled (a worker takes a dead one's roast back once its heartbeat is 15 s old) or the ceiling
 * (--ceiling-minutes=30; a busy machine needs more):
 * 0 rows stuck, every failed roast refunded exactly once, every balance equal to its ledger.
 * Loopback only; stops by itself. Writes bench/soak-results.json.
 */
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const roasts = Number(arg("roasts", "200"));
const calls = Number(arg("calls", "2000"));
const failRate = Number(arg("fail-rate", "0.1"));
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error("Set BENCH_DATABASE_URL to an empty PostgreSQL database (scripts/start-test-postgres.sh starts a server).");
const CEILING_MS = Number(arg("ceiling-minutes", "30")) * 60_000;

const dir = await mkdtemp(path.join(tmpdir(), "roastreel-soak-"));
const realFfmpeg = (await import("@ffmpeg-installer/ffmpeg")).default.path;
const wrapper = path.join(dir, "flaky-ffmpeg.sh");
// -version (the start-up and health checks) always answers; a render fails at the given rate.
await writeFile(
  wrapper,
  `#!/bin/sh\n[ "$1" = "-version" ] || [ "$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')" -ge ${Math.round(failRate * 65536)} ] || { echo "injected failure" >&2; exit 1; }\nexec "${realFfmpeg}" "$@"\n`,
);
await chmod(wrapper, 0o755);
// One user per UPLOAD_RATE_LIMIT.max uploads: one person uploading 200 images would be rate-limited.
const users = Math.ceil(roasts / UPLOAD_RATE_LIMIT.max);
const env = {
  BENCH_DATA_DIR: path.join(dir, "data"),
  DATABASE_URL: databaseUrl,
  FFMPEG_PATH: wrapper,
  BENCH_CREDITS: String(Math.ceil(roasts / users)),
  BENCH_USERS: String(users),
};

const api = await startBenchProcess("api", { ...env, PORT: String(await findFreePort()) });
let worker: BenchProcess = await startBenchProcess("worker", env);
const { url, cookies } = api.info as { url: string; cookies: string[] };
const headersOf = (i: number) => ({ cookie: cookies[i % cookies.length], origin: url });
const images = await Promise.all(SHOWCASE_SAMPLE_IDS.map((id) => drawSample(id)));
const started = Date.now();
const ids: string[] = [];
let callsMade = 0;
let callErrors = 0;
let uploadsRefused = 0;
const killAt = new Set([Math.floor(roasts / 3), Math.floor((2 * roasts) / 3)]);

async function read(pathname: string, headers: Record<string, string>) {
  callsMade++;
  const response = await fetch(`${url}${pathname}`, { headers }).catch(() => null);
  if (!response || response.status >= 500) callErrors++;
  await response?.arrayBuffer();
}

for (let i = 0; i < roasts; i++) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(images[i % images.length])], { type: "image/png" }), "profile.png");
  const response = await fetch(`${url}/api/roasts`, { method: "POST", body: form, headers: headersOf(i) });
  if (response.status < 300) ids.push(((await response.json()) as { roast: { id: string } }).roast.id);
  else uploadsRefused++;
  for (let c = 0; c < calls / roasts; c++) {
    const pick = c % 3;
    // A roast id of another user answers 404, which is not a server error: reads stay the owner's.
    const own = ids.filter((_, k) => k % cookies.length === i % cookies.length);
    await read(pick === 0 ? "/api/me" : pick === 1 ? "/api/roasts" : `/api/roasts/${own[Math.floor(Math.random() * own.length)] ?? ids[0]}`, headersOf(i));
  }
  if (killAt.has(i)) {
    process.stderr.write(`killing the worker after upload ${i + 1}\n`);
    await stopBenchProcess(worker, "SIGKILL");
    worker = await startBenchProcess("worker", env);
  }
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
let open = Number.POSITIVE_INFINITY;
while (open > 0 && Date.now() - started < CEILING_MS) {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  open = Number((await client.query("SELECT count(*) AS n FROM user_roasts WHERE status IN ('pending', 'processing')")).rows[0].n);
  process.stderr.write(`${open} roasts not settled\n`);
}
const statuses = Object.fromEntries(
  (await client.query("SELECT status, count(*)::int AS n FROM user_roasts GROUP BY status")).rows.map((r) => [r.status, r.n]),
);
const refunds = await client.query(`
  SELECT r.id, (SELECT count(*)::int FROM credit_ledger l WHERE l.dedupe_key = 'refund:' || r.id) AS refunds
  FROM user_roasts r WHERE r.status = 'failed' AND r.credit_kind <> 'none'`);
const notRefundedOnce = refunds.rows.filter((r) => r.refunds !== 1).length;
const balances = await client.query(`
  SELECT c.user_id, c.free_roasts_remaining + c.paid_credits AS balance,
    (SELECT coalesce(sum(delta), 0)::int FROM credit_ledger l WHERE l.user_id = c.user_id) AS ledger
  FROM user_credits c`);
const unbalanced = balances.rows.filter((r) => Number(r.balance) !== Number(r.ledger)).length;
await client.end();
await stopBenchProcess(worker);
await stopBenchProcess(api);
await rm(dir, { recursive: true, force: true });

const report = {
  date: new Date().toISOString(),
  roasts,
  uploaded: ids.length,
  uploadsRefused,
  apiCalls: callsMade,
  apiServerErrors: callErrors,
  failRate,
  workerKills: killAt.size,
  minutes: Math.round((Date.now() - started) / 6000) / 10,
  statuses,
  stuckRows: open,
  failedNotRefundedExactlyOnce: notRefundedOnce,
  usersWhoseBalanceDiffersFromLedger: unbalanced,
};
await writeFile("bench/soak-results.json", `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
if (open > 0 || notRefundedOnce > 0 || unbalanced > 0) process.exitCode = 1;
