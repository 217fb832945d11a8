// Runs Human's photo model (tfjs on wasm) in a worker thread of its own, loaded once and kept warm.
// Plain JavaScript on purpose: the worker starts under plain Node whatever runs the parent (tsx,
// vitest, a build). A thread of its own also keeps the model's synchronous wasm work off the main
// event loop, and confines the three environment shims below to this thread's globals.
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
  if (!url.startsWith("file://")) throw new Error(`the photo model reads local files only, not ${url}`);
  const type = url.endsWith(".json") ? "application/json" : url.endsWith(".wasm") ? "application/wasm" : "application/octet-stream";
  return new Response(await readFile(new URL(url)), { headers: { "content-type": type } });
};
// 2. Human's Node build needs @tensorflow/tfjs-converter, which is not installed; its all-in-one
//    ESM build bundles it, but its tfjs would pick a Node platform stubbed out for browsers. Seen
//    as a worker scope while it loads, it picks the web platform (fetch, TextEncoder: both in Node).
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
const loaded = human.load().then(async () => {
  if (human.tf.getBackend() !== "wasm") throw new Error(`the photo model started on ${human.tf.getBackend()}, not wasm`);
  // Each model keeps the weight file it was read from (12 MB in all), needed only to save it again:
  // the weights themselves now live in the wasm memory.
  for (const model of Object.values(human.models.models)) if (model?.artifacts) model.artifacts.weightData = undefined;
  // The first detection sets every model up (~1 s): pay it now, not on the first roast.
  const blank = human.tf.fill([256, 256, 3], 128, "int32");
  await human.detect(blank);
  blank.dispose();
});
loaded.then(
  () => parentPort.postMessage({ type: "ready" }),
  (error) => parentPort.postMessage({ type: "failed", error: String(error?.message ?? error) }),
);

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

// One image at a time: Human keeps per-call state, and the thread has one compute thread anyway.
let queue = loaded;
parentPort.on("message", ({ id, data, width, height }) => {
  queue = queue
    .catch(() => undefined)
    .then(async () => {
      await loaded;
      const tensor = human.tf.tensor3d(data, [height, width, 3], "int32");
      try {
        parentPort.postMessage({ type: "result", id, facts: pickFacts(await human.detect(tensor)) });
      } finally {
        tensor.dispose();
      }
    })
    .catch((error) => parentPort.postMessage({ type: "error", id, error: String(error?.message ?? error) }));
});
