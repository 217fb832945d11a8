import { readFile, writeFile } from "node:fs/promises";
import type { Voice } from "../voice/create-voice-track";
import { PUNCH_PAUSE_MS, insertPunchPause } from "../voice/insert-punch-pause";
import { MAX_VOICE_MS } from "../voice/roastbot-voice";
import { decodeWav, encodeWav, getDurationMs } from "../voice/wav";
import { findPunchlineMs } from "../voice/align-words";

/** Shorter than this, a pause reads as a hiccup rather than a beat: leave it out. */
const MIN_PAUSE_MS = 200;

/**
 * Gives the punchline its beat: silence inserted into the voice file before the punchline and
 * the word timings shifted, as long as the longer voice still fits the video.
 */
export async function addPunchPause(voice: Voice): Promise<Voice> {
  const pauseMs = Math.min(PUNCH_PAUSE_MS, MAX_VOICE_MS - voice.durationMs);
  if (pauseMs < MIN_PAUSE_MS) return voice;
  const paused = insertPunchPause(decodeWav(await readFile(voice.wavPath)), voice.words, pauseMs);
  if (paused.cutMs < 0) return voice;
  await writeFile(voice.wavPath, encodeWav(paused.audio));
  return { ...voice, words: paused.words, durationMs: getDurationMs(paused.audio), punchlineMs: findPunchlineMs(paused.words) };
}
