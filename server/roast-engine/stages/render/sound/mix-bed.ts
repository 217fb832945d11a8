import type { TimedWord } from "../../../types";

export interface DuckingOptions {
  /** Music level while the voice speaks. */
  duckTo: number;
  attackMs: number;
  releaseMs: number;
  /** Gaps between words shorter than this stay ducked. */
  bridgeMs: number;
}

const DUCKING: DuckingOptions = { duckTo: 0.28, attackMs: 60, releaseMs: 320, bridgeMs: 300 };

/**
 * The music's gain over time: down while words are spoken (known from the word timings, so the
 * duck starts with the voice, not after it), smoothly back up in the gaps.
 */
export function buildDuckingGain(words: TimedWord[], offsetMs: number, length: number, sampleRate: number, options = DUCKING): Float32Array {
  const target = new Float32Array(length).fill(1);
  const toIndex = (ms: number) => Math.max(0, Math.min(length, Math.round(((ms + offsetMs) / 1000) * sampleRate)));
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    const end = next && next.startMs - words[i].endMs < options.bridgeMs ? next.startMs : words[i].endMs;
    target.fill(options.duckTo, toIndex(words[i].startMs - options.attackMs), toIndex(end));
  }
  const gain = new Float32Array(length);
  const attack = 1 - Math.exp(-1000 / (options.attackMs * sampleRate));
  const release = 1 - Math.exp(-1000 / (options.releaseMs * sampleRate));
  let level = 1;
  for (let i = 0; i < length; i++) {
    level += (target[i] - level) * (target[i] < level ? attack : release);
    gain[i] = level;
  }
  return gain;
}

/** The bed under the voice: the (ducked) music if any, a whoosh on each camera move, the sting on the punchline. */
export function mixBed(options: {
  totalMs: number;
  sampleRate: number;
  sting: Float32Array;
  stingAtMs: number;
  whoosh?: Float32Array;
  whooshAtMs?: number[];
  music?: Float32Array;
  words: TimedWord[];
  voiceOffsetMs: number;
}): Float32Array {
  const length = Math.round((options.totalMs / 1000) * options.sampleRate);
  const out = new Float32Array(length);
  if (options.music) {
    const gain = buildDuckingGain(options.words, options.voiceOffsetMs, length, options.sampleRate);
    for (let i = 0; i < Math.min(length, options.music.length); i++) out[i] = options.music[i] * gain[i];
  }
  const add = (sound: Float32Array, atMs: number, gain: number) => {
    const at = Math.max(0, Math.round((atMs / 1000) * options.sampleRate));
    for (let i = 0; i < sound.length && at + i < length; i++) out[at + i] += sound[i] * gain;
  };
  for (const atMs of options.whoosh ? (options.whooshAtMs ?? []) : []) add(options.whoosh as Float32Array, atMs, 0.35);
  add(options.sting, options.stingAtMs, 0.6);
  return out;
}
