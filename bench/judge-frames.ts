import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv } from "../server/env";
import { readEngineConfig } from "../server/read-engine-config";
import { createRoastEngine } from "../server/roast-engine";
import { createMediaTools } from "../server/roast-engine/infrastructure/tools/media-tools";
import type { Orientation } from "../server/roast-engine/types";
import { frameTimes, tileFrames, videoMs } from "./sheet-frames";

/**
 * `npm run judge:frames -- --out=DIR [--screens=10] [--photos=2] [--seed=S]`: finished roasts of
 * uploads nobody on the team shaped the renderer on (the frozen held-out v2 screens, spread over
 * its apps, and real photographs of bench/photo-set), each rendered in both orientations as a
 * worker renders it (production configuration, one upload in two as a free roast with its mark),
 * and six frames of each tiled into a contact sheet: DIR/sheets/*.png and DIR/items.json for a
 * judge briefed with bench/judging/frames-brief.md. Score the verdicts with
 * `npm run judge:frames -- --score=DIR`. Writes no verdict itself.
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

interface SheetItem {
  id: string;
  upload: string;
  orientation: Orientation;
  tier: "free" | "starter";
  sheet: string;
  script: string;
}

interface FrameVerdict {
  id: string;
  post: number;
  defects?: string[];
}

/** `count` of `list`, spread evenly over it (the sets are ordered by app). */
const spread = <T>(list: T[], count: number): T[] =>
  list.length <= count ? list : Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);

async function uploads(screens: number, photos: number): Promise<string[]> {
  const screenDir = path.resolve("bench/held-out-v2/screens");
  const photoDir = path.resolve("bench/photo-set");
  const screenFiles = (await readdir(screenDir)).filter((f) => /\.(png|jpe?g|webp)$/i.test(f)).sort();
  const photoFiles = (await readdir(photoDir)).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort();
  return [...spread(screenFiles, screens).map((f) => path.join(screenDir, f)), ...spread(photoFiles, photos).map((f) => path.join(photoDir, f))];
}

async function render(out: string, screens: number, photos: number, seed: string): Promise<void> {
  const tools = createMediaTools();
  const engine = createRoastEngine(readEngineConfig(getEnv()));
  const work = await mkdtemp(path.join(tmpdir(), "rr-judge-frames-"));
  const sheets = path.join(out, "sheets");
  await mkdir(sheets, { recursive: true });
  const items: SheetItem[] = [];
  try {
    for (const [k, file] of (await uploads(screens, photos)).entries()) {
      const tier = k % 2 === 0 ? "free" : "starter";
      const name = path.basename(file).replace(/\.[a-z]+$/i, "");
      const workDir = await mkdtemp(path.join(work, `${name}-`));
      const orientations: Orientation[] = ["portrait", "landscape"];
      const result = await engine.runRoast({ image: await readFile(file), seed, tier, watermark: tier === "free", orientations, workDir });
      for (const orientation of orientations) {
        const video = result.outputs[orientation];
        const shots = result.plans?.[orientation]?.shots;
        if (!video || !shots) throw new Error(`${name}: no ${orientation} video or plan`);
        const id = `${name}-${orientation}`;
        const sheet = path.join(sheets, `${id}.png`);
        await tileFrames(tools, video, orientation, frameTimes(shots, await videoMs(tools, video)), sheet);
        items.push({ id, upload: path.relative(process.cwd(), file), orientation, tier, sheet: path.relative(out, sheet), script: result.script.text });
        process.stdout.write(`${id} (${tier}): ${result.script.text}\n`);
      }
    }
  } finally {
    await engine.close();
    await rm(work, { recursive: true, force: true });
  }
  await writeFile(path.join(out, "items.json"), `${JSON.stringify(items, null, 1)}\n`);
  process.stdout.write(`${items.length} sheets in ${sheets}; brief: sed "s#OUT#${out}#g" bench/judging/frames-brief.md\n`);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function score(dir: string): Promise<void> {
  const items = JSON.parse(await readFile(path.join(dir, "items.json"), "utf8")) as SheetItem[];
  const verdicts = JSON.parse(await readFile(path.join(dir, "verdicts.json"), "utf8")) as FrameVerdict[];
  const byId = new Map(verdicts.map((v) => [v.id, v]));
  const missing = items.filter((i) => !byId.has(i.id)).map((i) => i.id);
  if (missing.length) throw new Error(`No verdict for ${missing.join(", ")}`);
  const groups: Array<[string, SheetItem[]]> = [
    ["all", items],
    ["portrait", items.filter((i) => i.orientation === "portrait")],
    ["landscape", items.filter((i) => i.orientation === "landscape")],
    ["free", items.filter((i) => i.tier === "free")],
    ["paid", items.filter((i) => i.tier !== "free")],
  ];
  for (const [name, group] of groups) {
    const posts = group.map((i) => (byId.get(i.id) as FrameVerdict).post);
    const mean = posts.reduce((a, b) => a + b, 0) / Math.max(1, posts.length);
    const high = posts.filter((p) => p >= 4).length;
    process.stdout.write(`${name.padEnd(9)} n=${posts.length} would post: median ${median(posts)}, mean ${mean.toFixed(2)}, 4 or 5: ${high}/${posts.length}\n`);
  }
  const defects = new Map<string, number>();
  for (const v of verdicts) for (const d of v.defects ?? []) defects.set(d, (defects.get(d) ?? 0) + 1);
  process.stdout.write(
    `defects: ${
      [...defects]
        .sort((a, b) => b[1] - a[1])
        .map(([d, n]) => `${d} ${n}`)
        .join(", ") || "none"
    }\n`,
  );
}

const scoreDir = arg("score");
if (scoreDir) await score(scoreDir);
else await render(path.resolve(arg("out") ?? "/tmp/judge-frames"), Number(arg("screens") ?? 10), Number(arg("photos") ?? 2), arg("seed") ?? "frames-1");
