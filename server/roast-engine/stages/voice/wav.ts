import { EngineError } from "../../engine-error";

/** Mono PCM audio as floats in [-1, 1]. */
export interface PcmAudio {
  sampleRate: number;
  samples: Float32Array;
}

/** Encodes mono float samples as a 16-bit PCM WAV file. */
export function encodeWav(audio: PcmAudio): Buffer {
  const dataBytes = audio.samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write("WAVEfmt ", 8, "ascii");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(audio.sampleRate, 24);
  out.writeUInt32LE(audio.sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "ascii");
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < audio.samples.length; i++) {
    const s = Math.max(-1, Math.min(1, audio.samples[i]));
    out.writeInt16LE(Math.round(s * 32767), 44 + i * 2);
  }
  return out;
}

/**
 * Decodes a 16-bit PCM WAV (any channel count, mixed down to mono). Streaming encoders write
 * 0 or 0xFFFFFFFF as the data size, so the data chunk is clamped to the bytes actually present.
 */
export function decodeWav(wav: Buffer): PcmAudio {
  if (wav.length < 12 || wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE") {
    throw new EngineError("UNPROCESSABLE", "The audio is not a WAV file.");
  }
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; code: number } | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    const declared = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      format = {
        code: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    } else if (id === "data") {
      if (format?.bits !== 16 || (format.code !== 1 && format.code !== 0xfffe)) {
        throw new EngineError("UNPROCESSABLE", "The WAV audio is not 16-bit PCM.");
      }
      const size = declared === 0 || declared === 0xffffffff ? wav.length - body : Math.min(declared, wav.length - body);
      return { sampleRate: format.sampleRate, samples: mixToMono(wav.subarray(body, body + size), format.channels) };
    }
    offset = body + declared + (declared % 2);
  }
  throw new EngineError("UNPROCESSABLE", "The WAV file has no audio data.");
}

function mixToMono(data: Buffer, channels: number): Float32Array {
  const frames = Math.floor(data.length / (2 * channels));
  const samples = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += data.readInt16LE((f * channels + c) * 2);
    samples[f] = sum / channels / 32768;
  }
  return samples;
}

export const getDurationMs = (audio: PcmAudio): number => Math.round((audio.samples.length / audio.sampleRate) * 1000);
