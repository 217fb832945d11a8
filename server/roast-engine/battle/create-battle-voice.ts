import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { MediaTools } from "../tools/media-tools";
import type { Narrator, TimedWord } from "../types";
import type { TtsProvider } from "../voice/cloud-tts";
import { type Voice, createVoiceTrack } from "../voice/create-voice-track";
import { type PcmAudio, decodeWav } from "../voice/wav";
import { writeVoiceTake } from "../voice/write-voice-take";
import { countSyllables } from "../voice/word-weights";
import type { SpokenPart } from "./battle-lines";

/** The short pause between two turns (and before the verdict): a beat for the cut, not a gap. */
export const TURN_PAUSE_MS = 220;

/** Where each part's words are in the joined voice: word indices (end exclusive) and ms from the voice's start. */
export interface PartTiming {
  wordStart: number;
  wordEnd: number;
  startMs: number;
  endMs: number;
}

/** A battle's pace: each take aims for this many ms a syllable (RoastBot at about 240 words a minute), a brisk single roast's. */
export const BATTLE_MS_PER_SYLLABLE = 160;

const syllablesOf = (part: SpokenPart) => part.script.words.reduce((sum, w) => sum + countSyllables(w.text), 0);

/**
 * One voice track for a battle: each part spoken on its own take, all at one pace (each take
 * aims for a time set by its syllables, so every take gets the same rate; one long take's word
 * timings drift), by the narrator the first take ended up with, joined
 * with a short pause between turns. Word timings are the joined track's.
 */
export async function createBattleVoice(options: {
  parts: SpokenPart[];
  workDir: string;
  tools: MediaTools;
  cloud?: TtsProvider;
  narrator?: Narrator;
  signal?: AbortSignal;
}): Promise<{ voice: Voice; parts: PartTiming[] }> {
  const takes: Array<{ voice: Voice; audio: PcmAudio }> = [];
  let narrator = options.narrator;
  for (const [i, part] of options.parts.entries()) {
    const targetMs = Math.max(600, syllablesOf(part) * BATTLE_MS_PER_SYLLABLE);
    const limits = { targetMs, maxMs: targetMs * 1.3 + 600 };
    const dir = join(options.workDir, `voice-part-${i}`);
    await mkdir(dir, { recursive: true });
    const voice = await createVoiceTrack({ ...options, script: part.script, workDir: dir, narrator, beat: false, limits });
    narrator = voice.style;
    takes.push({ voice, audio: decodeWav(await readFile(voice.wavPath)) });
    await rm(dir, { recursive: true, force: true });
  }
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
  const track = await writeVoiceTake(join(options.workDir, "voice.wav"), { sampleRate: rate, samples }, words, false);
  const fallbackReason = takes.map((t) => t.voice.fallbackReason).find(Boolean);
  return { voice: { ...track, style: takes[0].voice.style, fallbackReason }, parts };
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
