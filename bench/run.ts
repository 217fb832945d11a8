import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getEnv } from "../server/env";
import { getDefaultNarrator } from "../server/lib/default-narrator";
import { readEngineConfig } from "../server/read-engine-config";
import { SHOWCASE_SAMPLES, SHOWCASE_SAMPLE_IDS } from "../server/features/gallery/showcase";
import { createRoastEngine, type RoastResult, STAGES } from "../server/roast-engine";
import { closeModerationModel, createImageModerator } from "../server/roast-engine/stages/moderate";
import { benchDrafts } from "./drafts-bench";
import { summarizeTimings } from "./summarize-timings";
import { startBenchStandIn } from "./bench-llm-stand-in";
import { trackPeakRss } from "./track-peak-rss";

/**
 * The engine on the bundled showcase samples, warm (as a worker keeps it): per stage and total,
 * median and p90 over the runs; one 1080x1920 render alone; upload to the first video and to
 * both (the upload's moderation first, then 1920x1080 and 1080x1920 render at once, as in the
 * product); a compilation of 3; peak memory of the process (OCR, the photo model and moderation
 * loaded) with its ffmpeg children; then Roast Battles of two samples (both uploads moderated, upload to
 * the first video and to both, their own peak memory); then "Direct it": upload to three drafts and
 * the chosen draft to its first video (drafts-bench.ts). Writes bench/results.json.
 */
const runs = Math.max(5, Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 6));
// `--llm-latency=MS`: scripts from a local stand-in for a vision model that answers in MS (a true
// roast of each upload), as an operator with LLM_BASE_URL runs; written to results-llm.json, no battles.
const llmLatency = process.argv.find((a) => a.startsWith("--llm-latency="))?.slice(14);
// Each roast's seed and the line of its sample the stand-in quotes (none for the photo).
const sampleLine = (id: string) => {
  const sample = SHOWCASE_SAMPLES.find((s) => s.id === id);
  return sample?.layout === "photo" ? undefined : (sample?.bio.at(-1) ?? sample?.prompts?.[0]?.answer);
};
const seedLines = new Map([["warm-up", sampleLine(SHOWCASE_SAMPLE_IDS[0])]]);
for (let i = 0; i < runs; i++) seedLines.set(`bench-${i}`, sampleLine(SHOWCASE_SAMPLE_IDS[i % SHOWCASE_SAMPLE_IDS.length]));
const standIn = llmLatency === undefined ? undefined : await startBenchStandIn(Number(llmLatency), seedLines);
const env = getEnv();
const engine = createRoastEngine({
  ...readEngineConfig(env),
  ...(standIn ? { llm: { baseUrl: standIn.baseUrl, model: "stand-in-vision", timeoutMs: env.LLM_TIMEOUT_MS } } : {}),
});
// The narrator a visitor gets unless they choose: the server's default (Flite offline, ADR 0011).
const narrator = getDefaultNarrator({ env });
// Every upload is judged before it is roasted (features/roasts/create/create-roast.ts): the model is loaded
// at start-up, as a server does, and its thread counts in the peak memory.
const moderator = createImageModerator({ enabled: true, preload: true });
await moderator.ready;
const moderationMs: number[] = [];
const dir = await mkdtemp(join(tmpdir(), "roastreel-bench-"));
await promisify(execFile)(process.execPath, ["--import", "tsx", join(import.meta.dirname, "draw-samples.ts"), dir]);
const images = await Promise.all(SHOWCASE_SAMPLE_IDS.map((id) => readFile(join(dir, `${id}.png`))));
const memory = trackPeakRss();

async function roastOnce(i: number, seed = `bench-${i}`) {
  const workDir = await mkdtemp(join(dir, `${seed}-`));
  // The creator tier renders 1080p with the music bed: the heaviest videos. Landscape first, as the product asks.
  return engine.runRoast({
    image: images[i % images.length],
    seed,
    tier: "creator",
    watermark: false,
    orientations: ["landscape", "portrait"],
    workDir,
    narrator,
  });
}

// A first, untimed roast starts the OCR workers and compiles the voice's wasm, as a worker does once.
const coldStart = performance.now();
const cold = await roastOnce(0, "warm-up");
const coldMs = Math.round(performance.now() - coldStart);
const results: RoastResult[] = [];
const soloRenderMs: number[] = [];
const clips: string[] = [];
for (let i = 0; i < runs; i++) {
  const judged = performance.now();
  const verdict = await moderator.moderate(images[i % images.length]);
  if (verdict.decision === "refuse") throw new Error(`sample ${i} was refused by moderation`);
  moderationMs.push(performance.now() - judged);
  const result = await roastOnce(i);
  // The upload's clock starts before its moderation.
  result.timings.total += Math.round(moderationMs[i]);
  results.push(result);
  // One 1080x1920 render alone (the roast's own renders share the cores), from the roast's input and plan, as the portrait job renders.
  const soloDir = await mkdtemp(join(dir, `solo-${i}-`));
  const soloStart = performance.now();
  await engine.renderOrientation(
    { ...result.renderInput!, workDir: soloDir, orientation: "portrait", outPath: join(soloDir, "solo.mp4") },
    result.plans?.portrait,
  );
  soloRenderMs.push(performance.now() - soloStart);
  if (clips.length < 3) {
    const kept = join(dir, `clip-${i}.mp4`);
    await cp(result.outputs.portrait!, kept);
    clips.push(kept);
  }
  process.stderr.write(`run ${i + 1}/${runs}: ${result.timings.total} ms\n`);
}
const compileMs: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  await engine.compile({ clips, orientation: "portrait", title: "Bench compilation", outPath: join(dir, `compilation-${i}.mp4`) });
  compileMs.push(performance.now() - start);
}
const peak = memory.stop();
const toMb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const peakRssMb = toMb(peak.total);

