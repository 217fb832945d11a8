import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { describeLoad } from "./load-average";
import { type BenchGallery, startBenchServer } from "./web-server";

/**
 * `npx tsx bench/web-cpu.ts [name=<root>:<rendered|empty>[:<gallery dir>] ...] [--pages=/,/pricing] [--runs=5] [--tasks]`:
 * the main thread's CPU time of a public page's load, for A/B comparisons of builds on a shared host.
 *
 * Lighthouse's mobile TBT is each task's duration after first paint, times 4 (its simulated CPU),
 * less 50 ms. On a busy 2-core host a task's wall time grows with everything else that runs, so two
 * builds measured minutes apart differ by more than their change. This loads each page unthrottled
 * in a fresh 375 px profile with a chromium trace and counts each top-level task's *thread* time
 * (`tdur`: CPU the renderer's main thread used, not the time it waited for a core), so the figure
 * moves little with the host's load. It reports, per variant and page, the median over runs of:
 * - `cpu ms`: the main thread's CPU from navigation until 4 s after the network went quiet
 *   (hydration, the lazy sections, the idle work: toaster, page data refresh, service worker);
 * - `blocking@4x ms`: Σ max(0, 4 × task CPU − 50 ms) over those tasks, Lighthouse's TBT rule applied
 *   to the CPU time of each task (every task, not only those after first paint: unthrottled, first
 *   paint comes earlier than on a phone);
 * - `tasks@4x`: how many tasks would be long (over 50 ms) at 4x.
 * Variants are builds (each `root` has its own dist/web) served by this tree's server side by side;
 * runs alternate between them, so a change in the host's load hits all alike. Without variants:
 * this tree's build with the sample gallery rendered (it waits for it: minutes, unless a gallery
 * dir from an earlier run is named) and without a gallery. `--tasks` lists every task over 12.5 ms
 * of CPU (50 ms at 4x) with what it spent its time on.
 */
const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5));
const pages = (args.find((a) => a.startsWith("--pages="))?.slice(8) ?? "/,/instagram-roast,/pricing").split(",");
const listTasks = args.includes("--tasks");
const root = join(import.meta.dirname, "..");

interface Variant {
  name: string;
  root: string;
  gallery: BenchGallery;
  dataDir?: string;
}
const named: Variant[] = args
  .filter((a) => !a.startsWith("--") && a.includes("="))
  .map((a) => {
    const [name, spec] = a.split("=");
    const [variantRoot, gallery, dataDir] = spec.split(":");
    return { name, root: resolve(variantRoot), gallery: gallery === "empty" ? "empty" : "rendered", dataDir };
  });
const variants: Variant[] = named.length
  ? named
  : [
      { name: "rendered", root, gallery: "rendered", dataDir: args.find((a) => a.startsWith("--gallery-dir="))?.slice(14) },
      { name: "empty", root, gallery: "empty" },
    ];

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> };
interface Sample {
  cpuMs: number;
  blocking4xMs: number;
  tasks4x: number;
  tasks: string[];
}

