import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getEnv } from "../server/env";
import { readEngineConfig } from "../server/read-engine-config";
import { createRoastEngine } from "../server/roast-engine";
import type { Orientation } from "../server/roast-engine/types";
import { checkFraming } from "../server/roast-engine/stages/plan/test-support/check-framing";
import { readRoastSetsArg, roastScreens } from "./roast-sets";

/**
 * `npm run eval:frames [-- --set=held-out-v2|clean|degraded|both|all]`: every screen of a set
 * planned as a free roast (720p, the tightest sharp scale) in both orientations, with real OCR,
 * script and voice, and issue 40's plan-level targets counted on each plan (check-framing.ts): the
 * quoted line whole while spoken, no view past the sharp scale, no caption over the quoted line,
 * no lone function word as a caption nor a group ending mid-phrase, no line beside the quote cut on a phone screen. On the
 * held-out sets these are uploads the engine was never tested on. Renders nothing.
 */
const ORIENTATIONS: Orientation[] = ["portrait", "landscape"];
const engine = createRoastEngine(readEngineConfig(getEnv()));
const workDir = await mkdtemp(join(tmpdir(), "rr-eval-frames-"));
const rows: string[] = [];
try {
  for (const set of readRoastSetsArg(process.argv.slice(2))) {
    const empty = () => ({
      screens: 0,
      quoteShots: 0,
      quoteShotsWhole: 0,
      pastSharp: 0,
      captionsOverQuote: 0,
      loneWords: [] as string[],
      openEnds: [] as string[],
      linesCutBeside: 0,
    });
    const totals = { portrait: empty(), landscape: empty() };
    for (const screen of roastScreens(set)) {
      const dir = await mkdtemp(join(workDir, "plan-"));
      const result = await engine.runRoast({
        image: await screen.read(),
        seed: "frames",
        tier: "free",
        watermark: true,
        orientations: ORIENTATIONS,
        workDir: dir,
        planOnly: true,
      });
      const upload = result.renderInput?.image;
      process.stderr.write(`${set} ${screen.id}\n`);
      for (const orientation of ORIENTATIONS) {
        const plan = result.plans?.[orientation];
        if (!plan || !upload) continue;
        const found = checkFraming(plan, upload, result.renderInput?.direction?.textBoxes ?? []);
        const t = totals[orientation];
        t.screens++;
        t.quoteShots += found.quoteShots;
        t.quoteShotsWhole += found.quoteShots - found.quoteCut.length;
        t.pastSharp += found.pastSharp.length;
        t.captionsOverQuote += found.captionsOverQuote.length;
        t.linesCutBeside += found.linesCutBeside.length;
        t.loneWords.push(...found.loneWords.map((w) => `${screen.id}: "${w}"`));
        t.openEnds.push(...found.openEnds.map((w) => `${screen.id}: "${w}"`));
        for (const cut of found.quoteCut) console.log(`${set} ${orientation} ${screen.id}: ${cut}`);
      }
    }
    for (const orientation of ORIENTATIONS) {
      const t = totals[orientation];
      const whole = t.quoteShots === 0 ? "–" : `${Math.round((100 * t.quoteShotsWhole) / t.quoteShots)}% (${t.quoteShotsWhole}/${t.quoteShots})`;
      rows.push(
        `| ${set} | ${orientation} | ${t.screens} | ${whole} | ${t.pastSharp} | ${t.captionsOverQuote} | ${t.loneWords.length} | ${t.openEnds.length} | ${t.linesCutBeside} |`,
      );
      for (const word of t.loneWords) console.log(`${set} ${orientation} lone word: ${word}`);
      for (const group of t.openEnds) console.log(`${set} ${orientation} open end: ${group}`);
    }
  }
} finally {
  await engine.close();
  await rm(workDir, { recursive: true, force: true });
}
console.log(
  "| set | orientation | screens | quoted line whole while spoken | views past the sharp scale | captions over the quoted line | lone function words | groups ending mid-phrase | lines cut beside the quote (phone screens) |",
);
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
