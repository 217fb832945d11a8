// Every screen's candidate material beside its reference roast's pick: each quote a writer could
// start from (the person's lines and, where no line is surely theirs, everyone's, as
// compose-script.ts weighs them), its weight, and whether the reference roast quotes it
// (writers-line.ts). Where the reference's line ranks tells whether a miss is the reading's (not a
// candidate at all) or the weighing's (a candidate, ranked below another).
//
//   npx tsx bench/material-candidates.ts --sets=held-out-v17,held-out-v18 [--cache /tmp/analyses] [--out cands.jsonl]
//
// One JSON line per screen; the analyses are kept in --cache by set and id, so weighing changes are
// measured again in seconds (delete the cache after a change to reading). Measures, never asserts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { normalizeImage } from "../server/roast-engine/infrastructure/image";
import { createAnalyzer } from "../server/roast-engine/stages/analyze";
import { closePhotoModel } from "../server/roast-engine/stages/analyze/photo";
import { writeOfflineScript } from "../server/roast-engine/stages/script";
import { findDetails } from "../server/roast-engine/stages/script/details/find-details";
import { findReplyDetails } from "../server/roast-engine/stages/script/details/find-reply-details";
import { voicesOthers } from "../server/roast-engine/stages/script/details/voices-others";
import { weighLikeAWriter } from "../server/roast-engine/stages/script/details/writer-pick";
import type { Analysis } from "../server/roast-engine/types";
import { type HeldOutSet, heldOutDir } from "./held-out-truth";
import { roastScreens } from "./roast-sets";
import { loadReferenceQuotes, quotesWritersLine } from "./writers-line";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const sets = (arg("sets") ?? "held-out-v18").split(",") as HeldOutSet[];
const cache = arg("cache") ?? "/tmp/roastreel-analyses";
const out = arg("out");

async function analyses(set: HeldOutSet): Promise<Array<{ id: string; analysis: Analysis }>> {
  const dir = path.join(cache, set);
  mkdirSync(dir, { recursive: true });
  const screens = roastScreens(set);
  const missing = screens.filter((s) => !existsSync(path.join(dir, `${s.id}.json`)));
  if (missing.length) {
    const analyzer = createAnalyzer();
    try {
      for (const screen of missing) {
        try {
          const analysis = await analyzer.analyze(await normalizeImage(await screen.read()));
          writeFileSync(path.join(dir, `${screen.id}.json`), JSON.stringify(analysis));
        } catch (error) {
          console.error(`${set}/${screen.id}: ${(error as Error).message}`);
        }
      }
    } finally {
      await analyzer.close();
      await closePhotoModel();
    }
  }
  return screens
    .filter((s) => existsSync(path.join(dir, `${s.id}.json`)))
    .map((s) => ({ id: s.id, analysis: JSON.parse(readFileSync(path.join(dir, `${s.id}.json`), "utf8")) as Analysis }));
}

const rows: string[] = [];
let screens = 0;
let candidate = 0;
let first = 0;
let quoted = 0;
for (const set of sets) {
  const reference = loadReferenceQuotes(heldOutDir(set));
  for (const { id, analysis } of await analyses(set)) {
    const ref = reference.get(id) ?? [];
    if (!ref.length) continue;
    screens++;
    const own = weighLikeAWriter(findDetails(analysis)).filter((d) => d.kind === "quote");
    const others = weighLikeAWriter(findReplyDetails(analysis)).filter((d) => d.kind === "quote");
    const voiceOthers = voicesOthers(own);
    const material = (voiceOthers ? [...own, ...others] : own).sort((a, b) => b.weight - a.weight);
    const rank = material.findIndex((d) => quotesWritersLine([d.text], ref));
    if (rank >= 0) candidate++;
    if (rank === 0) first++;
    const script = writeOfflineScript(analysis, "eval-1");
    const hit = quotesWritersLine(script.quoted ?? [], ref);
    if (hit) quoted++;
    rows.push(
      JSON.stringify({
        set,
        id,
        reference: ref,
        rank,
        quotedByRoast: hit,
        roast: script.text,
        candidates: material.map((d) => ({
          text: d.text,
          weight: Number(d.weight.toFixed(3)),
          role: d.role,
          by: d.by,
          unowned: d.unowned,
          setup: d.setup,
          box: d.box,
          ref: quotesWritersLine([d.text], ref),
        })),
        lines: analysis.lines.map((l) => ({ text: l.text, role: l.role, owner: l.owner, author: l.author, box: l.box })),
        height: analysis.visual.height,
      }),
    );
  }
}
if (out) writeFileSync(out, `${rows.join("\n")}\n`);
const pct = (n: number) => `${Math.round((100 * n) / Math.max(1, screens))} %`;
console.log(
  `${screens} screens with a reference: its line a candidate ${pct(candidate)}, ranked first ${pct(first)}, quoted by the roast (seed eval-1) ${pct(quoted)}`,
);
