import { createAnalyzer } from "../server/roast-engine/stages/analyze";
import { measureVisualFacts } from "../server/roast-engine/stages/analyze/measure-visual-facts";
import { closePhotoModel, detectPhotoFacts } from "../server/roast-engine/stages/analyze/photo";
import { normalizeImage } from "../server/roast-engine/infrastructure/image";
import { readScreenImage, SCREEN_TRUTHS } from "./reading-set";
import type { ScreenTruth } from "./reading-set/screen-truth";
import type { HeldOutVerdict } from "./judge-held-out";
import { writeOfflineScript } from "../server/roast-engine/stages/script";
import { percentile, type RoastVerdict } from "./reading-set/judge-roast";
import type { Analysis } from "../server/roast-engine/types";
import { makeAnalysisFromTruth } from "./analysis-from-truth";
import { describeLoad } from "./load-average";
import { readRoastSetsArg, type RoastScreen, type RoastSet, roastScreens } from "./roast-sets";

/**
 * `npm run eval:roasts`: script-only over the realistic screenshot set, several seeds, one table.
 * Each screenshot is analysed once (warm, as a worker does), then roasted once per seed, each
 * upload on its own (as if by a different person: no history spreads the lines).
 * `--truth` roasts a perfect reading of the words built from the ground truth instead (the
 * writers' room alone); a photo still gets what the photo model and the pixels say about it,
 * since the ground truth holds only words. `--verbose` prints every roast with its line ids.
 * `--seeds=a,b,c` picks the seeds. End to end, it runs on the clean and the degraded set, or on
 * the frozen held-out sets as drawn or worn (roast-sets.ts; `--set=clean|degraded|both|held-out|
 * held-out-degraded|held-out-v2|held-out-v2-degraded|held-out-v3|held-out-v3-degraded|held-out-v4|held-out-v4-degraded|held-out-v5|held-out-v5-degraded|held-out-v6|held-out-v6-degraded|held-out-v7|held-out-v7-degraded|held-out-v8|held-out-v8-degraded|held-out-v9|held-out-v9-degraded|held-out-v10|held-out-v10-degraded|held-out-v11|held-out-v11-degraded|held-out-v12|held-out-v12-degraded|held-out-v13|held-out-v13-degraded|held-out-v14|held-out-v14-degraded|held-out-v15|held-out-v15-degraded|held-out-v16|held-out-v16-degraded|held-out-v17|held-out-v17-degraded|held-out-v18|held-out-v18-degraded|held-out-v19|held-out-v19-degraded|held-out-v20|held-out-v20-degraded|held-out-v21|held-out-v21-degraded|held-out-v22|held-out-v22-degraded|held-out-v23|held-out-v23-degraded|held-out-v24|held-out-v24-degraded|held-out-v25|held-out-v25-degraded|held-out-v26|held-out-v26-degraded|held-out-v27|held-out-v27-degraded|held-out-v28|held-out-v28-degraded|held-out-v29|held-out-v29-degraded|held-out-v30|held-out-v30-degraded|held-out-v31|held-out-v31-degraded|held-out-v32|held-out-v32-degraded|held-out-v33|held-out-v33-degraded|held-out-v34|held-out-v34-degraded|held-out-v35|held-out-v35-degraded|held-out-v36|held-out-v36-degraded|held-out-v37|held-out-v37-degraded|held-out-v38|held-out-v38-degraded|held-out-v39|held-out-v39-degraded|held-out-v40|held-out-v40-degraded|held-out-v41|held-out-v41-degraded|held-out-v42|held-out-v42-degraded|tuning-set|tuning-set-degraded|all`); "exact quotes" counts the quoted
 * fragments equal, letter for letter, to the person's words (exact-quote.ts; on a held-out set, to
 * anyone's on the screen). A held-out screen carries every line and its app, so its roasts are
 * also judged for a wrong app named and for scene facts or numbers the screen does not show, and
 * for quoting a line its reference roast quotes ("writer's line", writers-line.ts)
 * (judge-held-out.ts; "–" on our own sets, whose truth holds neither).
 * Measures, never asserts: the targets are in docs/benchmarks.md.
 */
