import { createAnalyzer } from "../server/roast-engine/analyze";
import { normalizeImage } from "../server/roast-engine/image";
import { readScreenImage, SCREEN_TRUTHS } from "../server/roast-engine/samples/screens";
import { writeOfflineScript } from "../server/roast-engine/script";
import { judgeRoast, percentile, type RoastVerdict } from "../server/roast-engine/script/judge-roast";
import type { Analysis } from "../server/roast-engine/types";
import { makeAnalysisFromTruth } from "./analysis-from-truth";

/**
 * `npm run eval:roasts`: script-only over the realistic screenshot set, several seeds, one table.
 * Each screenshot is analysed once (warm, as a worker does), then roasted once per seed.
 * `--truth` roasts a perfect reading built from the ground truth instead: the writers' room alone.
 * `--verbose` prints every roast. Measures, never asserts: the targets are in docs/benchmarks.md.
 */
const seeds = (process.argv.find((a) => a.startsWith("--seeds="))?.slice(8) ?? "eval-1,eval-2,eval-3").split(",");
const fromTruth = process.argv.includes("--truth");
const analyzer = createAnalyzer();
const analyses: Array<{ analysis: Analysis; ms: number } | { error: string }> = [];
if (fromTruth) for (const truth of SCREEN_TRUTHS) analyses.push({ analysis: makeAnalysisFromTruth(truth), ms: 0 });
else try {
  // Warm the OCR workers off the clock; a failure here shows again, per image, below.
  await analyzer.analyze(await normalizeImage(await readScreenImage(SCREEN_TRUTHS[0]))).catch(() => undefined);
  for (const truth of SCREEN_TRUTHS) {
    try {
      const image = await normalizeImage(await readScreenImage(truth));
      const started = performance.now();
      const analysis = await analyzer.analyze(image);
      analyses.push({ analysis, ms: performance.now() - started });
    } catch (error) {
      analyses.push({ error: `${truth.id}: ${(error as Error).message}` });
    }
  }
} finally {
  await analyzer.close();
}

const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`;
const rows: string[][] = [];
const verbose = process.argv.includes("--verbose");
for (const seed of seeds) {
  const verdicts: RoastVerdict[] = [];
  let failures = analyses.filter((a) => "error" in a).length;
  let platformRight = 0;
  let kindRight = 0;
  SCREEN_TRUTHS.forEach((truth, i) => {
    const read = analyses[i];
    if ("error" in read) return;
    platformRight += read.analysis.platform === truth.platform ? 1 : 0;
    kindRight += read.analysis.kind === truth.kind ? 1 : 0;
    try {
      const script = writeOfflineScript(read.analysis, `${seed}:${truth.id}`);
      const verdict = judgeRoast(script, truth);
      verdicts.push(verdict);
      if (verbose) console.log(`${verdict.grounded ? " " : "✗"} ${truth.id.padEnd(28)} ${script.text}`);
    } catch (error) {
      failures += 1;
      if (verbose) console.log(`✗ ${truth.id}: ${(error as Error).message}`);
    }
  });
  const n = SCREEN_TRUTHS.length;
  const ms = analyses.flatMap((a) => ("ms" in a ? [a.ms] : []));
  rows.push([
    seed,
    String(n),
    pct(verdicts.filter((v) => v.grounded).length, n),
    String(verdicts.reduce((sum, v) => sum + v.uiQuoted.length, 0)),
    String(verdicts.reduce((sum, v) => sum + v.othersQuoted.length, 0)),
    pct(new Set(verdicts.map((v) => v.punchline)).size, verdicts.length),
    pct(verdicts.filter((v) => v.generic).length, verdicts.length),
    pct(platformRight, n),
    pct(kindRight, n),
    String(verdicts.filter((v) => v.unsafe).length),
    String(failures),
    `${Math.round(percentile(ms, 50))} / ${Math.round(percentile(ms, 90))}`,
  ]);
}

const header = ["seed", "images", "grounded", "UI quoted", "others quoted", "distinct punchlines", "generic", "platform", "kind", "unsafe", "failures", "analysis p50 / p90 ms"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log([line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n"));
for (const a of analyses) if ("error" in a) console.log(`analysis failed: ${a.error}`);
