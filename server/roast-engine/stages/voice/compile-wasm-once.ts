import { readFile } from "node:fs/promises";

/**
 * A voice's wasm, compiled once per process (an engine starts this early, off the first roast's
 * clock) and handed to each synthesis' worker. A failed compile is not kept, so the next call retries.
 */
export function compileWasmOnce(resolvePath: () => string): () => Promise<WebAssembly.Module> {
  let compiled: Promise<WebAssembly.Module> | undefined;
  return () => {
    compiled ??= (async () => WebAssembly.compile(await readFile(resolvePath())))().catch((error) => {
      compiled = undefined;
      throw error;
    });
    return compiled;
  };
}
