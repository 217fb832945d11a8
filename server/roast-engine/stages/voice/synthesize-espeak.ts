import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { compileWasmOnce } from "./compile-wasm-once";
import { runVoiceWorker } from "./run-voice-worker";
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
  return runVoiceWorker({
    url: WORKER_URL,
    workerData: { module, args, variantPath: VARIANT_PATH, variant: ROASTBOT_VARIANT, wavPath: WAV_PATH },
    signal,
    read: (reply: WorkerReply) => {
      if (reply.status !== 0 || !reply.wav || reply.wav.length <= 44) {
        throw new Error(`status ${reply.status}: ${reply.errors.join(" ")}`);
      }
      return { wav: Buffer.from(reply.wav.buffer, reply.wav.byteOffset, reply.wav.byteLength), clauseLines: reply.lines };
    },
  });
}
