import { normalizeImage } from "../server/roast-engine/infrastructure/image";
import {
  closeModerationModel,
  getModerationModel,
  judgeModeration,
  type ModerationVerdict,
  readModerationPixels,
} from "../server/roast-engine/stages/moderate";
import { drawSample, SHOWCASE_SAMPLES } from "../server/features/gallery/showcase";
import { percentile } from "./reading-set/judge-roast";
import { PHOTO_TRUTHS, readPhotoImage } from "./photo-set";
import { SCREEN_TRUTHS } from "./reading-set";
import { degradeScreen, planDegrade } from "./degrade-screen";
import { describeLoad } from "./load-average";
import { readSetImage } from "./screen-sets";
import { trackPeakRss } from "./track-peak-rss";

/**
 * `npm run bench:moderation`: the upload gate (nsfwjs MobileNetV2Mid on tfjs wasm, in its worker
 * thread, warm) over every benign image the repo has: the real photos, the drawn sample screens
 * of the gallery and the reading eval's screens, each as committed and worn down (degrade-screen.ts).
 * Each image is normalised first, as an upload is. Prints every verdict that is not "allow", the
 * highest scores per set, the time per image (pixels prepared + classified; p50, p95), the model's
 * load time and the process's peak RSS. Measures, never asserts: the budgets are in DESIGN §7.
 * `--verbose` prints every image's scores.
 */
const verbose = process.argv.includes("--verbose");
const loadAtStart = describeLoad();

interface Item {
  set: string;
  id: string;
  read: () => Promise<Buffer>;
}
const worn = (id: string, read: () => Promise<Buffer>) => async () => degradeScreen(await read(), planDegrade(id));
const items: Item[] = [
  ...PHOTO_TRUTHS.flatMap((t) => [
    { set: "photos", id: t.id, read: () => readPhotoImage(t) },
    { set: "photos (worn)", id: t.id, read: worn(t.id, () => readPhotoImage(t)) },
  ]),
  ...SHOWCASE_SAMPLES.flatMap((s) => [
    { set: "gallery samples", id: s.id, read: () => drawSample(s.id) },
    { set: "gallery samples (worn)", id: s.id, read: worn(s.id, () => drawSample(s.id)) },
  ]),
  ...SCREEN_TRUTHS.flatMap((t) => [
    { set: "screens", id: t.id, read: () => readSetImage(t, "clean") },
    { set: "screens (worn)", id: t.id, read: () => readSetImage(t, "degraded") },
  ]),
];

const peak = trackPeakRss();
// The model's own share of memory: the process's resident size before it loads and once it is warm.
const rssBefore = process.memoryUsage().rss;
const loadStarted = performance.now();
const model = getModerationModel();
await model.ready;
const loadMs = performance.now() - loadStarted;
const rssLoaded = process.memoryUsage().rss;
const results: Array<Item & { verdict: ModerationVerdict; ms: number; classifyMs: number }> = [];
let cpuPerImageMs = 0;
try {
  // CPU time per classification, which a busy host does not inflate as it does the wall clock:
  // the main thread only waits meanwhile, so the process's CPU is the model thread's.
  const probe = await readModerationPixels(await readPhotoImage(PHOTO_TRUTHS[0]));
  await model.classify(probe);
  const cpuStarted = process.cpuUsage();
  const rounds = 20;
  for (let i = 0; i < rounds; i++) await model.classify(probe);
  const cpu = process.cpuUsage(cpuStarted);
  cpuPerImageMs = (cpu.user + cpu.system) / 1000 / rounds;
  for (const item of items) {
    const still = await normalizeImage(await item.read());
    const started = performance.now();
    const pixels = await readModerationPixels(still.jpeg);
    const classifyStarted = performance.now();
    const verdict = judgeModeration(await model.classify(pixels));
    const ended = performance.now();
    results.push({ ...item, verdict, ms: ended - started, classifyMs: ended - classifyStarted });
  }
} finally {
  await closeModerationModel();
}
const rss = peak.stop();

const fmt = (v: ModerationVerdict) =>
  v.scores
    ? Object.entries(v.scores)
        .map(([k, n]) => `${k} ${n.toFixed(3)}`)
        .join(", ")
    : "";
for (const r of results) if (verbose || r.verdict.decision !== "allow") console.log(`${r.verdict.decision.padEnd(6)} ${r.set} / ${r.id}: ${fmt(r.verdict)}`);
console.log(`\n${"set".padEnd(24)} images  refused  safe  max Porn+Hentai  max Sexy`);
for (const set of [...new Set(results.map((r) => r.set))]) {
  const rows = results.filter((r) => r.set === set);
  const count = (d: string) => rows.filter((r) => r.verdict.decision === d).length;
  const maxExplicit = Math.max(...rows.map((r) => (r.verdict.scores ? r.verdict.scores.Porn + r.verdict.scores.Hentai : 0)));
  const maxSexy = Math.max(...rows.map((r) => r.verdict.scores?.Sexy ?? 0));
  console.log(
    `${set.padEnd(24)} ${String(rows.length).padStart(6)}  ${String(count("refuse")).padStart(7)}  ${String(count("safe")).padStart(4)}  ${maxExplicit.toFixed(3).padStart(15)}  ${maxSexy.toFixed(3).padStart(8)}`,
  );
}
const times = results.map((r) => r.ms);
const classify = results.map((r) => r.classifyMs);
console.log(
  `\n${results.length} images: per image p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (classify alone p50 ${percentile(classify, 50).toFixed(0)} ms, p95 ${percentile(classify, 95).toFixed(0)} ms); model load ${(loadMs / 1000).toFixed(1)} s; CPU per classification ${cpuPerImageMs.toFixed(0)} ms`,
);
console.log(
  `RSS ${Math.round(rssBefore / 1e6)} MB before the model, ${Math.round(rssLoaded / 1e6)} MB once loaded and warm; peak ${Math.round(rss.total / 1e6)} MB (with sharp decoding every image)`,
);
console.log(`${loadAtStart} at start, ${describeLoad()} at the end`);
