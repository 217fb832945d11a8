import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "../../lib/errors";
import type { MediaTools } from "../render/media-tools";
import type { Script, VoiceTrack } from "../types";
import { alignWords, findPunchlineMs } from "./align-words";
import type { TtsProvider } from "./cloud-tts";
import { findPauses } from "./find-pauses";
import { MAX_VOICE_MS, TARGET_VOICE_MS, chooseSpeed, correctSpeed } from "./roastbot-voice";
import { synthesizeEspeak } from "./synthesize-espeak";
import { type PcmAudio, decodeWav, getDurationMs } from "./wav";
import { countSyllables, weighWordsByPhonemes, weighWordsByText } from "./word-weights";

/** "roastbot" (offline, robotic, gets the RoastBot effect in the mix) or "cloud". */
export type VoiceStyle = "roastbot" | "cloud";
export type Voice = VoiceTrack & { style: VoiceStyle; fallbackReason?: string };

export interface VoiceOptions {
  script: Script;
  workDir: string;
  tools: MediaTools;
  cloud?: TtsProvider;
  signal?: AbortSignal;
}

const spokenText = (script: Script) => script.words.map((w) => w.text).join(" ");

/** Speaks the script with the cloud voice when one is configured, else (or on its failure) RoastBot. */
export async function createVoiceTrack(options: VoiceOptions): Promise<Voice> {
  if (options.cloud) {
    try {
      return await speakWithCloud(options, options.cloud);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const offline = await speakWithRoastBot(options);
      return { ...offline, fallbackReason: error instanceof Error ? error.message : String(error) };
    }
  }
  return speakWithRoastBot(options);
}

async function speakWithRoastBot({ script, workDir, signal }: VoiceOptions): Promise<Voice> {
  const text = spokenText(script);
  let speed = chooseSpeed(script.words.reduce((sum, w) => sum + countSyllables(w.text), 0));
  let take = await synthesizeEspeak(text, speed, signal);
  let audio = decodeWav(take.wav);
  if (getDurationMs(audio) > MAX_VOICE_MS) {
    speed = correctSpeed(speed, getDurationMs(audio));
    take = await synthesizeEspeak(text, speed, signal);
    audio = decodeWav(take.wav);
  }
  requireFits(audio);
  const wavPath = join(workDir, "voice.wav");
  await writeFile(wavPath, take.wav);
  const words = alignWords(weighWordsByPhonemes(script.words, take.clauseLines), findPauses(audio));
  return { style: "roastbot", wavPath, durationMs: getDurationMs(audio), words, punchlineMs: findPunchlineMs(words) };
}

async function speakWithCloud({ script, workDir, tools, signal }: VoiceOptions, cloud: TtsProvider): Promise<Voice> {
  const bytes = await cloud.synthesize(spokenText(script), signal);
  const sourcePath = join(workDir, "voice-cloud.src");
  await writeFile(sourcePath, bytes);
  const wavPath = join(workDir, "voice.wav");
  let audio: PcmAudio;
  try {
    audio = await transcodeToWav(tools, sourcePath, wavPath, 1, signal);
    if (getDurationMs(audio) > MAX_VOICE_MS) {
      // A cloud voice cannot be asked to hurry: speed the take up instead (atempo keeps the pitch).
      audio = await transcodeToWav(tools, sourcePath, wavPath, getDurationMs(audio) / TARGET_VOICE_MS, signal);
    }
  } finally {
    await rm(sourcePath, { force: true });
  }
  requireFits(audio);
  const words = alignWords(weighWordsByText(script.words), findPauses(audio));
  return { style: "cloud", wavPath, durationMs: getDurationMs(audio), words, punchlineMs: findPunchlineMs(words) };
}

/** Any audio ffmpeg reads → 24 kHz mono 16-bit WAV, optionally sped up by `tempo`. */
async function transcodeToWav(tools: MediaTools, from: string, to: string, tempo: number, signal?: AbortSignal) {
  const filters = tempo > 1.001 ? ["-af", `atempo=${Math.min(2, tempo).toFixed(3)}`] : [];
  await tools.runFfmpeg(["-i", from, ...filters, "-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", to], signal);
  return decodeWav(await readFile(to));
}

function requireFits(audio: PcmAudio): void {
  if (getDurationMs(audio) > MAX_VOICE_MS) {
    throw new AppError("UNPROCESSABLE", `The voice runs ${getDurationMs(audio)} ms, longer than the video allows.`);
  }
}
