import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { TimedWord } from "../../types";
import { decodeWav } from "./wav";
import { writeVoiceTake } from "./write-voice-take";

const rate = 1000;
const words: TimedWord[] = [
  { text: "Bold", startMs: 0, endMs: 300 },
  { text: "choice.", startMs: 300, endMs: 700 },
  { text: "Very", startMs: 900, endMs: 1200 },
  { text: "bold.", startMs: 1300, endMs: 1600 },
];
/** Tone where words are spoken, silence between them. */
const speak = (total: number) => Float32Array.from({ length: total }, (_, i) => (words.some((w) => i >= w.startMs && i < w.endMs) ? 0.5 : 0));

describe("writeVoiceTake", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes the take with its beat before the punchline, and the timings of what it wrote", async () => {
    dir = await mkdtemp(join(tmpdir(), "rr-take-"));
    const track = await writeVoiceTake(join(dir, "voice.wav"), { sampleRate: rate, samples: speak(1700) }, words);
    const written = decodeWav(await readFile(track.wavPath));
    expect(written.samples.length).toBeGreaterThan(1700);
    expect(track.durationMs).toBe(Math.round((written.samples.length * 1000) / rate));
    expect(track.words[3].startMs).toBeGreaterThan(1300);
    expect(track.punchlineMs).toBe(track.words[3].startMs);
  });

  it("writes a preview line as it was said when asked for no beat", async () => {
    dir = await mkdtemp(join(tmpdir(), "rr-take-"));
    const track = await writeVoiceTake(join(dir, "voice.wav"), { sampleRate: rate, samples: speak(1700) }, words, false);
    expect(decodeWav(await readFile(track.wavPath)).samples.length).toBe(1700);
    expect(track.words).toEqual(words);
    expect(track.punchlineMs).toBe(1300);
  });
});
