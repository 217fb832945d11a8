import { describe, expect, it } from "vitest";
import type { TimedWord } from "../../types";
import { findPunchline } from "../script/find-punchline";
import { addPunchPause, insertPunchPause } from "./insert-punch-pause";
import { MAX_VOICE_MS } from "./roastbot-voice";

const rate = 1000;
/** Tone where words are spoken, silence between them. */
function speak(words: TimedWord[], totalMs: number): Float32Array {
  const samples = new Float32Array(totalMs);
  for (const w of words) for (let i = w.startMs; i < w.endMs; i++) samples[i] = Math.sin(i);
  return samples;
}
const words: TimedWord[] = [
  { text: "Bold", startMs: 0, endMs: 300 },
  { text: "strategy,", startMs: 340, endMs: 700 },
  { text: "plumbing", startMs: 760, endMs: 1100, emphasis: true },
  { text: "diagram.", startMs: 1120, endMs: 1500, emphasis: true },
];

describe("insertPunchPause", () => {
  it("finds the punchline's first word", () => {
    expect(findPunchline(words)?.first).toBe(2);
    expect(findPunchline(words.map((w) => ({ ...w, emphasis: undefined })))?.first).toBe(3);
  });

  it("inserts silence in the gap before the punchline and shifts the punchline's words", () => {
    const audio = { sampleRate: rate, samples: speak(words, 1600) };
    const paused = insertPunchPause(audio, words, 320);
    expect(paused.audio.samples.length).toBe(1920);
    expect(paused.cutMs).toBeGreaterThanOrEqual(700);
    expect(paused.cutMs).toBeLessThanOrEqual(760);
    expect(paused.words.slice(0, 2)).toEqual(words.slice(0, 2));
    expect(paused.words.slice(2).map((w) => [w.startMs, w.endMs])).toEqual([
      [1080, 1420],
      [1440, 1820],
    ]);
    // Silent from the cut for the whole pause, and the punchline's sound moved with its timing.
    const pause = paused.audio.samples.subarray(paused.cutMs, paused.cutMs + 320);
    expect(Math.max(...pause.map(Math.abs))).toBe(0);
    expect(paused.audio.samples[1200]).toBeCloseTo(audio.samples[880]);
  });

  it("changes nothing without room for a pause or a word before the punchline", () => {
    const audio = { sampleRate: rate, samples: speak(words, 1600) };
    expect(insertPunchPause(audio, words, 0).words).toBe(words);
    const alone = [{ ...words[0], emphasis: true }];
    expect(insertPunchPause(audio, alone, 300).cutMs).toBe(-1);
  });

  it("pauses a take only while the longer voice still fits the video", () => {
    const audio = { sampleRate: rate, samples: speak(words, 1600) };
    const paused = addPunchPause(audio, words);
    expect(paused.audio.samples.length).toBe(1920);
    expect(paused.words[2].startMs).toBe(1080);
    const nearlyFull = { sampleRate: rate, samples: speak(words, MAX_VOICE_MS - 150) };
    expect(addPunchPause(nearlyFull, words)).toEqual({ audio: nearlyFull, words });
    const roomFor250 = { sampleRate: rate, samples: speak(words, MAX_VOICE_MS - 250) };
    expect(addPunchPause(roomFor250, words).audio.samples.length).toBe(MAX_VOICE_MS);
  });
});
