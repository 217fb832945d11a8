import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRoastEngine, type RoastResult } from "../server/roast-engine";
import { type LlmStandIn, startLlmStandIn } from "../server/roast-engine/stages/script/test-support/llm-stand-in";
import { degradeScreen, planDegrade } from "./degrade-screen";
import { toModelAnswer, type ModelAnswer } from "./model-answer";

/**
 * `npm run eval:llm`: the language-model path of the real engine (OCR, photo model, the quote
 * check, the repair) over the held-out set (bench/held-out/, never tuned on: its README), with a
 * local stand-in for an OpenAI-compatible model answering each entry's roast as the JSON the
 * prompt asks for. For each screen, its true roast (answered again, unchanged, if the engine asks
 * for a repair: a model cannot make a true quote truer); for each invented twin, the invented roast
 * first and the true one as the repair; for each photo, its roast with its claims. On the clean
 * images and on a worn copy (degrade-screen.ts). Prints who wrote what reached the video, every
 * refusal's reason, and writes bench/llm-path-results.json. Measures, never asserts.
 */
// Which frozen set: held-out (v1, the default) or a later one, e.g. --held-out=held-out-v2.
const setName = process.argv.find((a) => a.startsWith("--held-out="))?.slice(11) ?? "held-out";
const HELD_OUT = join(import.meta.dirname, setName);
const PHOTOS = join(import.meta.dirname, "photo-set");
const sets = (process.argv.find((a) => a.startsWith("--set="))?.slice(6) ?? "clean,degraded").split(",") as Array<"clean" | "degraded">;
const verbose = process.argv.includes("--verbose");

interface ScreenEntry {
  id: string;
  script: string;
  quotes: Array<{ text: string; whose: string }>;
  invented?: { script: string; inventedQuote: string };
}
interface PhotoEntry {
  id: string;
  file: string;
  script: string;
  claims: string[];
}
const screens: Array<{ id: string; file: string }> = JSON.parse(await readFile(join(HELD_OUT, "screens.json"), "utf8"));
const roasts: ScreenEntry[] = JSON.parse(await readFile(join(HELD_OUT, "model-roasts.json"), "utf8"));
const photos: PhotoEntry[] = JSON.parse(await readFile(join(HELD_OUT, "model-photo-roasts.json"), "utf8"));

/** What the stand-in answers next: the answers of the entry being roasted, in turn (the last repeats). */
let answers: ModelAnswer[] = [];
let asked = 0;
const standIn: LlmStandIn = await startLlmStandIn(() => ({ content: answers[Math.min(asked++, answers.length - 1)] }));
const engine = createRoastEngine({ llm: { baseUrl: standIn.baseUrl, model: "stand-in-vision", timeoutMs: 8000 } });
const workDir = await mkdtemp(join(tmpdir(), "rr-eval-llm-"));

interface Outcome {
  kind: "screen" | "invented" | "photo";
  id: string;
  set: string;
  author: string;
  /** What was heard is one of the model's answers, word for word. */
  heardModel: boolean;
  problems: string[];
  reason?: string;
  ms: number;
}
const outcomes: Outcome[] = [];

async function roast(kind: Outcome["kind"], id: string, set: string, image: Buffer, given: ModelAnswer[]): Promise<void> {
  answers = given;
  asked = 0;
  const dir = await mkdtemp(join(workDir, "roast-"));
  const started = performance.now();
  const result: RoastResult = await engine.runRoast({
    image,
    seed: `eval-llm:${id}`,
    tier: "starter",
    watermark: false,
    orientations: [],
    workDir: dir,
    scriptOnly: true,
    narrator: "flite",
  });
  const report = result.scriptReport;
  const heard = result.script.text;
  const used = given.find((a) => a.beats.join(" ") === heard);
  const outcome: Outcome = {
    kind,
    id,
    set,
    author: report?.author ?? "unknown",
    heardModel: Boolean(used),
    problems: report?.problems ?? [],
    reason: report?.fallbackReason,
    ms: Math.round(performance.now() - started),
  };
  outcomes.push(outcome);
  if (verbose || outcome.author === "fallback")
    process.stdout.write(`  ${set} ${kind} ${id}: ${outcome.author} ${outcome.problems.join(",")} ${outcome.reason ?? ""}\n`);
  await rm(dir, { recursive: true, force: true });
}