const seeds = (process.argv.find((a) => a.startsWith("--seeds="))?.slice(8) ?? "eval-1,eval-2,eval-3").split(",");
const fromTruth = process.argv.includes("--truth");
const verbose = process.argv.includes("--verbose");
const loadAtStart = describeLoad();
type Read = { analysis: Analysis; ms: number } | { error: string };
const sets: Array<RoastSet | "truth"> = fromTruth ? ["truth"] : readRoastSetsArg(process.argv);
const readings = new Map<string, { screens: RoastScreen[]; reads: Read[] }>();
for (const set of sets) {
  const screens = roastScreens(set === "truth" ? "clean" : set);
  readings.set(set, { screens, reads: set === "truth" ? await readFromTruth() : await readEndToEnd(screens) });
}

/** The ground truth's words; for a photo, the pixels' facts (colours, light) and the photo model's. */
async function readFromTruth(): Promise<Read[]> {
  try {
    return await Promise.all(SCREEN_TRUTHS.map(async (truth) => ({ analysis: await withPhotoFacts(truth, makeAnalysisFromTruth(truth)), ms: 0 })));
  } finally {
    await closePhotoModel();
  }
}

async function withPhotoFacts(truth: ScreenTruth, analysis: Analysis): Promise<Analysis> {
  if (truth.kind !== "photo") return analysis;
  const image = await normalizeImage(await readScreenImage(truth));
  const { flatRuns: _flatRuns, ...visual } = await measureVisualFacts(image);
  const photo = await detectPhotoFacts({ image, isPhoto: true });
  return { ...analysis, visual: { ...visual, isScreenshot: false }, photo };
}

async function readEndToEnd(screens: RoastScreen[]): Promise<Read[]> {
  const analyzer = createAnalyzer();
  const found: Read[] = [];
  try {
    // Warm the OCR workers off the clock; a failure here shows again, per image, below.
    await analyzer.analyze(await normalizeImage(await readScreenImage(SCREEN_TRUTHS[0]))).catch(() => undefined);
    for (const screen of screens) {
      try {
        const image = await normalizeImage(await screen.read());
        const started = performance.now();
        const analysis = await analyzer.analyze(image);
        found.push({ analysis, ms: performance.now() - started });
      } catch (error) {
        found.push({ error: `${screen.id}: ${(error as Error).message}` });
      }
    }
  } finally {
    await analyzer.close();
    await closePhotoModel();
  }
  return found;
}

