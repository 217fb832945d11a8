import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { startBenchServer } from "./web-server";

/**
 * `npm run bench:lighthouse`: builds the web app if dist/web is missing (or always with --build),
 * starts the app as bench:web does, and runs Lighthouse 12 (fetched by npm exec, not a project
 * dependency: it would add minutes to every CI install) in Debian's chromium with its default
 * mobile profile on /, /instagram-roast and /pricing. Prints the four category scores and the
 * failing audits per page; writes bench/lighthouse-results.json.
 *
 * Each page is run --runs=N times (3 by default), interleaved, and the run with the median
 * performance score is the one reported (with every run's score and TBT beside it): on a shared
 * 2-core machine one build's TBT moved from 726 to 1,294 ms between two runs.
 */
const PAGES = ["/", "/instagram-roast", "/pricing"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const root = join(import.meta.dirname, "..");
const run = promisify(execFile);

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }>;
}

async function runLighthouse(url: string): Promise<LighthouseReport> {
  const { stdout } = await run(
    "npm",
    ["exec", "--yes", "lighthouse@12", "--", url, "--output=json", "--quiet", '--chrome-flags="--headless=new --no-sandbox"'],
    { cwd: root, env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 256 * 1024 * 1024, shell: true },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

/** Audits that count and did not pass (informative and not-applicable ones are left out). */
function failingAudits(report: LighthouseReport): string[] {
  return Object.values(report.audits)
    .filter((audit) => ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
}

const metric = (report: LighthouseReport, id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
const build = process.argv.includes("--build") || !existsSync(join(root, "dist/web/pages"));
const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3));
const server = await startBenchServer({ root, build });
const results = [];
try {
  const reports = new Map<string, LighthouseReport[]>(PAGES.map((path) => [path, []]));
  for (let run = 0; run < runs; run++) for (const path of PAGES) reports.get(path)?.push(await runLighthouse(`${server.url}${path}`));
  for (const path of PAGES) {
    const all = (reports.get(path) ?? []).sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const report = all[Math.floor(all.length / 2)];
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]));
    results.push({
      path,
      scores,
      metrics: {
        fcpMs: metric(report, "first-contentful-paint"),
        lcpMs: metric(report, "largest-contentful-paint"),
        tbtMs: metric(report, "total-blocking-time"),
        cls: Math.round((report.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        speedIndexMs: metric(report, "speed-index"),
      },
      failing: failingAudits(report),
      runs: all.map((r) => ({ performance: Math.round((r.categories.performance?.score ?? 0) * 100), tbtMs: metric(r, "total-blocking-time") })),
    });
  }
} finally {
  await server.close();
}

await writeFile(
  join(import.meta.dirname, "lighthouse-results.json"),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: "12 (mobile, simulated throttling)", results }, null, 2)}\n`,
);
console.table(
  results.map((r) => ({
    page: r.path,
    ...r.scores,
    "TBT ms": r.metrics.tbtMs,
    "LCP ms": r.metrics.lcpMs,
    CLS: r.metrics.cls,
    "every run (perf/TBT)": r.runs.map((x) => `${x.performance}/${x.tbtMs}`).join(" "),
  })),
);
for (const r of results) console.log(`${r.path} failing audits: ${r.failing.join(", ") || "none"}`);
