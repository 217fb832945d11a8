import { findPunchline } from "../script/find-punchline";
import type { TimedWord } from "../../types";
import { MAX_VOICE_MS } from "./roastbot-voice";
import { type PcmAudio, getDurationMs } from "./wav";

/** The beat of silence before the punchline. */
export const PUNCH_PAUSE_MS = 320;
/** Shorter than this, a pause reads as a hiccup rather than a beat: leave it out. */
const MIN_PAUSE_MS = 200;
const FRAME_MS = 10;

/** The quietest 10 ms near `aroundMs` (from 150 ms before to 60 ms after): where a cut is not heard. */
function findQuietestMs(audio: PcmAudio, aroundMs: number): number {
  const frame = Math.round((audio.sampleRate * FRAME_MS) / 1000);
  let best = aroundMs;
  let bestEnergy = Number.POSITIVE_INFINITY;
  for (let ms = Math.max(0, aroundMs - 150); ms <= aroundMs + 60; ms += FRAME_MS) {
    const start = Math.round((ms / 1000) * audio.sampleRate);
    if (start + frame > audio.samples.length) break;
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += audio.samples[i] * audio.samples[i];
    if (sum < bestEnergy) {
      bestEnergy = sum;
      best = ms + FRAME_MS / 2;
    }
  }
  return best;
}

/**
 * A beat before the punchline: `pauseMs` of silence inserted at the quietest point just before
 * the punchline's first word, and every word from there on shifted by as much. Nothing changes
 * when there is no earlier word to pause after or no room (`pauseMs` <= 0).
 */
export function insertPunchPause(audio: PcmAudio, words: TimedWord[], pauseMs: number): { audio: PcmAudio; words: TimedWord[]; cutMs: number } {
  const punch = findPunchline(words)?.first ?? -1;
  if (punch <= 0 || pauseMs <= 0) return { audio, words, cutMs: -1 };
  const cutMs = Math.max(words[punch - 1].endMs - 20, Math.min(words[punch].startMs + 20, findQuietestMs(audio, words[punch].startMs)));
  const cut = Math.round((cutMs / 1000) * audio.sampleRate);
  const gap = Math.round((pauseMs / 1000) * audio.sampleRate);
  const samples = new Float32Array(audio.samples.length + gap);
  samples.set(audio.samples.subarray(0, cut), 0);
  samples.set(audio.samples.subarray(cut), cut + gap);
  const shift = (gap / audio.sampleRate) * 1000;
  const shifted = words.map((w, i) => (i < punch ? w : { ...w, startMs: Math.round(w.startMs + shift), endMs: Math.round(w.endMs + shift) }));
  return { audio: { ...audio, samples }, words: shifted, cutMs };
}

/**
 * Gives a take's punchline its beat before the take is written: the pause, as long as the longer
 * voice still fits the video (at most `PUNCH_PAUSE_MS`, none when under `MIN_PAUSE_MS` is left).
 */
export function addPunchPause(audio: PcmAudio, words: TimedWord[]): { audio: PcmAudio; words: TimedWord[] } {
  const pauseMs = Math.min(PUNCH_PAUSE_MS, MAX_VOICE_MS - getDurationMs(audio));
  if (pauseMs < MIN_PAUSE_MS) return { audio, words };
  const paused = insertPunchPause(audio, words, pauseMs);
  return paused.cutMs < 0 ? { audio, words } : { audio: paused.audio, words: paused.words };
}
