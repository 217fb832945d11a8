import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { AppError } from "../../lib/errors";
import { compileWasmOnce } from "./compile-wasm-once";
import { ROASTBOT_VARIANT, buildEspeakArgs } from "./roastbot-voice";

export interface EspeakOutput {
  wav: Buffer;
  /** espeak's phoneme mnemonics, one line per clause, for word timing. */
  clauseLines: string[];
}

interface WorkerReply {
  status: number;
  lines: string[];
  errors: string[];
  wav?: Uint8Array;
}

const VARIANT_PATH = "/usr/local/share/espeak-ng-data/voices/!v/roastbot";
const WAV_PATH = "/voice.wav";
const WORKER_URL = new URL("./espeak-worker.mjs", import.meta.url);

/** The 18 MB wasm, compiled once per process. */
export const compileEspeak = compileWasmOnce(() => join(dirname(createRequire(import.meta.url).resolve("espeak-ng")), "espeak-ng.wasm"));

/**
 * Speaks `text` with the espeak-ng command line (wasm) in a worker thread, as RoastBot: returns
 * the WAV and the phonemes of each clause. Aborting `signal` ends the worker.
 */
export async function synthesizeEspeak(text: string, speed: number, signal?: AbortSignal): Promise<EspeakOutput> {
  signal?.throwIfAborted();
  const module = await compileEspeak();
  const args = buildEspeakArgs({ text, speed, wavPath: WAV_PATH });
  const worker = new Worker(WORKER_URL, { workerData: { module, args, variantPath: VARIANT_PATH, variant: ROASTBOT_VARIANT, wavPath: WAV_PATH } });
  const onAbort = () => void worker.terminate();
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", () => reject(signal?.aborted ? signal.reason : new Error("the voice worker stopped")));
    });
    if (reply.status !== 0 || !reply.wav || reply.wav.length <= 44) {
      throw new Error(`status ${reply.status}: ${reply.errors.join(" ")}`);
    }
    return { wav: Buffer.from(reply.wav.buffer, reply.wav.byteOffset, reply.wav.byteLength), clauseLines: reply.lines };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new AppError("INTERNAL", `Offline voice failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    signal?.removeEventListener("abort", onAbort);
    await worker.terminate();
  }
}
