import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { makeTestScript } from "../script/test-support/make-test-script";
import { createVoiceTrack } from "./create-voice-track";
import { findPauses } from "./find-pauses";
import { decodeWav } from "./wav";

const TEXT = "Thought leader? You lead thoughts, mostly into walls, 2,000 times a day. Bold move, @jake_99.";
const script = makeTestScript(TEXT);
const tools = createMediaTools();
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr-flite-"));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe("the Flite narrator", () => {
  it("times its words within 100 ms of where the audio has them", async () => {
    const voice = await createVoiceTrack({ script, workDir, tools, narrator: "flite" });
    expect(voice.style).toBe("flite");
    expect(voice.words.map((w) => w.text)).toEqual(script.words.map((w) => w.text));
    expect(voice.durationMs).toBeLessThanOrEqual(6200);
    const map = findPauses(decodeWav(await readFile(voice.wavPath)), { minPauseMs: 80 });
    // The first word starts where sound starts, the last ends where it stops.
    expect(Math.abs(voice.words[0].startMs - map.speech.startMs)).toBeLessThanOrEqual(100);
    expect(Math.abs(voice.words.at(-1)!.endMs - map.speech.endMs)).toBeLessThanOrEqual(100);
    // Every silence in the audio falls between two words: one ends as it starts, the next starts as
    // it ends. The one exception is a word read out as several ("@jake_99": "at jake ninety-nine"),
    // whose own span holds the silence between its spoken parts.
    expect(map.pauses.length).toBeGreaterThanOrEqual(3);
    for (const pause of map.pauses) {
      const within = voice.words.find((w) => w.startMs < pause.startMs - 100 && w.endMs > pause.endMs + 100);
      if (within) {
        expect(within.text, `the pause at ${pause.startMs}–${pause.endMs} ms, inside one word`).toMatch(/[\d@#_]/);
        continue;
      }
      const next = voice.words.findIndex((w) => w.startMs >= pause.endMs - 100);
      expect(next, `a word after the pause at ${pause.startMs}–${pause.endMs} ms`).toBeGreaterThan(0);
      expect(Math.abs(voice.words[next].startMs - pause.endMs)).toBeLessThanOrEqual(100);
      expect(Math.abs(voice.words[next - 1].endMs - pause.startMs)).toBeLessThanOrEqual(100);
    }
    for (let i = 1; i < voice.words.length; i++) expect(voice.words[i].startMs).toBeGreaterThanOrEqual(voice.words[i - 1].endMs);
    expect(voice.punchlineMs).toBe(voice.words.at(-1)!.startMs);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const run = createVoiceTrack({ script, workDir, tools, narrator: "flite", signal: controller.signal });
    setTimeout(() => controller.abort(new Error("cancelled")), 20);
    await expect(run).rejects.toThrow("cancelled");
  });
});
