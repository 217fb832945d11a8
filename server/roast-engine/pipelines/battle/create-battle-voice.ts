import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import type { Narrator, TimedWord } from "../../types";
import type { TtsProvider } from "../../stages/voice/cloud-tts";
import { type Voice, createVoiceTrack } from "../../stages/voice/create-voice-track";
import { type PcmAudio, decodeWav, encodeWav } from "../../stages/voice/wav";
import { writeVoiceTake } from "../../stages/voice/write-voice-take";
import { countWordsSyllables } from "../../stages/voice/word-weights";
import type { SpokenPart } from "./battle-lines";
import { mapInLanes } from "./map-in-lanes";
import { BATTLE_MS_PER_SYLLABLE, battlePaceMs, MAX_BATTLE_TEMPO, MAX_BATTLE_VOICE_MS, TURN_PAUSE_MS } from "./battle-pace";

export { BATTLE_MS_PER_SYLLABLE, MAX_BATTLE_VOICE_MS, TURN_PAUSE_MS };

/** Where each part's words are in the joined voice: word indices (end exclusive) and ms from the voice's start. */
export interface PartTiming {
  wordStart: number;
  wordEnd: number;
  startMs: number;
  endMs: number;
}

/** Takes spoken at once after the first. */
const TAKES_AT_ONCE = 2;

/** A battle's joined voice, where each part is in it, and whether it fits the video (re-timed if need be). */
export interface BattleVoice {
  voice: Voice;
  parts: PartTiming[];
  /** False when even re-timed the voice runs past MAX_BATTLE_VOICE_MS: pipelines/battle/speak-battle.ts writes it again. */
  fits: boolean;
}

/**
 * One voice track for a battle: each part spoken on its own take, all at one pace (each take
 * aims for a time set by its syllables at its narrator's pace, so every take gets the same rate;
 * one long take's word timings drift), by the narrator the first take ended up with, joined
 * with a short pause between turns. Word timings are the joined track's.
 */
export async function createBattleVoice(options: {
  parts: SpokenPart[];
  workDir: string;
  tools: MediaTools;
  cloud?: TtsProvider;
  narrator?: Narrator;
  signal?: AbortSignal;
}): Promise<BattleVoice> {
  const speak = async (part: SpokenPart, i: number, narrator: Narrator | undefined) => {
    const targetMs = Math.max(600, countWordsSyllables(part.script.words) * battlePaceMs(narrator));
    // Held close to its aim: a take far past it leaves the whole voice to be sped up, and every
    // part the same.
    const limits = { targetMs, maxMs: targetMs * 1.15 + 300 };
    const dir = join(options.workDir, `voice-part-${i}`);
    await mkdir(dir, { recursive: true });
    const voice = await createVoiceTrack({ ...options, script: part.script, workDir: dir, narrator, beat: false, limits });
    const audio = decodeWav(await readFile(voice.wavPath));
    await rm(dir, { recursive: true, force: true });
    return { voice, audio };
  };
  // The first take settles who speaks (a narrator that fails gives way once); the others are
  // spoken by that narrator, two at a time, each in its own worker: two cores, and four Flite
  // workers at once took a battle's worker to 950 MB.
  const [head, ...tail] = options.parts;
  const first = await speak(head, 0, options.narrator);
  const takes = [first, ...(await mapInLanes(tail, TAKES_AT_ONCE, (part, i) => speak(part, i + 1, first.voice.style)))];
  const rate = takes[0].audio.sampleRate;
  const pause = Math.round((TURN_PAUSE_MS / 1000) * rate);
  const pieces = takes.map((t) => resample(t.audio, rate));
  const samples = new Float32Array(pieces.reduce((n, p) => n + p.length, 0) + pause * (pieces.length - 1));
  const words: TimedWord[] = [];
  const parts: PartTiming[] = [];
  let at = 0;
  for (const [i, piece] of pieces.entries()) {
    const offsetMs = Math.round((at / rate) * 1000);
    samples.set(piece, at);
    const own = takes[i].voice.words.map((w) => ({ ...w, startMs: w.startMs + offsetMs, endMs: w.endMs + offsetMs }));
    parts.push({ wordStart: words.length, wordEnd: words.length + own.length, startMs: offsetMs, endMs: offsetMs + Math.round((piece.length / rate) * 1000) });
    words.push(...own);
    at += piece.length + pause;
  }
  const joined = await keepWithin({ sampleRate: rate, samples }, words, parts, options);
  const track = await writeVoiceTake(join(options.workDir, "voice.wav"), joined.audio, joined.words, false);
  const fallbackReason = takes.map((t) => t.voice.fallbackReason).find(Boolean);
  return { voice: { ...track, style: takes[0].voice.style, fallbackReason }, parts: joined.parts, fits: joined.fits };
}

/**
 * A voice that runs past the battle's time (a cloud voice's pace, long numbers read out) is
 * re-timed as a whole, its word timings scaled, rather than the battle failing for its length;
 * past what atempo does well it is left as it is, and said not to fit.
 */
async function keepWithin(audio: PcmAudio, words: TimedWord[], parts: PartTiming[], options: { workDir: string; tools: MediaTools; signal?: AbortSignal }) {
  const durationMs = (audio.samples.length / audio.sampleRate) * 1000;
  const tempo = durationMs / MAX_BATTLE_VOICE_MS;
  if (tempo <= 1 || tempo > MAX_BATTLE_TEMPO) return { audio, words, parts, fits: tempo <= 1 };
  const from = join(options.workDir, "voice-slow.wav");
  const to = join(options.workDir, "voice-fast.wav");
  await writeFile(from, encodeWav(audio));
  await options.tools.runFfmpeg(
    ["-i", from, "-af", `atempo=${tempo.toFixed(3)}`, "-ac", "1", "-ar", String(audio.sampleRate), "-c:a", "pcm_s16le", to],
    options.signal,
  );
  const fast = decodeWav(await readFile(to));
  await Promise.all([rm(from, { force: true }), rm(to, { force: true })]);
  const scale = (ms: number) => Math.round(ms / tempo);
  return {
    audio: fast,
    words: words.map((w) => ({ ...w, startMs: scale(w.startMs), endMs: scale(w.endMs) })),
    parts: parts.map((p) => ({ ...p, startMs: scale(p.startMs), endMs: scale(p.endMs) })),
    fits: true,
  };
}

/** Linear resampling to `rate`: a take by a narrator that stood in may come at another rate. */
function resample(audio: PcmAudio, rate: number): Float32Array {
  if (audio.sampleRate === rate) return audio.samples;
  const ratio = audio.sampleRate / rate;
  const out = new Float32Array(Math.floor(audio.samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const x = i * ratio;
    const j = Math.floor(x);
    const next = audio.samples[Math.min(j + 1, audio.samples.length - 1)];
    out[i] = audio.samples[j] + (next - audio.samples[j]) * (x - j);
  }
  return out;
}
