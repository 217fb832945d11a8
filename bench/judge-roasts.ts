import { readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { normalizeImage } from "../server/roast-engine/infrastructure/image";
import { createAnalyzer } from "../server/roast-engine/stages/analyze";
import { closePhotoModel } from "../server/roast-engine/stages/analyze/photo";
import { writeOfflineScript } from "../server/roast-engine/stages/script";

/**
 * `npm run judge:roasts -- --set=held-out-v42|held-out-v41|held-out-v40|held-out-v39|held-out-v38|held-out-v37|held-out-v36|held-out-v35|held-out-v34|held-out-v33|held-out-v32|held-out-v31|held-out-v30|held-out-v29|held-out-v28|held-out-v27|held-out-v26|held-out-v25|held-out-v24|held-out-v23|held-out-v22|held-out-v21|held-out-v20|held-out-v19|held-out-v18|held-out-v17|held-out-v16|held-out-v15|held-out-v14|held-out-v13|held-out-v12|held-out-v11|held-out-v10|held-out-v9|held-out-v8|held-out-v7|held-out-v6|held-out-v5|held-out-v4|held-out-v3|held-out-v2|held-out|photos --out=DIR [--seed=S]`: the offline
 * engine's roast of every image of a frozen set (real reader, warm, as a worker runs it) beside
 * the set's reference roasts, as the two files the blind-judging protocol pairs
 * (../shared/judge/README.md): DIR/engine.json and DIR/reference.json, `[{ file, script }]` with
 * `file` relative to the images folder it prints. Writes no verdict: a judge does.
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const set = arg("set") ?? "held-out-v2";
const out = arg("out") ?? `/tmp/judge-${set}`;
const seed = arg("seed") ?? "judge-1";

interface Item {
  file: string;
  reference: string;
}

async function readItems(): Promise<{ images: string; items: Item[] }> {
  if (set === "photos") {
    const images = path.resolve("bench/photo-set");
    const refs = JSON.parse(await readFile("bench/held-out-v2/model-photo-roasts.json", "utf8")) as Array<{ file: string; script: string }>;
    return { images, items: refs.map((r) => ({ file: r.file, reference: r.script })) };
  }
  const dir = path.resolve("bench", set);
  const screens = JSON.parse(await readFile(path.join(dir, "screens.json"), "utf8")) as Array<{ id: string; file: string }>;
  const refs = new Map(
    (JSON.parse(await readFile(path.join(dir, "model-roasts.json"), "utf8")) as Array<{ id: string; script: string }>).map((r) => [r.id, r.script]),
  );
  // The judge's pairing (pair.mjs) takes bare names in one folder: every screen is in screens/.
  const items = screens.flatMap((s) => (refs.has(s.id) ? [{ file: path.basename(s.file), reference: refs.get(s.id) as string }] : []));
  return { images: path.join(dir, "screens"), items };
}

const { images, items } = await readItems();
const analyzer = createAnalyzer();
const engine: Array<{ file: string; script: string }> = [];
try {
  for (const item of items) {
    const analysis = await analyzer.analyze(await normalizeImage(await readFile(path.join(images, item.file))));
    engine.push({ file: item.file, script: writeOfflineScript(analysis, seed).text });
  }
} finally {
  await analyzer.close();
  await closePhotoModel();
}
await mkdir(out, { recursive: true });
await writeFile(path.join(out, "engine.json"), `${JSON.stringify(engine, null, 1)}\n`);
await writeFile(
  path.join(out, "reference.json"),
  `${JSON.stringify(
    items.map((i) => ({ file: i.file, script: i.reference })),
    null,
    1,
  )}\n`,
);
console.log(`${engine.length} roasts: ${out}/engine.json and reference.json; images: ${images}`);
console.log(`next: node ../shared/judge/pair.mjs --images ${images} --a ${out}/engine.json --b ${out}/reference.json --out ${out}/pairs`);
