import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import type { NarratorPace, VoiceTrack } from "../../types";
import { MAX_VOICE_MS } from "./roastbot-voice";
import { decodeWav, getDurationMs } from "./wav";

/** How much quicker "faster" speaks, and at most how much slower "slower" does (atempo keeps the pitch). */
export const PACE_STEP = 1.12;

/**
 * The tempo a take is played at for a pace: "faster" a step quicker (the clip still lasts its
 * 6.6–7.8 s: stages/plan/plan-timeline.ts holds the end card longer); "slower" a step slower, or
 * as much slower as still ends the voice within MAX_VOICE_MS, which leaves the clip its lead-in,
 * the punchline's beat and the end card; none when the take already fills it. 1 is the take as spoken.
 */
export function paceTempo(pace: NarratorPace | undefined, voiceEndMs: number): number {
  if (pace === "faster") return PACE_STEP;
  if (pace !== "slower" || voiceEndMs <= 0) return 1;
  const tempo = Math.max(1 / PACE_STEP, voiceEndMs / MAX_VOICE_MS);
  return tempo >= 0.995 ? 1 : Math.round(tempo * 1000) / 1000;
}

/**
 * The take at the chosen pace: the whole file, its beat before the punchline included, played at
 * paceTempo's tempo, with its word timings scaled to match. The take as it was when the pace is
 * normal or leaves no room.
 */
export async function paceVoice<V extends VoiceTrack>(
  voice: V,
  pace: NarratorPace | undefined,
  run: { tools: MediaTools; workDir: string; signal?: AbortSignal },
): Promise<V> {
  const voiceEnd = Math.max(0, ...voice.words.map((w) => w.endMs));
  const tempo = paceTempo(pace, voiceEnd);
  if (tempo === 1) return voice;
  const wavPath = join(run.workDir, `voice-${pace}.wav`);
  await run.tools.runFfmpeg(["-i", voice.wavPath, "-af", `atempo=${tempo.toFixed(3)}`, "-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", wavPath], run.signal);
  const durationMs = getDurationMs(decodeWav(await readFile(wavPath)));
  const scale = (ms: number) => Math.round(ms / tempo);
  const words = voice.words.map((w) => ({ ...w, startMs: scale(w.startMs), endMs: scale(w.endMs) }));
  return { ...voice, wavPath, durationMs, words, punchlineMs: scale(voice.punchlineMs) };
}
