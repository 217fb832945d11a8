import { describe, expect, it } from "vitest";
import { limitPeaks, measureLoudness, normalizeLoudness } from "./normalize-loudness";

const RATE = 44100;
const sine = (amplitude: number, seconds: number, frequency = 997) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE));
const peakOf = (samples: Float32Array) => samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);

describe("measureLoudness", () => {
  it("reads a full-scale 997 Hz tone in one channel as -3.01 LUFS, as BS.1770 defines it", () => {
    expect(measureLoudness(sine(1, 3), RATE)).toBeCloseTo(-3.01, 1);
    expect(measureLoudness(sine(0.1, 3), RATE)).toBeCloseTo(-23.01, 1);
  });

  it("gates out silence: a tone with silence around it measures near the tone, not its average", () => {
    const padded = new Float32Array(RATE * 6);
    padded.set(sine(0.1, 2), RATE * 2);
    // Ungated, 2 s of tone in 6 s would read 4.8 dB lower; only the blocks straddling its edges count.
    expect(measureLoudness(padded, RATE)).toBeGreaterThan(-24);
    expect(measureLoudness(padded, RATE)).toBeLessThan(-23);
    expect(measureLoudness(new Float32Array(RATE), RATE)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("weights low rumble down (K-weighting's high-pass)", () => {
    expect(measureLoudness(sine(0.5, 3, 20), RATE)).toBeLessThan(measureLoudness(sine(0.5, 3), RATE) - 10);
  });
});

describe("normalizeLoudness", () => {
  it("brings a quiet and a loud mix to -16 LUFS", () => {
    for (const amplitude of [0.02, 0.6]) {
      const out = normalizeLoudness(sine(amplitude, 4), RATE);
      expect(measureLoudness(out, RATE)).toBeCloseTo(-16, 0);
      expect(peakOf(out)).toBeLessThanOrEqual(10 ** (-1.5 / 20) + 1e-6);
    }
  });

  it("holds a spike under the ceiling and still reaches the target on the rest", () => {
    const mix = sine(0.05, 5);
    for (let i = 0; i < 40; i++) mix[RATE * 2 + i] = i % 2 ? 0.95 : -0.95;
    const out = normalizeLoudness(mix, RATE);
    expect(peakOf(out)).toBeLessThanOrEqual(10 ** (-1.5 / 20) + 1e-6);
    expect(measureLoudness(out, RATE)).toBeCloseTo(-16, 0);
  });

  it("leaves silence silent and lifts near-silence by at most the gain cap", () => {
    expect(peakOf(normalizeLoudness(new Float32Array(RATE), RATE))).toBe(0);
    const whisper = sine(0.001, 3);
    expect(peakOf(normalizeLoudness(whisper, RATE)) / peakOf(whisper)).toBeCloseTo(10 ** (30 / 20), 0);
  });
});

describe("limitPeaks", () => {
  it("ramps the gain down before a peak instead of jumping, and recovers after it", () => {
    const flat = new Float32Array(RATE).fill(0.5);
    flat[RATE / 2] = 1;
    const out = limitPeaks(flat, RATE, 0.8);
    expect(out[RATE / 2]).toBeCloseTo(0.8, 5);
    const steps = Array.from({ length: 400 }, (_, i) => Math.abs(out[RATE / 2 - 300 + i] - out[RATE / 2 - 301 + i]));
    expect(Math.max(...steps.filter((_, i) => i !== 300 && i !== 301))).toBeLessThan(0.01);
    expect(out[RATE - 1]).toBe(0.5);
  });
});
