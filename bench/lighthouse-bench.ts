import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describeLoad } from "./load-average";
import { type BenchGallery, galleriesFromArgs, galleryDirFromArgs, startBenchServer } from "./web-server";

/**
 * `npm run bench:lighthouse`: builds the web app if dist/web is missing (or always with --build),
 * starts the app as bench:web does (as `npm start` does: with the sample gallery rendered, waited
 * for, then again without one; --gallery=rendered|empty for one, --gallery-dir=<dir> keeps the
 * rendered gallery for the next run), and runs Lighthouse 12 (fetched by npm exec, not a project
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
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string; details?: unknown }>;
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
const results = [];
const load: Record<string, string> = {};
let buildFirst = build;
for (const gallery of galleriesFromArgs(process.argv)) {
  const server = await startBenchServer({ root, build: buildFirst, gallery, dataDir: galleryDirFromArgs(process.argv) });
  buildFirst = false;
  try {
    load[gallery] = describeLoad();
    results.push(...(await auditPages(server.url, gallery)));
  } finally {
    await server.close();
  }
}

async function auditPages(origin: string, gallery: BenchGallery) {
  const found = [];
  const reports = new Map<string, LighthouseReport[]>(PAGES.map((path) => [path, []]));
  for (let run = 0; run < runs; run++) for (const path of PAGES) reports.get(path)?.push(await runLighthouse(`${origin}${path}`));
  for (const path of PAGES) {
    const all = (reports.get(path) ?? []).sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const report = all[Math.floor(all.length / 2)];
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]));
    found.push({
      gallery,
      path,
      scores,
      metrics: {
        fcpMs: metric(report, "first-contentful-paint"),
        lcpMs: metric(report, "largest-contentful-paint"),
        tbtMs: metric(report, "total-blocking-time"),
        cls: Math.round((report.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        speedIndexMs: metric(report, "speed-index"),
        totalKb: Math.round((report.audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
      },
      lcpElement: lcpElement(report),
      failing: failingAudits(report),
      runs: all.map((r) => ({ performance: Math.round((r.categories.performance?.score ?? 0) * 100), tbtMs: metric(r, "total-blocking-time") })),
    });
  }
  return found;
}

/** What Lighthouse took for the largest paint (a snippet of its element). */
function lcpElement(report: LighthouseReport): string {
  const details = report.audits["largest-contentful-paint-element"]?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? "";
}

await writeFile(
  join(import.meta.dirname, "lighthouse-results.json"),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: "12 (mobile, simulated throttling)", load, results }, null, 2)}\n`,
);
console.table(
  results.map((r) => ({
    gallery: r.gallery,
    page: r.path,
    ...r.scores,
    "TBT ms": r.metrics.tbtMs,
    "LCP ms": r.metrics.lcpMs,
    CLS: r.metrics.cls,
    KB: r.metrics.totalKb,
    "every run (perf/TBT)": r.runs.map((x) => `${x.performance}/${x.tbtMs}`).join(" "),
  })),
);
for (const r of results) console.log(`${r.gallery} ${r.path} failing audits: ${r.failing.join(", ") || "none"}; LCP element: ${r.lcpElement}`);
console.log(
  Object.entries(load)
    .map(([gallery, text]) => `${gallery}: ${text}`)
    .join("; "),
);
