/**
 * The "RoastBot" narrator: the offline voice is robotic, so it plays a deliberate robot comedian —
 * low, narrow pitch with flat intonation, crisp consonants and a faint metallic echo. espeak-ng
 * reads this as a voice variant ("en-us+roastbot").
 */
export const ROASTBOT_VARIANT = `language variant
name RoastBot
gender male
pitch 74 98
intonation 3
echo 16 22
roughness 2
formant 0 100 110 100
formant 1 97 100 100
formant 2 98 95 100
formant 3 95 85 100
tone 500 200 1500 255 3000 180
voicing 110
consonants 115 110
`;

/** The ffmpeg filter that finishes the RoastBot sound: a short comb "chassis" resonance. */
export const ROASTBOT_AUDIO_FILTER = "highpass=f=90,aecho=0.9:0.6:7|13:0.22|0.12";

/** Longest voice that leaves room for a lead-in, the punchline hold and the end card. */
export const MAX_VOICE_MS = 6200;
/** What the first take aims for. */
export const TARGET_VOICE_MS = 5700;
/** The most a take is sped up after the fact before it sounds hurried (atempo keeps the pitch). */
export const MAX_RETIME_TEMPO = 1.35;

/**
 * Measured on the showcase scripts: a take lasts about 43 000 × syllables / rate ms (40 500–
 * 49 700), pauses included. Planning with 45 000 makes a second take rare.
 */
const MS_PER_SYLLABLE_AT_RATE_1 = 45_000;
const MIN_SPEED = 165;
const MAX_SPEED = 290;

/** The speaking rate (espeak's -s, words per minute) that should fit `syllables` in the target. */
export function chooseSpeed(syllables: number, targetMs = TARGET_VOICE_MS): number {
  const rate = (MS_PER_SYLLABLE_AT_RATE_1 * syllables) / targetMs;
  return Math.round(Math.min(MAX_SPEED, Math.max(MIN_SPEED, rate)));
}

/** The rate for a second take when the first one ran `durationMs` at `speed`. */
export function correctSpeed(speed: number, durationMs: number, targetMs = TARGET_VOICE_MS): number {
  return Math.round(Math.min(MAX_SPEED, Math.max(speed + 5, (speed * durationMs) / targetMs)));
}

/** espeak-ng arguments: the RoastBot variant, the rate, a WAV file and phonemes on stdout. */
export function buildEspeakArgs(options: { text: string; speed: number; wavPath: string }): string[] {
  const text = options.text.replace(/\s+/g, " ").trim();
  return ["-v", "en-us+roastbot", "-s", String(options.speed), "-a", "90", "-x", "-w", options.wavPath, "--", text];
}