/** Self time (thread CPU) of each trace event inside a task: what the task spent its CPU on. */
function selfTimes(task: TraceEvent, inside: TraceEvent[]): Array<[string, number]> {
  const totals = new Map<string, number>();
  const stack: TraceEvent[] = [task];
  const add = (e: TraceEvent, us: number) => totals.set(e.name, (totals.get(e.name) ?? 0) + us);
  add(task, task.tdur ?? 0);
  for (const e of inside) {
    while (stack.length > 1 && e.ts >= stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0)) stack.pop();
    add(stack[stack.length - 1], -(e.tdur ?? 0));
    add(e, e.tdur ?? 0);
    stack.push(e);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 4);
}

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  // A renderer started after tracing began is not always in the trace: the page's origin gets its
  // renderer first (a small file of the same site), then the page is traced loading in it.
  await page.goto(new URL("/favicon.svg", url).href);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const done = new Promise((resolveDone) => cdp.once("Tracing.tracingComplete", resolveDone));
  await cdp.send("Tracing.start", {
    categories: "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,blink.user_timing,loading",
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(4000);
  await cdp.send("Tracing.end");
  await done;
  await context.close();

  // The page's main thread: the one that parsed its HTML (the trace has every renderer of the browser).
  const parse = events.find((e) => e.name === "ParseHTML" && JSON.stringify(e.args ?? {}).includes(url));
  if (!parse) {
    const byPid = new Map<number, number>();
    for (const e of events) byPid.set(e.pid, (byPid.get(e.pid) ?? 0) + 1);
    const names = events.filter((e) => e.name === "thread_name" || e.name === "process_name").map((e) => `${e.pid}/${e.tid} ${String(e.args?.name)}`);
    console.error(
      JSON.stringify([...byPid]),
      names.join("; "),
      events
        .filter((e) => e.name === "ParseHTML")
        .map((e) => JSON.stringify(e.args))
        .slice(0, 3),
    );
    throw new Error(`No HTML parse of ${url} in the trace`);
  }
  const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const navStart =
    events.find((e) => e.name === "navigationStart" && e.pid === parse.pid && JSON.stringify(e.args ?? {}).includes(url))?.ts ??
    onMain.find((e) => e.name === "RunTask")?.ts ??
    parse.ts;
  const tasks = onMain
    .filter((e) => e.name === "RunTask" && e.ts >= navStart)
    .filter((t, i, all) => !all.slice(0, i).some((o) => o.ts <= t.ts && o.ts + (o.dur ?? 0) >= t.ts + (t.dur ?? 0)));
  const cpu = (t: TraceEvent) => (t.tdur ?? 0) / 1000;
  const long = tasks.filter((t) => cpu(t) * 4 > 50);
  return {
    cpuMs: tasks.reduce((s, t) => s + cpu(t), 0),
    blocking4xMs: long.reduce((s, t) => s + cpu(t) * 4 - 50, 0),
    tasks4x: long.length,
    tasks: listTasks
      ? long.map((t) => {
          const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0));
          const top = selfTimes(t, inside).map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
          return `at ${Math.round((t.ts - navStart) / 1000)} ms: ${cpu(t).toFixed(1)} ms CPU (${top.join(", ")})`;
        })
      : [],
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const servers: Array<{ variant: Variant; url: string; close: () => Promise<void> }> = [];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const samples = new Map<string, Sample[]>();
const loads: string[] = [];
try {
  for (const variant of variants) {
    const server = await startBenchServer({ root: variant.root, build: false, gallery: variant.gallery, dataDir: variant.dataDir });
    servers.push({ variant, ...server });
  }
  loads.push(describeLoad());
  for (let run = 0; run < runs; run++) {
    // Alternate the order too: whatever runs first after a pause is not always the same variant.
    const order = run % 2 ? [...servers].reverse() : servers;
    for (const path of pages)
      for (const server of order) {
        const key = `${server.variant.name} ${path}`;
        const sample = await measure(browser, `${server.url}${path}`);
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        for (const line of sample.tasks) console.log(`${key} run ${run}: ${line}`);
      }
  }
  loads.push(describeLoad());
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}

console.table(
  [...samples].map(([key, list]) => ({
    "variant page": key,
    "cpu ms": Math.round(median(list.map((s) => s.cpuMs))),
    "blocking@4x ms": Math.round(median(list.map((s) => s.blocking4xMs))),
    "tasks@4x": median(list.map((s) => s.tasks4x)),
    "every run (cpu/blocking)": list.map((s) => `${Math.round(s.cpuMs)}/${Math.round(s.blocking4xMs)}`).join(" "),
  })),
);
console.log(`load at start: ${loads[0]}; at end: ${loads[1] ?? "(interrupted)"}`);
