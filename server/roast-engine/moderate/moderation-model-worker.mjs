// Runs nsfwjs's MobileNetV2Mid classifier (tfjs on wasm) in a worker thread of its own, loaded once
// and kept warm, as the photo model is (analyze/photo/photo-model-worker.mjs). Plain JavaScript so
// the thread starts under plain Node whatever runs the parent (tsx, vitest, a build); a thread of
// its own keeps the model's synchronous wasm work off the event loop that answers requests.
//
// The model is the one nsfwjs ships, read from its package; nsfwjs's own loader is not used. It
// imports all of @tensorflow/tfjs and evaluates the weights as 5.6 MB JavaScript modules, which
// left the thread 50 MB bigger and twice as slow per image (ADR 0019). Here only tfjs-core, the
// graph-model converter and the wasm backend load, and the weights' base64 is cut out of its file.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs-core";
import { loadGraphModel } from "@tensorflow/tfjs-converter";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";

const require = createRequire(import.meta.url);
const wasmDir = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));
// nsfwjs/dist/cjs/index.js → nsfwjs/dist/models/mobilenet_v2_mid
const modelDir = path.join(path.dirname(path.dirname(require.resolve("nsfwjs"))), "models", "mobilenet_v2_mid");
/** The model's output order (nsfwjs's NSFW_CLASSES). */
const CLASSES = ["Drawing", "Hentai", "Neutral", "Porn", "Sexy"];
/** The model reads 224x224 RGB scaled to 0..1: the parent resizes (sharp), so no resize runs here. */
const SIZE = 224;

/** A weight shard is a browserify bundle around one base64 string: the string, without running the bundle. */
async function readShard(file) {
  const text = await readFile(path.join(modelDir, file), "latin1");
  const start = text.indexOf('.exports="') + '.exports="'.length;
  const end = text.indexOf('"', start);
  if (start < '.exports="'.length || end < 0) throw new Error(`no weights found in ${file}`);
  return Buffer.from(text.slice(start, end), "base64");
}

const loaded = (async () => {
  // The machine may be offline: the wasm binary is read from the installed package, never a CDN.
  setWasmPaths(`${wasmDir}/`);
  if (!(await tf.setBackend("wasm"))) throw new Error("the wasm backend did not start");
  await tf.ready();
  const json = require(path.join(modelDir, "model.min.js"));
  const shards = await Promise.all(json.weightsManifest.flatMap((group) => group.paths).map((p) => readShard(`${p}.min.js`)));
  const weights = Buffer.concat(shards);
  const model = await loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      format: json.format,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  if (tf.getBackend() !== "wasm") throw new Error(`the moderation model started on ${tf.getBackend()}, not wasm`);
  // The first run sets every kernel up: pay it now, not on the first upload.
  const blank = tf.fill([1, SIZE, SIZE, 3], 0.5);
  const warm = model.predict(blank);
  await warm.data();
  tf.dispose([blank, warm]);
  return model;
})();
loaded.then(
  () => parentPort.postMessage({ type: "ready" }),
  (error) => parentPort.postMessage({ type: "failed", error: String(error?.message ?? error) }),
);

// One image at a time: the thread has one compute thread anyway.
let queue = loaded;
parentPort.on("message", ({ id, data }) => {
  queue = queue
    .catch(() => undefined)
    .then(async () => {
      const model = await loaded;
      const output = tf.tidy(() => model.predict(tf.div(tf.tensor4d(data, [1, SIZE, SIZE, 3], "int32"), 255)));
      try {
        const probabilities = await output.data();
        const scores = Object.fromEntries(CLASSES.map((name, i) => [name, Math.round(probabilities[i] * 10_000) / 10_000]));
        parentPort.postMessage({ type: "result", id, scores });
      } finally {
        output.dispose();
      }
    })
    .catch((error) => parentPort.postMessage({ type: "error", id, error: String(error?.message ?? error) }));
});
