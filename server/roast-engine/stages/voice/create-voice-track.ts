import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EngineError } from "../../engine-error";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import type { Narrator, Script, VoiceTrack } from "../../types";
import { alignWords } from "./align-words";
import type { TtsProvider } from "./cloud-tts";
import { findPauses } from "./find-pauses";
import { speakWithFlite } from "./flite-voice";
import { MAX_RETIME_TEMPO, MAX_VOICE_MS, TARGET_VOICE_MS, chooseSpeed, correctSpeed } from "./roastbot-voice";
import { synthesizeEspeak } from "./synthesize-espeak";
import { type PcmAudio, decodeWav, getDurationMs } from "./wav";
import { writeVoiceTake } from "./write-voice-take";
import { countWordsSyllables, weighWordsByPhonemes, weighWordsByText } from "./word-weights";

/** A spoken take and who spoke it: "roastbot" (offline, robotic, gets the RoastBot effect in the mix), "flite" (offline, human-like) or "cloud". */
export type Voice = VoiceTrack & { style: Narrator; fallbackReason?: string };

export interface VoiceOptions {
  script: Script;
  workDir: string;
  tools: MediaTools;
  cloud?: TtsProvider;
  /** Who speaks; unset: the cloud voice when configured, else RoastBot. */
  narrator?: Narrator;
  /** A beat of silence before the punchline (default); a preview line has none. */
  beat?: boolean;
  /** How long the take aims for and may run: a single roast's unless given (a battle speaks longer). */
  limits?: VoiceLimits;
  signal?: AbortSignal;
}

export interface VoiceLimits {
  targetMs: number;
  maxMs: number;
}
const SINGLE_LIMITS: VoiceLimits = { targetMs: TARGET_VOICE_MS, maxMs: MAX_VOICE_MS };

const spokenText = (script: Script) => script.words.map((w) => w.text).join(" ");
const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Speaks the script with the chosen narrator. A cloud voice that fails, or is asked for but not
 * configured, gives way to the offline default (Flite, ADR 0011), and Flite to RoastBot; the
 * returned style is always who actually spoke, with the reason it changed.
 */
export async function createVoiceTrack(options: VoiceOptions): Promise<Voice> {
  if (options.narrator === "flite") return speakWithFliteVoice(options);
  if (options.narrator === "roastbot") return speakWithRoastBot(options);
  if (!options.cloud) {
    return options.narrator === "cloud" ? speakOfflineInstead(options, "No cloud voice is configured") : speakWithRoastBot(options);
  }
  try {
    return await speakWithCloud(options, options.cloud);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return speakOfflineInstead(options, describeError(error));
  }
}

/** The offline default (Flite) in place of the cloud voice; RoastBot when Flite fails too. */
async function speakOfflineInstead(options: VoiceOptions, reason: string): Promise<Voice> {
  try {
    const voice = await speakWithFliteVoice(options);
    return { ...voice, fallbackReason: voice.fallbackReason ? `${reason}; ${voice.fallbackReason}` : reason };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const voice = await speakWithRoastBot(options);
    return { ...voice, fallbackReason: `${reason}; Flite failed: ${describeError(error)}` };
  }
}

async function speakWithRoastBot({ script, workDir, tools, beat, signal, limits = SINGLE_LIMITS }: VoiceOptions): Promise<Voice> {
  const text = spokenText(script);
  let speed = chooseSpeed(countWordsSyllables(script.words), limits.targetMs);
  let take = await synthesizeEspeak(text, speed, signal);
  let audio = decodeWav(take.wav);
  if (getDurationMs(audio) > limits.maxMs) {
    speed = correctSpeed(speed, getDurationMs(audio), limits.targetMs);
    take = await synthesizeEspeak(text, speed, signal);
    audio = decodeWav(take.wav);
  }
  const wavPath = join(workDir, "voice.wav");
  if (getDurationMs(audio) > limits.maxMs && getDurationMs(audio) / limits.targetMs <= MAX_RETIME_TEMPO) {
    // Already at its fastest rate: re-time the take rather than fail the roast for its length.
    await writeFile(wavPath, take.wav);
    const fastPath = join(workDir, "voice-fast.wav");
    audio = await transcodeToWav(tools, wavPath, fastPath, getDurationMs(audio) / limits.targetMs, signal);
    await rm(wavPath, { force: true });
    requireFits(audio, limits);
    return { style: "roastbot", ...(await writeVoiceTake(fastPath, audio, alignRoastBot(script, take.clauseLines, audio), beat)) };
  }
  requireFits(audio, limits);
  return { style: "roastbot", ...(await writeVoiceTake(wavPath, audio, alignRoastBot(script, take.clauseLines, audio), beat)) };
}

