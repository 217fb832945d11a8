import { describe, expect, it } from "vitest";
import { decodeWav, encodeWav, getDurationMs } from "./wav";

const tone = (n: number, rate = 8000) => Float32Array.from({ length: n }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate));

describe("encodeWav / decodeWav", () => {
  it("round-trips mono samples within 16-bit precision", () => {
    const samples = tone(800);
    const decoded = decodeWav(encodeWav({ sampleRate: 8000, samples }));
    expect(decoded.sampleRate).toBe(8000);
    expect(decoded.samples.length).toBe(800);
    for (let i = 0; i < 800; i += 37) expect(decoded.samples[i]).toBeCloseTo(samples[i], 3);
    expect(getDurationMs(decoded)).toBe(100);
  });

  it("mixes stereo down to mono and tolerates a streaming (0xFFFFFFFF) data size", () => {
    const wav = encodeWav({ sampleRate: 16000, samples: new Float32Array(4) });
    wav.writeUInt16LE(2, 22); // now declared stereo: 4 mono samples become 2 frames
    wav.writeUInt32LE(0xffffffff, 40);
    wav.writeInt16LE(16384, 44);
    wav.writeInt16LE(0, 46);
    const decoded = decodeWav(wav);
    expect(decoded.samples.length).toBe(2);
    expect(decoded.samples[0]).toBeCloseTo(0.25, 3);
  });

  it("rejects what is not a 16-bit PCM WAV", () => {
    expect(() => decodeWav(Buffer.from("ID3 this is an mp3"))).toThrow(/not a WAV/);
    const float = encodeWav({ sampleRate: 8000, samples: new Float32Array(4) });
    float.writeUInt16LE(32, 34);
    expect(() => decodeWav(float)).toThrow(/16-bit/);
  });
});
