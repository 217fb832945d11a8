// Runs one espeak-ng synthesis in a worker thread. Plain JavaScript on purpose: the worker starts
// under plain Node whatever runs the parent (tsx, vitest, a build), so it needs no TS loader.
// Each synthesis is a fresh wasm instance (the command line runs once per instance); ending the
// worker hands its 32 MB of wasm memory straight back, and the main thread never blocks on it.
import { parentPort, workerData } from "node:worker_threads";
import ESpeakNg from "espeak-ng";

/** @type {{ module: WebAssembly.Module, args: string[], variantPath: string, variant: string, wavPath: string }} */
const { module, args, variantPath, variant, wavPath } = workerData;
const lines = [];
const errors = [];
let status = 0;
const options = {
  arguments: args,
  print: (line) => lines.push(line),
  printErr: (line) => errors.push(line),
  // The default would set process.exitCode: report the status instead.
  quit: (code, toThrow) => {
    status = code;
    throw toThrow;
  },
  onRuntimeInitialized: () => options.FS.writeFile(variantPath, variant),
  instantiateWasm: (imports, done) => {
    WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
    return {};
  },
};
try {
  const espeak = await ESpeakNg(options);
  const wav = espeak.FS.readFile(wavPath);
  parentPort.postMessage({ status, lines, errors, wav }, [wav.buffer]);
} catch (error) {
  parentPort.postMessage({ status: status || 1, lines, errors: [...errors, String(error)] });
}