try {
  for (const set of sets) {
    process.stdout.write(`\n${set}\n`);
    for (const entry of roasts) {
      const screen = screens.find((s) => s.id === entry.id);
      if (!screen) throw new Error(`no screen for ${entry.id}`);
      const clean = await readFile(join(HELD_OUT, screen.file));
      const image = set === "clean" ? clean : await degradeScreen(clean, planDegrade(entry.id));
      const truth = toModelAnswer(
        entry.script,
        entry.quotes.map((q) => ({ fragment: q.text, kind: "quote", whose: q.whose === "owner" ? "owner" : "other" })),
      );
      await roast("screen", entry.id, set, image, [truth]);
      if (entry.invented) {
        // The invented twin's one false quote, and the true quotes it kept.
        const kept = entry.quotes.filter((q) => entry.invented?.script.includes(q.text));
        const invented = toModelAnswer(entry.invented.script, [
          { fragment: entry.invented.inventedQuote, kind: "quote", whose: "owner" },
          ...kept.map((q) => ({ fragment: q.text, kind: "quote", whose: q.whose === "owner" ? "owner" : "other" })),
        ]);
        await roast("invented", entry.id, set, image, [invented, truth]);
      }
    }
    for (const photo of photos) {
      const clean = await readFile(join(PHOTOS, photo.file));
      const image = set === "clean" ? clean : await degradeScreen(clean, planDegrade(photo.id));
      await roast("photo", photo.id, set, image, [
        toModelAnswer(
          photo.script,
          photo.claims.map((c) => ({ fragment: c, kind: "object", whose: "photo" })),
        ),
      ]);
    }
  }
} finally {
  await Promise.all([engine.close(), standIn.close()]);
  await rm(workDir, { recursive: true, force: true });
}

const summary = Object.fromEntries(
  sets.map((set) => {
    const of = (kind: Outcome["kind"]) => outcomes.filter((o) => o.set === set && o.kind === kind);
    const tally = (list: Outcome[]) => ({
      total: list.length,
      model: list.filter((o) => o.author === "model").length,
      repaired: list.filter((o) => o.author === "repaired").length,
      fallback: list.filter((o) => o.author === "fallback").length,
      reachedVideo: list.filter((o) => o.author === "model" || o.author === "repaired").length,
      problems: countBy(list.flatMap((o) => o.problems)),
    });
    const invented = of("invented");
    return [
      set,
      {
        screens: tally(of("screen")),
        photos: tally(of("photo")),
        invented: {
          ...tally(invented),
          refusedFirst: invented.filter((o) => o.problems[0] === "invented_quote").length,
          inventedReachedVideo: invented.filter((o) => o.author === "model").length,
        },
        p50Ms: percentile(
          outcomes.filter((o) => o.set === set).map((o) => o.ms),
          0.5,
        ),
      },
    ];
  }),
);
for (const [set, s] of Object.entries(summary)) {
  process.stdout.write(
    `\n${set}: screens ${s.screens.reachedVideo}/${s.screens.total} reached the video (${s.screens.model} as written, ${s.screens.repaired} repaired), ${s.screens.fallback} fell back\n`,
  );
  process.stdout.write(
    `  photos ${s.photos.reachedVideo}/${s.photos.total} (${s.photos.model} as written, ${s.photos.repaired} repaired), ${s.photos.fallback} fell back\n`,
  );
  process.stdout.write(
    `  invented quotes: ${s.invented.refusedFirst}/${s.invented.total} refused at once, ${s.invented.inventedReachedVideo} reached the video; then ${s.invented.repaired} repaired with the true roast, ${s.invented.fallback} fell back\n`,
  );
  process.stdout.write(
    `  problems: screens ${JSON.stringify(s.screens.problems)} photos ${JSON.stringify(s.photos.problems)} invented ${JSON.stringify(s.invented.problems)}\n`,
  );
  process.stdout.write(`  analysis + script p50 ${s.p50Ms} ms (stand-in answers at once)\n`);
}
await writeFile(
  join(import.meta.dirname, setName === "held-out" ? "llm-path-results.json" : `llm-path-results-${setName}.json`),
  `${JSON.stringify({ summary, outcomes }, null, 1)}\n`,
);

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
