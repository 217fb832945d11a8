import { createRandom } from "../../plan/create-random";
import type { Instrument, MusicPlan } from "../../plan/plan-music";

const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** One note's waveform at `phase` (0–1) of its cycle (before the envelope): pluck and square. */
function oscillate(instrument: Instrument, phase: number): number {
  if (instrument === "square") return phase < 0.5 ? 0.5 : -0.5;
  return 1 - 4 * Math.abs(phase - 0.5); // triangle
}

const DECAY_S: Record<Instrument, number> = { keys: 0.45, pluck: 0.2, square: 0.12 };
const ATTACK_S = 0.008;

/**
 * Adds one note: an 8 ms attack, then an exponential decay over five time constants. Notes
 * overlap by seconds and this loop is most of the bed's cost, so the decay is a running product
 * and the keys' sine a rotating phasor (one multiply-add each a sample, not an exp and two sines):
 * keys = sin x + 0.3 sin 2x = sin x (1 + 0.6 cos x).
 */
function addNote(out: Float32Array, rate: number, startS: number, hz: number, gain: number, instrument: Instrument, decayS: number) {
  const start = Math.floor(startS * rate);
  const length = Math.min(out.length - start, Math.floor(decayS * 5 * rate));
  const attackSamples = ATTACK_S * rate;
  const decayPerSample = Math.exp(-1 / (decayS * rate));
  const step = (2 * Math.PI * hz) / rate;
  const [cosStep, sinStep] = [Math.cos(step), Math.sin(step)];
  let [cos, sin] = [1, 0];
  let envelope = gain;
  for (let i = 0; i < length; i++) {
    const attack = i < attackSamples ? i / attackSamples : 1;
    const wave = instrument === "keys" ? sin * (1 + 0.6 * cos) : oscillate(instrument, ((hz * i) / rate) % 1);
    out[start + i] += envelope * attack * wave;
    envelope *= decayPerSample;
    [cos, sin] = [cos * cosStep - sin * sinStep, sin * cosStep + cos * sinStep];
  }
}

function addHat(out: Float32Array, rate: number, startS: number, gain: number, random: () => number) {
  const start = Math.floor(startS * rate);
  const length = Math.min(out.length - start, Math.floor(0.05 * rate));
  let previous = 0;
  for (let i = 0; i < length; i++) {
    const noise = random() * 2 - 1;
    const bright = noise - previous; // a first difference: keeps the hiss, drops the rumble
    previous = noise;
    out[start + i] += gain * Math.exp(-i / rate / 0.012) * bright;
  }
}

/**
 * Renders the plan: an arpeggio on the chord of each bar, a bass note on beats 1 and 3, hats
 * on the off-beats, faded in and out. Deterministic: the plan and length fix every sample.
 */
export function synthesizeMusic(plan: MusicPlan, durationMs: number, sampleRate: number): Float32Array {
  const out = new Float32Array(Math.round((durationMs / 1000) * sampleRate));
  const stepS = 60 / plan.bpm / 2;
  const totalS = durationMs / 1000;
  const random = createRandom(`hats:${plan.bpm}:${plan.root}`);
  for (let step = 0; step * stepS < totalS; step++) {
    const chord = plan.chords[Math.floor(step / 8) % plan.chords.length];
    const startS = step * stepS + (step % 2 === 1 ? plan.swing * stepS : 0);
    const tone = plan.arpeggio[step % 8];
    if (tone >= 0) {
      addNote(out, sampleRate, startS, midiToHz(plan.root + 12 + chord[tone % chord.length]), 0.5, plan.instrument, DECAY_S[plan.instrument]);
    }
    if (step % 4 === 0) addNote(out, sampleRate, startS, midiToHz(plan.root - 12 + chord[0]), 0.7, "keys", 0.35);
    if (plan.hats && (plan.instrument === "square" || step % 2 === 1)) addHat(out, sampleRate, startS, 0.25, random);
  }
  normalizePeak(out, plan.level);
  applyFades(out, sampleRate, 0.2, 0.7);
  return out;
}

export function normalizePeak(samples: Float32Array, peak: number): void {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  if (max === 0) return;
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] / max) * peak;
}

function applyFades(samples: Float32Array, rate: number, inS: number, outS: number): void {
  const fadeIn = Math.floor(inS * rate);
  const fadeOut = Math.floor(outS * rate);
  for (let i = 0; i < Math.min(fadeIn, samples.length); i++) samples[i] *= i / fadeIn;
  for (let i = 0; i < Math.min(fadeOut, samples.length); i++) samples[samples.length - 1 - i] *= i / fadeOut;
}
