import { createAnalyzer } from "../server/roast-engine/stages/analyze";
import { normalizeImage } from "../server/roast-engine/infrastructure/image";
import { SCREEN_TRUTHS } from "./reading-set";
import { type ReadingScore, scoreReading } from "./reading-set/score-reading";
import { describeLoad } from "./load-average";
import { readSetImage, readSetsArg } from "./screen-sets";
import { trackPeakRss } from "./track-peak-rss";

/**
 * `npm run eval:reading`: screen reading over the realistic screenshot set, warm, one table:
 * kind and platform accuracy, the person's own words found whole, UI text and other people in
 * quotes, exact quotes (equal letter for letter to the person's words, exact-quote.ts), UI lines
 * owned by the app, analysis p50/p90 and peak memory, on the clean and the degraded set
 * (screen-sets.ts; `--set=clean|degraded|both`). Measures, never asserts.
 * `--verbose` prints each screen's misses and quotes.
 */
const verbose = process.argv.includes("--verbose");
const loadAtStart = describeLoad();
const analyzer = createAnalyzer();
const memory = trackPeakRss();
const tables: Record<string, Record<string, string | number>> = {};
try {
  await analyzer.analyze(await normalizeImage(await readSetImage(SCREEN_TRUTHS[0], "clean")));
  for (const set of readSetsArg(process.argv)) tables[set] = await evaluateSet(set);
} finally {
  await analyzer.close();
}

async function evaluateSet(set: "clean" | "degraded"): Promise<Record<string, string | number>> {
  const scores: ReadingScore[] = [];
  const times: number[] = [];
  if (verbose) console.log(`— ${set} set —`);
  for (const truth of SCREEN_TRUTHS) {
    const image = await normalizeImage(await readSetImage(truth, set));
    const started = performance.now();
    const analysis = await analyzer.analyze(image);
    times.push(performance.now() - started);
    const score = scoreReading(analysis, truth);
    scores.push(score);
    if (verbose) {
      const flags = `${score.kindRight ? "" : ` kind=${analysis.kind}≠${truth.kind}`}${score.platformRight ? "" : ` platform=${analysis.platform}≠${truth.platform}`}`;
      console.log(`${truth.id} own ${score.ownFound}/${score.ownQuotes} ui ${score.uiLinesRight}/${score.uiLines}${flags}`);
      for (const q of analysis.quotes) console.log(`    ${q.role.padEnd(12)} "${q.text}"`);
      for (const q of [...score.uiQuoted, ...score.othersQuoted]) console.log(`  ✗ quoted "${q}"`);
      for (const q of score.inexactQuotes) console.log(`  ≠ inexact "${q}"`);
    }
  }
  return summarise(scores, times);
}

function summarise(scores: ReadingScore[], times: number[]): Record<string, string | number> {
  const sum = (pick: (s: ReadingScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    screens: scores.length,
    "kind right": pct(
      sum((s) => Number(s.kindRight)),
      scores.length,
    ),
    "platform right": pct(
      sum((s) => Number(s.platformRight)),
      scores.length,
    ),
    "own words found whole": `${sum((s) => s.ownFound)}/${sum((s) => s.ownQuotes)} (${pct(
      sum((s) => s.ownFound),
      sum((s) => s.ownQuotes),
    )})`,
    "UI text quoted": sum((s) => s.uiQuoted.length),
    "other people quoted": sum((s) => s.othersQuoted.length),
    "exact quotes": `${sum((s) => s.quotes - s.inexactQuotes.length)}/${sum((s) => s.quotes)} (${pct(
      sum((s) => s.quotes - s.inexactQuotes.length),
      sum((s) => s.quotes),
    )})`,
    "UI lines owned by the app": pct(
      sum((s) => s.uiLinesRight),
      sum((s) => s.uiLines),
    ),
    "analysis p50 ms": at(0.5),
    "analysis p90 ms": at(0.9),
  };
}
console.table(tables);
console.log(`peak RSS MB: ${Math.round(memory.stop().total / 1e6)}`);
console.log(`${loadAtStart} at the start; ${describeLoad()} at the end`);
// The photo model's thread outlives the analyzer (it is the process's one): end the run here.
process.exit(0);
