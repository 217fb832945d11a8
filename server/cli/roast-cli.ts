import { randomUUID } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, extname, join, resolve } from "node:path";
import { getEnv } from "../env";
import { type CliOptions, parseCliArgs, USAGE, UsageError } from "./parse-cli-args";
import { getDefaultNarrator } from "../lib/default-narrator";
import { readEngineConfig } from "../read-engine-config";

const readImage = (path: string) =>
  readFile(path).catch(() => {
    throw new UsageError(`Cannot read the image ${path}.`);
  });

async function roast(options: CliOptions): Promise<Record<string, unknown>> {
  const image = await readImage(options.imagePath);
  const second = options.secondImagePath === undefined ? undefined : await readImage(options.secondImagePath);
  const seed = options.seed ?? randomUUID().slice(0, 8);
  const env = getEnv();
  // The engine (its models, OCR and media tools) loads only once the arguments and the images are
  // good: a usage error or a missing file answers at once.
  const { createRoastEngine } = await import("../roast-engine");
  const engine = createRoastEngine(readEngineConfig(env));
  const workDir = await mkdtemp(join(tmpdir(), "roastreel-cli-"));
  try {
    const common = {
      seed,
      tier: options.tier,
      watermark: options.tier === "free",
      orientations: options.orientations,
      workDir,
      scriptOnly: options.scriptOnly,
      planOnly: options.plan,
      // The voice a visitor hears unless they choose, as the server and the bench speak.
      narrator: options.narrator ?? getDefaultNarrator({ env }),
      ...(options.captions ? { captionStyle: options.captions } : {}),
    };
    const result = second ? await engine.runBattle({ ...common, images: [image, second] }) : await engine.runRoast({ ...common, image });
    const battle = "battle" in result ? { battle: result.battle } : {};
    if (options.plan) return { script: result.script.text, seed, narrator: result.narrator, words: result.voice?.words, plans: result.plans ?? {}, ...battle };
    // Results leave the temporary work dir for --out, named after the image and the seed.
    const outputs: Record<string, string> = {};
    const name = (path: string) => basename(path, extname(path));
    const stem = `${name(options.imagePath)}${options.secondImagePath ? `-vs-${name(options.secondImagePath)}` : ""}-${seed}`;
    if (Object.keys(result.outputs).length > 0) await mkdir(options.outDir, { recursive: true });
    for (const [key, path] of Object.entries(result.outputs)) {
      if (!path) continue;
      outputs[key] = resolve(options.outDir, `${stem}-${key}${extname(path)}`);
      await copyFile(path, outputs[key]);
    }
    return {
      script: result.script.text,
      platform: result.analysis.platform,
      analysis: result.analysis,
      timings_ms: result.timings,
      outputs,
      seed,
      tier: options.tier,
      narrator: result.narrator,
      mood: result.script.mood,
      script_source: result.script.source,
      words: result.voice?.words,
      shots: result.shots ?? [],
      captions: result.captions ?? {},
      breakdown_ms: result.breakdown,
      missing: result.missing ?? {},
      // Who wrote the script (the model, the model after one repair, the offline room after the model failed, or the room with no model) and what went wrong with the model.
      script_author: result.scriptReport?.author ?? "offline",
      script_problems: result.scriptReport?.problems ?? [],
      fallbacks: { script: result.scriptFallbackReason, voice: result.voiceFallbackReason },
      ...battle,
    };
  } finally {
    await Promise.all([engine.close(), rm(workDir, { recursive: true, force: true })]);
  }
}

async function main(argv: string[]): Promise<number> {
  let options: CliOptions | "help";
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options === "help") {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const report = await roast(options);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    // An orientation that failed to render (the others were written) still fails the command.
    return Object.keys((report.missing as object | undefined) ?? {}).length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`Roast failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === "--")));
