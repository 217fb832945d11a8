// The engine's models in one worker thread: Human's photo models and nsfwjs's moderation
// classifier, both on one tfjs (Human's bundle) and one wasm backend, each loaded when first asked
// for and kept warm. One thread rather than one per model: a second thread carried its own V8
// isolate, tfjs and wasm heap, ~145 MB for a 4 MB classifier (docs/benchmarks.md, worker memory).
// A process loads only what it uses: an API process moderates uploads and never loads the photo
// models; a worker process roasts and never loads the classifier.
//
// Plain JavaScript on purpose: the thread starts under plain Node whatever runs the parent (tsx,
// vitest, a build). A thread of its own keeps the models' synchronous wasm work off the event loop
// that answers requests, and confines the environment shims below to this thread's globals.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

const require = createRequire(import.meta.url);
const humanDir = path.dirname(path.dirname(require.resolve("@vladmandic/human")));
const wasmDir = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));

// 1. Models and the wasm binary are files on disk (the machine may be offline): Node's fetch
//    cannot read file:// URLs, so this thread's fetch serves them and refuses anything else.
globalThis.fetch = async (input) => {
  const url = typeof input === "string" ? input : (input.url ?? String(input));
  if (!url.startsWith("file://")) throw new Error(`the model thread reads local files only, not ${url}`);
  const type = url.endsWith(".json") ? "application/json" : url.endsWith(".wasm") ? "application/wasm" : "application/octet-stream";
  return new Response(await readFile(new URL(url)), { headers: { "content-type": type } });
};
// 2. Human's Node build expects tfjs-node; its all-in-one ESM build bundles tfjs (converter and
//    wasm backend included: the one copy both models run on), but that tfjs would pick a Node
//    platform stubbed out for browsers. Seen as a worker scope while it loads, it picks the web
//    platform (fetch, TextEncoder: both in Node).
globalThis.WorkerGlobalScope = class {};
const { Human } = await import(pathToFileURL(path.join(humanDir, "dist/human.esm.js")).href);
delete globalThis.WorkerGlobalScope;
// 3. The bundled wasm backend's loader, seeing Node, reads __dirname, which ES modules lack.
globalThis.__dirname = wasmDir;

// The models shipped in the human package, unless a bench points at another folder to compare.
const modelsDir = workerData.modelsDir ?? path.join(humanDir, "models");
const human = new Human({
  ...workerData.config,
  modelBasePath: pathToFileURL(modelsDir).href + "/",
  wasmPath: pathToFileURL(wasmDir).href + "/",
});
const tf = human.tf;

async function startBackend() {
  await human.init();
  if (tf.getBackend() !== "wasm") throw new Error(`the models started on ${tf.getBackend()}, not wasm`);
}

// --- The photo models (Human) ---------------------------------------------------------------

async function loadPhoto() {
  await startBackend();
  await human.load();
  // Each model keeps the weight file it was read from (12 MB in all), needed only to save it again:
  // the weights themselves now live in the wasm memory.
  for (const model of Object.values(human.models.models)) if (model?.artifacts) model.artifacts.weightData = undefined;
  // The first detection sets every model up (~1 s): pay it now, not on the first roast.
  const blank = tf.fill([256, 256, 3], 128, "int32");
  await human.detect(blank);
  blank.dispose();
}

const round = (n) => Math.round(n * 1000) / 1000;
const box = (b) => b.map((v) => Math.round(v));
// A body with no confident keypoint comes back with an infinite box.
const isFiniteBox = (b) => b.every((v) => Number.isFinite(v)) && b[2] > 0 && b[3] > 0;

/** Only what a roast may use leaves this thread: no age, gender, race, embedding or mesh. */
function pickFacts(result) {
  return {
    faces: result.face.filter((f) => isFiniteBox(f.box)).map((f) => ({ box: box(f.box), score: round(f.score), emotion: (f.emotion ?? []).map((e) => ({ emotion: e.emotion, score: round(e.score) })) })),
    bodies: result.body.filter((b) => isFiniteBox(b.box)).map((b) => ({ box: box(b.box), score: round(b.score), keypoints: b.keypoints.map((k) => ({ part: k.part, x: Math.round(k.position[0]), y: Math.round(k.position[1]), score: round(k.score) })) })),
    hands: result.hand.map((h) => ({ box: box(h.box), score: round(h.score) })),
    objects: result.object.map((o) => ({ label: o.label, box: box(o.box), score: round(o.score) })),
  };
}