const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`;
const isHeldOut = (v: RoastVerdict | HeldOutVerdict): v is HeldOutVerdict => "wrongApps" in v;
/** How many roasts a held-out judge found a fault in; "–" on a set whose truth cannot tell. */
const countHeldOut = (verdicts: Array<RoastVerdict | HeldOutVerdict>, fault: (v: HeldOutVerdict) => boolean) =>
  verdicts.some(isHeldOut) ? String(verdicts.filter(isHeldOut).filter(fault).length) : "–";

function printVerdict(id: string, text: string, lineIds: string[], verdict: RoastVerdict | HeldOutVerdict) {
  const pad = " ".repeat(31);
  console.log(`${verdict.grounded ? " " : "✗"} ${id.padEnd(28)} ${text}\n${pad}${lineIds.join(" ")}`);
  for (const q of verdict.inexactQuotes) console.log(`${pad}≠ inexact '${q}'`);
  for (const q of [...verdict.uiQuoted, ...verdict.othersQuoted]) console.log(`${pad}✗ not theirs '${q}'`);
  if (isHeldOut(verdict)) for (const app of verdict.wrongApps) console.log(`${pad}✗ wrong app ${app}`);
  if (isHeldOut(verdict)) for (const claim of verdict.unsupported) console.log(`${pad}✗ not on the screen: ${claim}`);
}
const rows: string[][] = [];
for (const [set, { screens, reads: analyses }] of readings)
  for (const seed of seeds) {
    if (verbose) console.log(`— ${set} set, seed ${seed} —`);
    const verdicts: Array<RoastVerdict | HeldOutVerdict> = [];
    // Every stock line (opener, connective, twist, punchline) and the images it was used on.
    const lineImages = new Map<string, Set<string>>();
    let failures = analyses.filter((a) => "error" in a).length;
    let platformRight = 0;
    let kindRight = 0;
    let kindKnown = 0;
    screens.forEach((screen, i) => {
      const read = analyses[i];
      if ("error" in read) return;
      platformRight += read.analysis.platform === screen.platform ? 1 : 0;
      kindKnown += screen.kind ? 1 : 0;
      kindRight += screen.kind && read.analysis.kind === screen.kind ? 1 : 0;
      try {
        const script = writeOfflineScript(read.analysis, `${seed}:${screen.id}`);
        const verdict = screen.judge(script);
        verdicts.push(verdict);
        for (const id of script.lineIds) lineImages.set(id, (lineImages.get(id) ?? new Set()).add(screen.id));
        if (verbose) printVerdict(screen.id, script.text, script.lineIds, verdict);
      } catch (error) {
        failures += 1;
        if (verbose) console.log(`✗ ${screen.id}: ${(error as Error).message}`);
      }
    });
    const n = screens.length;
    const ms = analyses.flatMap((a) => ("ms" in a ? [a.ms] : []));
    const [topLine, topImages] = [...lineImages].map(([id, images]) => [id, images.size] as const).sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
    if (verbose)
      for (const [id, images] of lineImages) if (images.size > 2) console.log(`stock line ${id} on ${images.size} images: ${[...images].join(", ")}`);
    const wordQuotes = verdicts.reduce((sum, v) => sum + v.wordQuotes.length, 0);
    const inexact = verdicts.reduce((sum, v) => sum + v.inexactQuotes.length, 0);
    rows.push([
      set,
      seed,
      String(n),
      pct(verdicts.filter((v) => v.grounded).length, n),
      uiCell(verdicts),
      String(verdicts.reduce((sum, v) => sum + v.othersQuoted.length, 0)),
      `${pct(wordQuotes - inexact, wordQuotes)} (${wordQuotes - inexact}/${wordQuotes})`,
      countHeldOut(verdicts, (v) => v.wrongApps.length > 0),
      countHeldOut(verdicts, (v) => v.unsupported.length > 0),
      writersLineCell(verdicts),
      pct(new Set(verdicts.map((v) => v.punchline)).size, verdicts.length),
      pct(verdicts.filter((v) => v.generic).length, verdicts.length),
      `${topImages} (${topLine.split(":")[0]})`,
      pct(platformRight, n),
      pct(kindRight, kindKnown),
      String(verdicts.filter((v) => v.unsafe).length),
      String(failures),
      ...(fromTruth ? [] : [`${Math.round(percentile(ms, 50))} / ${Math.round(percentile(ms, 90))}`]),
    ]);
  }

/** The share of roasts quoting a line the reference roast quotes; "–" on a set without references. */
function writersLineCell(verdicts: Array<RoastVerdict | HeldOutVerdict>): string {
  const judged = verdicts.filter(isHeldOut).filter((v) => v.writersLine !== undefined);
  return judged.length ? pct(judged.filter((v) => v.writersLine).length, judged.length) : "–";
}

/** Interface text quoted; on a held-out set, with the app's numbers said as they stand beside it ("4 (+3 numbers)"). */
function uiCell(verdicts: ReadonlyArray<{ uiQuoted: string[]; numbersStated?: string[] }>): string {
  const quoted = verdicts.reduce((sum, v) => sum + v.uiQuoted.length, 0);
  const numbers = verdicts.reduce((sum, v) => sum + (v.numbersStated?.length ?? 0), 0);
  return numbers > 0 ? `${quoted} (+${numbers} numbers)` : String(quoted);
}

const header = [
  "set",
  "seed",
  "images",
  "grounded",
  "UI quoted",
  "others quoted",
  "exact quotes",
  "wrong app",
  "unsupported claims",
  "writer's line",
  "distinct punchlines",
  "generic",
  "most-used stock line (images)",
  "platform",
  "kind",
  "unsafe",
  "failures",
  ...(fromTruth ? [] : ["analysis p50 / p90 ms"]),
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log([line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n"));
for (const { reads } of readings.values()) for (const a of reads) if ("error" in a) console.log(`analysis failed: ${a.error}`);
if (!fromTruth) console.log(`${loadAtStart} at the start; ${describeLoad()} at the end`);
