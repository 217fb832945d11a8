import type { Script, TimedWord } from "../../types";
import { alignWords } from "./align-words";
import { findPauses } from "./find-pauses";
import { buildWordListText, mapPhonesToWords, parseTimedPhones, splitWordPhones } from "./flite-phones";
import { synthesizeFlite } from "./flite-synthesize";
import { MAX_VOICE_MS, TARGET_VOICE_MS } from "./roastbot-voice";
import { type PcmAudio, decodeWav, getDurationMs } from "./wav";
import { countWordsSyllables, weighWordsByText } from "./word-weights";

/** Faster than this, Flite's words start to blur; slower than 1, it drags. */
const MIN_STRETCH = 0.72;

/** The Flite pace for a second take when the first one, at `stretch`, ran `durationMs`. */
export function correctStretch(stretch: number, durationMs: number, targetMs = TARGET_VOICE_MS): number {
  return Math.max(MIN_STRETCH, Math.min(1, (stretch * targetMs) / durationMs));
}

/**
 * Flite's 'slt' at its normal pace, planned on the slow side as RoastBot's rate is
 * (roastbot-voice.ts), so that a second take is rare: 201–271 ms a syllable over the 37 sample
 * screens' scripts (median 231), 227–296 on battle lines (docs/benchmarks.md).
 */
const MS_PER_SYLLABLE_AT_STRETCH_1 = 250;

/**
 * The pace of a first take: the normal one when the words should take no longer than `targetMs`
 * at it, else the pace that should make `targetMs`, so a take that will run long is not spoken
 * twice and every battle turn gets one pace.
 */
export function firstStretch(syllables: number, targetMs: number): number {
  const expectedMs = syllables * MS_PER_SYLLABLE_AT_STRETCH_1;
  return expectedMs <= targetMs ? 1 : correctStretch(1, expectedMs, targetMs);
}

/** A Flite take in memory: the WAV as Flite wrote it, its samples, and its word timings. */
export interface FliteTake {
  wav: Buffer;
  audio: PcmAudio;
  words: TimedWord[];
}

/**
 * Speaks the script with Flite's 'slt' voice. Word timings come from the take's own phone
 * timings; if the phones cannot be told apart by word, from its pauses and the words' spelling.
 * A take that runs too long is said again faster. Nothing is written: the caller finishes the take.
 */
export async function speakWithFlite(options: { script: Script; signal?: AbortSignal; targetMs?: number; maxMs?: number }): Promise<FliteTake> {
  const { script, signal, targetMs = TARGET_VOICE_MS, maxMs = MAX_VOICE_MS } = options;
  const texts = script.words.map((w) => w.text);
  const text = texts.join(" ");
  const wordListText = buildWordListText(texts);
  let stretch = firstStretch(countWordsSyllables(script.words), targetMs);
  let take = await synthesizeFlite({ text, stretch, wordListText, signal });
  let audio = decodeWav(take.wav);
  if (getDurationMs(audio) > maxMs) {
    stretch = correctStretch(stretch, getDurationMs(audio), targetMs);
    take = await synthesizeFlite({ text, stretch, wordListText, signal });
    audio = decodeWav(take.wav);
  }
  const wordPhones = splitWordPhones(take.wordPhones, texts);
  const spans = wordPhones ? mapPhonesToWords(wordPhones, parseTimedPhones(take.timedPhones)) : null;
  const words: TimedWord[] = spans
    ? script.words.map((w, i) => ({ text: w.text, startMs: spans[i].startMs, endMs: spans[i].endMs, ...(w.emphasis ? { emphasis: true } : {}) }))
    : alignWords(weighWordsByText(script.words), findPauses(audio));
  return { wav: take.wav, audio, words };
}
