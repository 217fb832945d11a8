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
const server = await startBenchServer({ root, build });
const results = [];
try {
  for (const path of PAGES) {
    const report = await runLighthouse(`${server.url}${path}`);
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
    });
  }
} finally {
  await server.close();
}

await writeFile(
  join(import.meta.dirname, "lighthouse-results.json"),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: "12 (mobile, simulated throttling)", results }, null, 2)}\n`,
);
console.table(results.map((r) => ({ page: r.path, ...r.scores, "TBT ms": r.metrics.tbtMs, "LCP ms": r.metrics.lcpMs, CLS: r.metrics.cls })));
for (const r of results) console.log(`${r.path} failing audits: ${r.failing.join(", ") || "none"}`);
