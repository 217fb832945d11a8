// Runs CMU Flite (WASI) in a worker thread. Plain JavaScript on purpose: the worker starts under
// plain Node whatever runs the parent (tsx, vitest, a build), so it needs no TS loader. Each run is
// a fresh instance (a WASI program's main runs once per instance); ending the worker hands its
// wasm memory straight back, and the main thread never blocks on the synthesis.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WASI } from "node:wasi";
import { parentPort, workerData } from "node:worker_threads";

// node:wasi warns that it is experimental on every use: keep every other warning, drop that one.
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (!/WASI is an experimental/.test(warning.message)) process.stderr.write(`${warning.name}: ${warning.message}\n`);
});

/** @type {{ module: WebAssembly.Module, runs: string[][], wavName?: string }} */
const { module, runs, wavName } = workerData;
const dir = mkdtempSync(join(tmpdir(), "rr-flite-"));
try {
  const outputs = [];
  for (const [index, args] of runs.entries()) {
    const stdoutPath = join(dir, `stdout-${index}.txt`);
    const stdout = openSync(stdoutPath, "w");
    let status;
    try {
      const wasi = new WASI({ version: "preview1", args: ["flite", ...args], env: {}, preopens: { "/out": dir }, stdout, returnOnExit: true });
      const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
      status = wasi.start(instance);
    } finally {
      closeSync(stdout);
    }
    outputs.push({ status, stdout: readFileSync(stdoutPath, "utf8") });
  }
  const wav = wavName ? new Uint8Array(readFileSync(join(dir, wavName))) : undefined;
  parentPort.postMessage({ outputs, wav }, wav ? [wav.buffer] : []);
} catch (error) {
  parentPort.postMessage({ outputs: [], error: String(error) });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
