import { writeFile } from "node:fs/promises";
import { findPunchline } from "../script/find-punchline";
import type { TimedWord, VoiceTrack } from "../../types";
import { addPunchPause } from "./insert-punch-pause";
import { type PcmAudio, encodeWav, getDurationMs } from "./wav";

/**
 * The last step of every narrator: the take gets its beat before the punchline (in memory, unless
 * `beat` is false: a narrator's one-line preview has no punchline to wait for), and is written
 * once, with the word timings and the punchline's start that go with the written file.
 */
export async function writeVoiceTake(wavPath: string, audio: PcmAudio, words: TimedWord[], beat = true): Promise<VoiceTrack> {
  const paused = beat ? addPunchPause(audio, words) : { audio, words };
  await writeFile(wavPath, encodeWav(paused.audio));
  return { wavPath, durationMs: getDurationMs(paused.audio), words: paused.words, punchlineMs: findPunchline(paused.words)?.startMs ?? 0 };
}
