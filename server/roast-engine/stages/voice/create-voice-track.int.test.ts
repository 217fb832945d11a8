import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaTools } from "../../infrastructure/tools/media-tools";
import { createOpenAiTts } from "./cloud-tts";
import { createVoiceTrack } from "./create-voice-track";
import { decodeWav, encodeWav } from "./wav";
import { makeTestScript } from "../script/test-support/make-test-script";

const TEXT = "Three job titles separated by pipes. Bold strategy, making your bio look like a plumbing diagram.";
const script = makeTestScript(TEXT);

/** "Speech": tone bursts of `burstMs` separated by 200 ms gaps, at 24 kHz. */
function fakeSpeech(bursts: number, burstMs: number): Buffer {
  const rate = 24000;
  const chunk = (ms: number, loud: boolean) =>
    Array.from({ length: (ms * rate) / 1000 }, (_, i) => (loud ? 0.3 * Math.sin((2 * Math.PI * 180 * i) / rate) : 0));
  const samples = Array.from({ length: bursts }, () => [...chunk(burstMs, true), ...chunk(200, false)]).flat();
  return encodeWav({ sampleRate: rate, samples: Float32Array.from([...chunk(100, false), ...samples]) });
}

const tools = createMediaTools();
let workDir: string;
let server: Server;
let baseUrl: string;
const requests: Array<{ url?: string; auth?: string; body: Record<string, unknown> }> = [];
let reply: (res: import("node:http").ServerResponse) => void = () => undefined;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "rr-voice-"));
  server = createServer(async (req, res) => {
    requests.push({ url: req.url, auth: req.headers.authorization, body: await readBody(req) });
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

describe("createVoiceTrack", () => {
  it("speaks offline as RoastBot with word timings inside the audio", async () => {
    const voice = await createVoiceTrack({ script, workDir, tools });
    expect(voice.style).toBe("roastbot");
    expect(voice.durationMs).toBeGreaterThan(3000);
    expect(voice.durationMs).toBeLessThanOrEqual(6200);
    expect(voice.words.map((w) => w.text)).toEqual(script.words.map((w) => w.text));
    expect(voice.words.at(-1)!.endMs).toBeLessThanOrEqual(voice.durationMs);
    expect(voice.punchlineMs).toBe(voice.words.at(-1)!.startMs);
    const audio = decodeWav(await readFile(voice.wavPath));
    const rms = Math.sqrt(audio.samples.reduce((s, x) => s + x * x, 0) / audio.samples.length);
    expect(rms).toBeGreaterThan(0.02);
  });

  it("uses the cloud voice when configured, aligned over its audio", async () => {
    reply = (res) => res.writeHead(200, { "content-type": "audio/wav" }).end(fakeSpeech(3, 1200));
    const cloud = createOpenAiTts({ baseUrl, model: "tts-1", voice: "onyx", apiKey: "k-123" });
    const voice = await createVoiceTrack({ script, workDir, tools, cloud });
    expect(voice.style).toBe("cloud");
    expect(requests.at(-1)).toEqual({
      url: "/v1/audio/speech",
      auth: "Bearer k-123",
      body: { model: "tts-1", voice: "onyx", input: TEXT, response_format: "wav" },
    });
    expect(voice.durationMs).toBeGreaterThan(4000);
    expect(voice.words[0].startMs).toBeGreaterThanOrEqual(90);
    // The first sentence ends at the first real gap (1300–1500 ms).
    expect(voice.words[5].endMs).toBe(1300);
    expect(await readdir(workDir)).not.toContain("voice-cloud.src");
  });

  it("re-times a Flite take that runs too long instead of failing the roast", async () => {
    // Read-out numbers make this 24-word script run past the video at Flite's fastest pace.
    const long = makeTestScript(
      "Two thousand nine hundred forty followers, twelve thousand four hundred likes, and the caption says 'humbled'. Humbled by arithmetic, apparently, repeatedly.",
    );
    const voice = await createVoiceTrack({ script: long, workDir, tools, narrator: "flite" });
    expect(voice.style).toBe("flite");
    expect(voice.wavPath.endsWith("voice-fast.wav")).toBe(true);
    expect(voice.durationMs).toBeLessThanOrEqual(6200);
    const audio = decodeWav(await readFile(voice.wavPath));
    expect(Math.abs(audio.samples.length / 24 - voice.durationMs)).toBeLessThan(5);
    const ends = voice.words.map((w) => w.endMs);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends.at(-1)!).toBeLessThanOrEqual(voice.durationMs);
    expect(voice.punchlineMs).toBe(voice.words.at(-1)!.startMs);
  });

  it("speeds up a cloud take that runs too long", async () => {
    reply = (res) => res.writeHead(200).end(fakeSpeech(4, 1800));
    const cloud = createOpenAiTts({ baseUrl, model: "tts-1", voice: "onyx" });
    const voice = await createVoiceTrack({ script, workDir, tools, cloud });
    expect(voice.style).toBe("cloud");
    expect(voice.durationMs).toBeLessThanOrEqual(6200);
    expect(requests.at(-1)!.auth).toBeUndefined();
  });

  it("stops the offline voice when aborted", async () => {
    const controller = new AbortController();
    const run = createVoiceTrack({ script, workDir, tools, signal: controller.signal });
    setTimeout(() => controller.abort(new Error("cancelled")), 20);
    await expect(run).rejects.toThrow("cancelled");
  });

  it("falls back to Flite, the offline default, when the cloud voice fails", async () => {
    reply = (res) => res.writeHead(500).end("upstream exploded");
    const cloud = createOpenAiTts({ baseUrl, model: "tts-1", voice: "onyx" });
    for (const narrator of [undefined, "cloud"] as const) {
      const voice = await createVoiceTrack({ script, workDir, tools, cloud, narrator });
      expect(voice.style).toBe("flite");
      expect(voice.fallbackReason).toMatch(/500: upstream exploded/);
      expect(voice.words.map((w) => w.text)).toEqual(script.words.map((w) => w.text));
      expect(voice.words.at(-1)!.endMs).toBeLessThanOrEqual(voice.durationMs);
    }
  });

  it("speaks with Flite when the cloud voice is asked for but not configured", async () => {
    const voice = await createVoiceTrack({ script, workDir, tools, narrator: "cloud" });
    expect(voice.style).toBe("flite");
    expect(voice.fallbackReason).toBe("No cloud voice is configured");
  });

  it("hands over to RoastBot when the cloud voice fails and Flite cannot say it in time either", async () => {
    reply = (res) => res.writeHead(503).end("overloaded");
    const cloud = createOpenAiTts({ baseUrl, model: "tts-1", voice: "onyx" });
    // Flite's fastest take of these read-out numbers runs past what re-timing can rescue (~8.3 s).
    const long = makeTestScript(
      "Two thousand nine hundred forty followers, twelve thousand four hundred likes, and the caption says 'humbled'. Humbled by arithmetic, apparently, repeatedly, relentlessly, magnificently.",
    );
    const voice = await createVoiceTrack({ script: long, workDir, tools, cloud });
    expect(voice.style).toBe("roastbot");
    expect(voice.fallbackReason).toMatch(/^Cloud voice answered 503: overloaded; Flite's take ran \d+ ms$/);
    expect(voice.durationMs).toBeLessThanOrEqual(6200);
    expect(voice.words).toHaveLength(long.words.length);
  });
});
