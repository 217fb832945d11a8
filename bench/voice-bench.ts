import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createMediaTools } from "../server/roast-engine/infrastructure/tools/media-tools";
import { makeTestScript } from "../server/roast-engine/stages/script/test-support/make-test-script";
import type { Narrator } from "../server/roast-engine/types";
import { createVoiceTrack } from "../server/roast-engine/stages/voice/create-voice-track";
import { compileFlite } from "../server/roast-engine/stages/voice/flite-synthesize";
import { compileEspeak } from "../server/roast-engine/stages/voice/synthesize-espeak";

/**
 * The two offline narrators side by side, warm, on the same 16–22-word scripts: one take with
 * word timings (RoastBot: espeak-ng + alignment; Flite: the take and the word list). Prints p50
 * and p90 per narrator, the machine's load, and the process's peak RSS. `--runs=N` (default 12).
 */
const SCRIPTS = [
  "Thought leader? You lead thoughts straight into a wall, 2,000 times a day. Bold move, champ.",
  "Chasing sunsets in 31 countries and still cannot catch a personality. The sunset is running from you.",
  "Three job titles separated by pipes. Bold strategy, making your bio look like a plumbing diagram.",
  "Day in my life: wake up, film myself waking up, post it. Riveting. Scorsese is shaking.",
  "Six foot, loves travel, fluent in sarcasm. So, a tall tourist who is mean to waiters.",
  "Mirror selfie, phone in hand, the bathroom light doing all the work. Give the light a raise.",
];
const runs = Math.max(3, Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 12));
const tools = createMediaTools();
const dir = await mkdtemp(join(tmpdir(), "roastreel-voice-bench-"));
await Promise.all([compileEspeak(), compileFlite()]);

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const narrators: Narrator[] = ["roastbot", "flite"];
const timings: Record<string, number[]> = { roastbot: [], flite: [] };
for (let i = -1; i < runs; i++) {
  for (const narrator of narrators) {
    const workDir = await mkdtemp(join(dir, `${narrator}-`));
    const start = performance.now();
    await createVoiceTrack({ script: makeTestScript(SCRIPTS[Math.max(0, i) % SCRIPTS.length]), workDir, tools, narrator });
    // The first round is the warm-up (workers' code paths, caches): not counted.
    if (i >= 0) timings[narrator].push(performance.now() - start);
  }
}
await rm(dir, { recursive: true, force: true });
for (const narrator of narrators) {
  console.log(`${narrator}: p50 ${Math.round(percentile(timings[narrator], 0.5))} ms, p90 ${Math.round(percentile(timings[narrator], 0.9))} ms`);
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
