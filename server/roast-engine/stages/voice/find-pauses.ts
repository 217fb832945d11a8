import type { PcmAudio } from "./wav";

export interface Span {
  startMs: number;
  endMs: number;
}

/** Where speech starts and ends in a clip, and the quiet gaps inside it. */
export interface SpeechMap {
  speech: Span;
  pauses: Span[];
}

const FRAME_MS = 10;

/**
 * Finds the speech and its pauses from the signal's energy, 10 ms at a time. The threshold is
 * relative to the loud frames, so a cloud voice's noise floor and espeak's digital silence both
 * count as quiet.
 */
export function findPauses(audio: PcmAudio, options: { minPauseMs?: number } = {}): SpeechMap {
  const minPauseMs = options.minPauseMs ?? 60;
  const frame = Math.max(1, Math.round((audio.sampleRate * FRAME_MS) / 1000));
  const energies: number[] = [];
  for (let start = 0; start < audio.samples.length; start += frame) {
    const end = Math.min(audio.samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += audio.samples[i] * audio.samples[i];
    energies.push(Math.sqrt(sum / (end - start)));
  }
  const sorted = [...energies].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  const threshold = Math.max(loud * 0.06, 0.002);
  const voiced = energies.map((e) => e > threshold);
  const first = voiced.indexOf(true);
  const last = voiced.lastIndexOf(true);
  if (first < 0) {
    const totalMs = energies.length * FRAME_MS;
    return { speech: { startMs: 0, endMs: totalMs }, pauses: [] };
  }
  const pauses: Span[] = [];
  let runStart = -1;
  for (let i = first; i <= last; i++) {
    if (!voiced[i] && runStart < 0) runStart = i;
    if (voiced[i] && runStart >= 0) {
      if ((i - runStart) * FRAME_MS >= minPauseMs) pauses.push({ startMs: runStart * FRAME_MS, endMs: i * FRAME_MS });
      runStart = -1;
    }
  }
  return { speech: { startMs: first * FRAME_MS, endMs: (last + 1) * FRAME_MS }, pauses };
}
