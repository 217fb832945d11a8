import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { throttle } from "./web-measure";
import { galleryDirFromArgs, startBenchServer } from "./web-server";

/**
 * `npx tsx bench/web-trace.ts [/path] [--empty] [--gallery-dir=<dir>]`: one throttled (4x CPU, 3G) load of a public page with a
 * chromium trace and a CPU profile, and for every main-thread task over 50 ms what it spent its
 * time on: trace events by self time (parse, compile, evaluate, style, layout, paint...) and the
 * sampled JavaScript by original source file (mapped through dist/web's source maps), so a long
 * task is attributed to a module or a component, not to "the main script".
 */
const path = process.argv.slice(2).find((a) => a.startsWith("/")) ?? "/";
const root = join(import.meta.dirname, "..");
const server = await startBenchServer({
  root,
  build: false,
  gallery: process.argv.includes("--empty") ? "empty" : "rendered",
  dataDir: galleryDirFromArgs(process.argv),
});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };
const events: TraceEvent[] = [];
let profile: {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; parent?: number }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, true);
  cdp.on("Tracing.dataCollected", (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink,loading",
    transferMode: "ReportEvents",
  });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(`${server.url}${path}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  profile = (await cdp.send("Profiler.stop")).profile as typeof profile;
  await cdp.send("Tracing.end");
  await done;
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

// The page's main thread: the renderer thread that ran the most top-level tasks.
const mainThreads = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
const busiest = mainThreads
  .map((t) => ({ t, ms: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask").reduce((s, e) => s + (e.dur ?? 0), 0) }))
  .sort((a, b) => b.ms - a.ms)[0].t;
const onMain = events
  .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === "X" && e.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const navStart = events.find((e) => e.name === "navigationStart" && e.pid === busiest.pid)?.ts ?? onMain[0].ts;
const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === busiest.pid)?.ts ?? navStart;
const longTasks = onMain
  .filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 50_000)
  .filter((t, i, all) => !all.slice(0, i).some((o) => o.ts <= t.ts && o.ts + (o.dur ?? 0) >= t.ts + (t.dur ?? 0)));

// Self time of each trace event inside a task (its duration minus its direct children's).
function selfTimes(task: TraceEvent): Map<string, number> {
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: TraceEvent[] = [task];
  const add = (e: TraceEvent, us: number) => totals.set(e.name, (totals.get(e.name) ?? 0) + us);
  add(task, task.dur ?? 0);
  for (const e of inside) {
    while (stack.length > 1 && e.ts >= stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0)) stack.pop();
    add(stack[stack.length - 1], -(e.dur ?? 0));
    add(e, e.dur ?? 0);
    stack.push(e);
  }
  return totals;
}

// CPU samples, each with the original source of its innermost frame and of the innermost frame of our own code.
const maps = new Map<string, SourceMapConsumer | null>();
async function mapFrame(frame: { url: string; lineNumber: number; columnNumber: number; functionName: string }): Promise<string> {
  if (!frame.url.includes("/assets/")) return frame.url ? `${frame.functionName || "(anon)"} ${frame.url}` : frame.functionName || "(program)";
  const file = frame.url.slice(frame.url.indexOf("/assets/"));
  if (!maps.has(file))
    maps.set(
      file,
      await readFile(join(root, "dist/web", `${file}.map`), "utf8").then(
        (t) => new SourceMapConsumer(JSON.parse(t)),
        () => null,
      ),
    );
  const position = maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return position?.source ? `${position.name ?? frame.functionName ?? ""} ${position.source.replace(/^(\.\.\/)+/, "")}` : `${frame.functionName} ${file}`;
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of (n as { children?: number[] }).children ?? []) parentOf.set(child, n.id);
const labelled = new Map<number, { fn: string; leaf: string; ours: string }>();
async function labelNode(id: number) {
  if (labelled.has(id)) return labelled.get(id)!;
  const leaf = await mapFrame(byId.get(id)!.callFrame);
  let ours = "";
  for (let at: number | undefined = id; at !== undefined && !ours; at = parentOf.get(at)) {
    const label = await mapFrame(byId.get(at)!.callFrame);
    if (/ web\//.test(label)) ours = label;
  }
  const result = { fn: leaf, leaf: leaf.replace(/^\S* /, ""), ours: ours || "(none of our code on the stack)" };
  labelled.set(id, result);
  return result;
}
const samples: Array<{ ts: number; us: number; id: number }> = [];
for (let i = 0, at = profile.startTime; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i];
  samples.push({ ts: at, us: profile.timeDeltas[i + 1] ?? 0, id: profile.samples[i] });
}

const ms = (us: number) => Math.round(us / 100) / 10;
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${String(ms(v)).padStart(7)} ms  ${k}`)
    .join("\n");
// Lighthouse's rule, as bench/web-measure.ts counts it: only what runs after first contentful paint blocks.
const blocking = (t: TraceEvent) => Math.max(0, t.ts + (t.dur ?? 0) - Math.max(t.ts, fcp) - 50_000);
console.log(`${path}: FCP at ${ms(fcp - navStart)} ms; ${longTasks.length} tasks over 50 ms; TBT ${ms(longTasks.reduce((s, t) => s + blocking(t), 0))} ms`);
for (const task of longTasks) {
  console.log(`\ntask at ${ms(task.ts - navStart)} ms after navigation start, ${ms(task.dur ?? 0)} ms, blocking ${ms(blocking(task))} ms`);
  console.log("  trace events by self time:");
  console.log(top(selfTimes(task), 8));
  const bySource = new Map<string, number>();
  const byOurs = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const s of samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + (task.dur ?? 0))) {
    const { fn, leaf, ours } = await labelNode(s.id);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + s.us);
    bySource.set(leaf, (bySource.get(leaf) ?? 0) + s.us);
    byOurs.set(ours, (byOurs.get(ours) ?? 0) + s.us);
  }
  console.log("  JavaScript samples by innermost source file:");
  console.log(top(bySource, 10));
  console.log("  ... by innermost function:");
  console.log(top(byFunction, 8));
  console.log("  ... by innermost frame of our own code (web/):");
  console.log(top(byOurs, 12));
}