// Roast Battles beside them (issue 25): two showcase samples per battle, both moderated inside the
// upload's clock, then the battle with both orientations at once; its own peak memory.
const battleMemory = trackPeakRss();
const battles: Array<{ firstMs: number; bothMs: number }> = [];
const battleRuns = standIn ? 0 : Math.max(3, Math.ceil(runs / 2));
for (let i = 0; i < battleRuns; i++) {
  const pair: [Buffer, Buffer] = [images[i % images.length], images[(i + 1) % images.length]];
  const start = performance.now();
  for (const image of pair) {
    if ((await moderator.moderate(image)).decision === "refuse") throw new Error(`battle ${i} was refused by moderation`);
  }
  const judgedMs = Math.round(performance.now() - start);
  const workDir = await mkdtemp(join(dir, `battle-${i}-`));
  const result = await engine.runBattle({
    images: pair,
    seed: `battle-${i}`,
    tier: "creator",
    watermark: false,
    orientations: ["landscape", "portrait"],
    workDir,
    narrator,
  });
  const firstMs = result.timings.total + judgedMs;
  battles.push({ firstMs, bothMs: Math.max(firstMs, ...Object.values(result.breakdown?.readyMs ?? {}).map((ms) => ms + judgedMs)) });
  process.stderr.write(`battle ${i + 1}/${battleRuns}: ${firstMs} ms\n`);
}
const battlePeak = battleMemory.stop();
// "Direct it" (issue 44): upload → three drafts, then the chosen draft → its first video.
const direct = standIn ? undefined : await benchDrafts({ engine, moderator, images, narrator, dir, runs });
await engine.close();
await standIn?.close();
await closeModerationModel();
await rm(dir, { recursive: true, force: true });

// The first video is ready at `total` (after its poster); both when the later of the two is checked.
const bothMs = results.map((r, i) => Math.max(r.timings.total, ...Object.values(r.breakdown!.readyMs).map((ms) => ms + Math.round(moderationMs[i]))));
const stages = Object.fromEntries(STAGES.map((s) => [s, summarizeTimings(results.map((r) => r.timings[s]))]));
const report = {
  runs,
  stages,
  total: summarizeTimings(results.map((r) => r.timings.total)),
  render_1080x1920: { p50_ms: summarizeTimings(soloRenderMs).p50_ms },
  both_videos: summarizeTimings(bothMs),
  compile3: { p50_ms: summarizeTimings(compileMs).p50_ms },
  moderation: summarizeTimings(moderationMs),
  peak_rss_mb: peakRssMb,
  battle: {
    runs: battleRuns,
    first_video: summarizeTimings(battles.map((b) => b.firstMs)),
    both_videos: summarizeTimings(battles.map((b) => b.bothMs)),
    peak_rss_mb: toMb(battlePeak.total),
  },
  ...(direct ? { direct_it: { drafts: summarizeTimings(direct.draftsMs), draft_to_first_video: summarizeTimings(direct.renderMs) } } : {}),
};
const scripts = standIn ? { llm_latency_ms: Number(llmLatency), authors: results.map((r) => r.scriptReport?.author) } : {};
await writeFile(join(process.cwd(), "bench", standIn ? "results-llm.json" : "results.json"), `${JSON.stringify({ ...report, ...scripts }, null, 2)}\n`);

const row = (name: string, s: { p50_ms: number; p90_ms?: number }, target = "") =>
  `${name.padEnd(28)}${String(s.p50_ms).padStart(8)}${String(s.p90_ms ?? "").padStart(8)}   ${target}`;
const upToVoice = summarizeTimings(results.map((r) => r.timings.analyzing + r.timings.generating_script + r.breakdown!.voiceMs));
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GB; narrator ${narrator}; ${runs} warm runs (cold first run: ${coldMs} ms, script "${cold.script.text.slice(0, 40)}…")`,
);
console.log(`${"".padEnd(28)}${"p50 ms".padStart(8)}${"p90 ms".padStart(8)}   target`);
console.log(row("moderation", summarizeTimings(moderationMs), "≤ 150"));
for (const s of STAGES) console.log(row(s, stages[s]));
console.log(row("analyze + script + voice", upToVoice, "≤ 1500"));
console.log(row("render 1080x1920 (alone)", summarizeTimings(soloRenderMs), "≤ 3500"));
console.log(row("total (upload → video)", report.total, "≤ 3000"));
console.log(row("upload → both videos", report.both_videos, "≤ 4000"));
console.log(row("compile 3 clips", summarizeTimings(compileMs), "≤ 1000"));
console.log(
  `peak RSS (process + children)  ${peakRssMb} MB   target ≤ 800  (process alone ${toMb(peak.self)} MB, children alone ${toMb(peak.children)} MB; sampled at the peak ${toMb(peak.atPeak.self)} + ${toMb(peak.atPeak.children)})`,
);
if (standIn) console.log(`scripts by a stand-in model answering in ${llmLatency} ms: ${results.map((r) => r.scriptReport?.author).join(", ")}`);
if (!standIn) {
  console.log(row("battle: upload → first video", report.battle.first_video, "≤ 5000"));
  console.log(row("battle: upload → both", report.battle.both_videos));
  console.log(`battle peak RSS (+ children)   ${report.battle.peak_rss_mb} MB   target ≤ 800  (${battleRuns} battles of two showcase samples)`);
}
if (report.direct_it) {
  console.log(row("upload → three drafts", report.direct_it.drafts, "≤ 1500"));
  console.log(row("draft → first video (Render)", report.direct_it.draft_to_first_video, "≤ 2500"));
}
