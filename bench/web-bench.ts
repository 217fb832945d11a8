import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { measureCrawlerText, measurePage, type PageMetrics, THROTTLED } from "./web-measure";
import { describeLoad } from "./load-average";
import { type BenchGallery, galleriesFromArgs, galleryDirFromArgs, startBenchServer } from "./web-server";

/**
 * `npm run bench:web`: builds the web app, starts it as `npm start` does, and loads /,
 * /instagram-roast and /pricing in Debian's chromium, fresh each time: unthrottled at 1280 px, and
 * at 375 px with Lighthouse's mobile throttling. Twice: with the sample gallery rendered (it waits
 * for it: minutes; --gallery-dir=<dir> keeps it for the next run) and without one, for comparison
 * (--gallery=rendered|empty for one). Medians of the runs; writes bench/web-results.json.
 */
const PAGES = ["/", "/instagram-roast", "/pricing"];
const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3));
const root = join(import.meta.dirname, "..");

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function medianOf(samples: PageMetrics[]): PageMetrics {
  const keys = Object.keys(samples[0]) as Array<keyof PageMetrics>;
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as unknown as PageMetrics;
}

const results: Array<{ gallery: BenchGallery; path: string; crawlerTextChars: number; unthrottled: PageMetrics; throttled: PageMetrics }> = [];
let build = !process.argv.includes("--no-build");
const load: Record<string, string> = {};
try {
  for (const gallery of galleriesFromArgs(process.argv)) {
    const server = await startBenchServer({ root, build, gallery, dataDir: galleryDirFromArgs(process.argv) });
    build = false;
    try {
      load[gallery] = describeLoad();
      await measureAll(server.url, gallery);
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}

async function measureAll(origin: string, gallery: BenchGallery): Promise<void> {
  for (const path of PAGES) {
    const url = `${origin}${path}`;
    const profiles = {} as { unthrottled: PageMetrics; throttled: PageMetrics };
    for (const [name, throttled, width] of [
      ["unthrottled", false, 1280],
      ["throttled", true, 375],
    ] as const) {
      const samples: PageMetrics[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measurePage(browser, url, { throttled, width }));
      profiles[name] = medianOf(samples);
    }
    results.push({ gallery, path, crawlerTextChars: await measureCrawlerText(browser, url), ...profiles });
  }
}

const report = { measuredAt: new Date().toISOString(), runs, throttling: THROTTLED, load, results };
await writeFile(join(import.meta.dirname, "web-results.json"), `${JSON.stringify(report, null, 2)}\n`);
console.table(
  results.map((r) => ({
    gallery: r.gallery,
    page: r.path,
    "JS initial KB gz": r.unthrottled.jsInitialKb,
    "JS total KB gz": r.unthrottled.jsTotalKb,
    "total KB": r.unthrottled.totalKb,
    "TTFB ms": r.unthrottled.ttfbMs,
    "FCP ms": r.unthrottled.fcpMs,
    "LCP ms": r.unthrottled.lcpMs,
    "FCP ms (4x CPU, 3G)": r.throttled.fcpMs,
    "LCP ms (4x CPU, 3G)": r.throttled.lcpMs,
    "CLS (3G)": r.throttled.cls,
    "TBT ms (4x CPU, 3G)": r.throttled.tbtMs,
    "KB (4x CPU, 3G)": r.throttled.totalKb,
    "crawler text": r.crawlerTextChars,
  })),
);
console.log(
  Object.entries(load)
    .map(([gallery, text]) => `${gallery}: ${text}`)
    .join("; "),
);
