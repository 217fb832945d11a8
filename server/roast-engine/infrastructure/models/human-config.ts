/**
 * What the photo model runs, as Human's config. Only what a roast may speak of is switched on:
 * a face detector with expressions, one body pose, hands and COCO objects. Every model that
 * estimates identity traits (age, gender and race from "description"), and the mesh, iris,
 * attention, liveness and anti-spoofing models, are off: they never load, so they never output.
 */
export const HUMAN_CONFIG = {
  backend: "wasm",
  // The wasm binary is fetched through tfjs' platform fetch, which the worker serves from disk.
  wasmPlatformFetch: true,
  // One compute thread: the OCR worker and renders share the machine's two cores.
  flags: { WASM_HAS_MULTITHREAD_SUPPORT: false },
  debug: false,
  async: true,
  warmup: "none",
  // Every image is a new upload: no frame-to-frame caching as for a webcam.
  cacheSensitivity: 0,
  skipAllowed: false,
  cacheModels: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 8, minConfidence: 0.5, return: false },
    mesh: { enabled: false },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { enabled: true, minConfidence: 0.1 },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: true, maxDetected: 1, minConfidence: 0.3 },
  hand: { enabled: true, maxDetected: 2, minConfidence: 0.5, landmarks: false, rotation: false },
  object: { enabled: true, maxDetected: 12, minConfidence: 0.3 },
  segmentation: { enabled: false },
} as const;

/** Human's models that say something about who a person is, or read a face closer than a roast needs. */
export const IDENTITY_MODELS = ["description", "mesh", "iris", "attention", "antispoof", "liveness"] as const;
