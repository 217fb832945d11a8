import { describe, expect, it } from "vitest";
import { buildDuckingGain, mixBed } from "./mix-bed";
import { WHOOSH_LENGTH_S, synthesizeWhoosh } from "./synthesize-whoosh";

const RATE = 1000; // one sample per ms keeps the arithmetic readable
const words = [
  { text: "a", startMs: 1000, endMs: 1400 },
  { text: "b", startMs: 1500, endMs: 2000 },
  { text: "c", startMs: 4000, endMs: 4500 },
];

describe("buildDuckingGain", () => {
  const gain = buildDuckingGain(words, 0, 6000, RATE);

  it("is full before speech, ducked while words are spoken (short gaps bridged)", () => {
    expect(gain[500]).toBeCloseTo(1, 2);
    expect(gain[1300]).toBeLessThan(0.35);
    expect(gain[1450]).toBeLessThan(0.35);
    expect(gain[1900]).toBeLessThan(0.35);
  });

  it("recovers in a long gap and after the voice", () => {
    expect(gain[3500]).toBeGreaterThan(0.8);
    expect(gain[5900]).toBeGreaterThan(0.9);
  });

  it("starts ducking just before a word and honours the voice offset", () => {
    expect(gain[990]).toBeLessThan(1);
    const shifted = buildDuckingGain(words, 250, 6000, RATE);
    expect(shifted[1300]).toBeGreaterThan(gain[1300]);
    expect(shifted[1550]).toBeLessThan(0.35);
  });
});

describe("mixBed", () => {
  const sting = Float32Array.from({ length: 100 }, () => 1);

  it("places the sting at its time and leaves silence without music", () => {
    const bed = mixBed({ totalMs: 3000, sampleRate: RATE, sting, stingAtMs: 2000, words, voiceOffsetMs: 0 });
    expect(bed.length).toBe(3000);
    expect(bed[1999]).toBe(0);
    expect(bed[2000]).toBeCloseTo(0.6);
    expect(bed[500]).toBe(0);
  });

  it("adds a whoosh at each camera move", () => {
    const whoosh = Float32Array.from({ length: 50 }, () => 1);
    const bed = mixBed({ totalMs: 3000, sampleRate: RATE, sting, stingAtMs: 2800, whoosh, whooshAtMs: [400, 1200], words, voiceOffsetMs: 0 });
    expect(bed[399]).toBe(0);
    expect(bed[400]).toBeCloseTo(0.35);
    expect(bed[1249]).toBeCloseTo(0.35);
    expect(bed[1250]).toBe(0);
  });

  it("ducks the music under the words", () => {
    const music = new Float32Array(6000).fill(0.2);
    const bed = mixBed({ totalMs: 6000, sampleRate: RATE, sting, stingAtMs: 5800, music, words, voiceOffsetMs: 0 });
    expect(bed[500]).toBeCloseTo(0.2, 2);
    expect(bed[1300]).toBeLessThan(0.07);
  });
});

describe("synthesizeWhoosh", () => {
  it("swells and fades: quiet at both ends, loud in the middle, never clipping", () => {
    const whoosh = synthesizeWhoosh(44100);
    expect(whoosh.length).toBe(Math.round(WHOOSH_LENGTH_S * 44100));
    const rms = (from: number, to: number) => Math.sqrt(whoosh.subarray(from, to).reduce((s, v) => s + v * v, 0) / (to - from));
    const n = whoosh.length;
    expect(rms(Math.round(n * 0.35), Math.round(n * 0.55))).toBeGreaterThan(5 * rms(0, Math.round(n * 0.03)));
    expect(rms(Math.round(n * 0.35), Math.round(n * 0.55))).toBeGreaterThan(5 * rms(n - Math.round(n * 0.03), n));
    expect(Math.max(...whoosh.map(Math.abs))).toBeLessThan(1);
  });
});