async function detectPhoto({ data, width, height }) {
  const tensor = tf.tensor3d(data, [height, width, 3], "int32");
  try {
    return pickFacts(await human.detect(tensor));
  } finally {
    tensor.dispose();
  }
}

// --- The moderation classifier (nsfwjs's MobileNetV2Mid) ------------------------------------
// The model is the one nsfwjs ships, read from its package; nsfwjs's own loader is not used. It
// imports all of @tensorflow/tfjs and evaluates the weights as 5.6 MB JavaScript modules (ADR 0019);
// here the weights' base64 is cut out of its file and the graph runs on Human's tfjs.

// nsfwjs/dist/cjs/index.js → nsfwjs/dist/models/mobilenet_v2_mid
const nsfwDir = path.join(path.dirname(path.dirname(require.resolve("nsfwjs"))), "models", "mobilenet_v2_mid");
/** The model's output order (nsfwjs's NSFW_CLASSES). */
const NSFW_CLASSES = ["Drawing", "Hentai", "Neutral", "Porn", "Sexy"];
/** The model reads 224x224 RGB scaled to 0..1: the parent resizes (sharp), so no resize runs here. */
const NSFW_SIZE = 224;
let nsfwModel;

/** A weight shard is a browserify bundle around one base64 string: the string, without running the bundle. */
async function readShard(file) {
  const text = await readFile(path.join(nsfwDir, file), "latin1");
  const start = text.indexOf('.exports="') + '.exports="'.length;
  const end = text.indexOf('"', start);
  if (start < '.exports="'.length || end < 0) throw new Error(`no weights found in ${file}`);
  return Buffer.from(text.slice(start, end), "base64");
}

async function loadModeration() {
  await startBackend();
  const json = require(path.join(nsfwDir, "model.min.js"));
  const shards = await Promise.all(json.weightsManifest.flatMap((group) => group.paths).map((p) => readShard(`${p}.min.js`)));
  const weights = Buffer.concat(shards);
  const model = await tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      format: json.format,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  // The first run sets every kernel up: pay it now, not on the first upload.
  const blank = tf.fill([1, NSFW_SIZE, NSFW_SIZE, 3], 0.5);
  const warm = model.predict(blank);
  await warm.data();
  tf.dispose([blank, warm]);
  nsfwModel = model;
}

async function classify({ data }) {
  const output = tf.tidy(() => nsfwModel.predict(tf.div(tf.tensor4d(data, [1, NSFW_SIZE, NSFW_SIZE, 3], "int32"), 255)));
  try {
    const probabilities = await output.data();
    return Object.fromEntries(NSFW_CLASSES.map((name, i) => [name, Math.round(probabilities[i] * 10_000) / 10_000]));
  } finally {
    output.dispose();
  }
}

// --- Messages -------------------------------------------------------------------------------

const MODELS = { photo: { load: loadPhoto, run: detectPhoto }, moderation: { load: loadModeration, run: classify } };
/** Each model's load, once it was asked for; a failed one is forgotten so that the next ask tries again. */
const loads = new Map();

// One job at a time, loads included: Human keeps per-call state, and the thread has one compute thread anyway.
let queue = Promise.resolve();
const enqueue = (job) => {
  const done = queue.then(job);
  queue = done.catch(() => undefined);
  return done;
};

function load(name) {
  let loading = loads.get(name);
  if (!loading) {
    loading = enqueue(() => MODELS[name].load());
    loading.catch(() => loads.delete(name));
    loads.set(name, loading);
  }
  return loading;
}

parentPort.on("message", (message) => {
  const model = MODELS[message.model];
  if (!model) return parentPort.postMessage({ type: "error", id: message.id, error: `no model named ${message.model}` });
  if (message.type === "load") {
    load(message.model).then(
      () => parentPort.postMessage({ type: "loaded", model: message.model }),
      (error) => parentPort.postMessage({ type: "load-failed", model: message.model, error: String(error?.message ?? error) }),
    );
    return;
  }
  load(message.model)
    .then(() => enqueue(() => model.run(message)))
    .then(
      (result) => parentPort.postMessage({ type: "result", id: message.id, result }),
      (error) => parentPort.postMessage({ type: "error", id: message.id, error: String(error?.message ?? error) }),
    );
});