const alignRoastBot = (script: Script, clauseLines: string[], audio: PcmAudio) =>
  alignWords(weighWordsByPhonemes(script.words, clauseLines), findPauses(audio));

/**
 * Flite cannot speak faster than its slowest-blurring pace; a take still too long (long numbers read
 * out, many syllables) is re-timed with atempo and its word timings scaled, so the roast never fails
 * for its length. Past what atempo can do well, RoastBot, which can speak faster, says it instead.
 */
async function speakWithFliteVoice(options: VoiceOptions): Promise<Voice> {
  const limits = options.limits ?? SINGLE_LIMITS;
  const take = await speakWithFlite({ ...options, ...limits });
  const wavPath = join(options.workDir, "voice.wav");
  if (getDurationMs(take.audio) <= limits.maxMs) return { style: "flite", ...(await writeVoiceTake(wavPath, take.audio, take.words, options.beat)) };
  const tempo = getDurationMs(take.audio) / limits.targetMs;
  if (tempo > MAX_RETIME_TEMPO) {
    const offline = await speakWithRoastBot(options);
    return { ...offline, fallbackReason: `Flite's take ran ${getDurationMs(take.audio)} ms` };
  }
  await writeFile(wavPath, take.wav);
  const fastPath = join(options.workDir, "voice-fast.wav");
  const audio = await transcodeToWav(options.tools, wavPath, fastPath, tempo, options.signal);
  await rm(wavPath, { force: true });
  const scale = (ms: number) => Math.round(ms / tempo);
  const words = take.words.map((w) => ({ ...w, startMs: scale(w.startMs), endMs: scale(w.endMs) }));
  return { style: "flite", ...(await writeVoiceTake(fastPath, audio, words, options.beat)) };
}

async function speakWithCloud({ script, workDir, tools, beat, signal, limits = SINGLE_LIMITS }: VoiceOptions, cloud: TtsProvider): Promise<Voice> {
  const bytes = await cloud.synthesize(spokenText(script), signal);
  const sourcePath = join(workDir, "voice-cloud.src");
  await writeFile(sourcePath, bytes);
  const wavPath = join(workDir, "voice.wav");
  let audio: PcmAudio;
  try {
    audio = await transcodeToWav(tools, sourcePath, wavPath, 1, signal);
    if (getDurationMs(audio) > limits.maxMs) {
      // A cloud voice cannot be asked to hurry: speed the take up instead (atempo keeps the pitch).
      audio = await transcodeToWav(tools, sourcePath, wavPath, getDurationMs(audio) / limits.targetMs, signal);
    }
  } finally {
    await rm(sourcePath, { force: true });
  }
  requireFits(audio, limits);
  return { style: "cloud", ...(await writeVoiceTake(wavPath, audio, alignWords(weighWordsByText(script.words), findPauses(audio)), beat)) };
}

/** Any audio ffmpeg reads → 24 kHz mono 16-bit WAV, optionally sped up by `tempo`. */
async function transcodeToWav(tools: MediaTools, from: string, to: string, tempo: number, signal?: AbortSignal) {
  const filters = tempo > 1.001 ? ["-af", `atempo=${Math.min(2, tempo).toFixed(3)}`] : [];
  await tools.runFfmpeg(["-i", from, ...filters, "-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", to], signal);
  return decodeWav(await readFile(to));
}

function requireFits(audio: PcmAudio, limits: VoiceLimits): void {
  if (getDurationMs(audio) > limits.maxMs) {
    throw new EngineError("UNPROCESSABLE", `The voice runs ${getDurationMs(audio)} ms, longer than the video allows.`);
  }
}
