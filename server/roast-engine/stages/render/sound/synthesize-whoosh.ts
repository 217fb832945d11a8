import { createRandom } from "../../plan/create-random";

export const WHOOSH_LENGTH_S = 0.42;

/**
 * A whoosh for a camera move (no samples from anywhere): noise through a resonant band-pass
 * whose centre sweeps up and back down, under a swell-and-fade envelope.
 */
export function synthesizeWhoosh(sampleRate: number): Float32Array {
  const out = new Float32Array(Math.round(WHOOSH_LENGTH_S * sampleRate));
  const random = createRandom("whoosh");
  let low = 0;
  let band = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / out.length;
    // State-variable filter: the centre rises to ~2.4 kHz at 40 % of the sound, then falls.
    const hz = 350 + 2100 * Math.sin(Math.PI * Math.min(1, t / 0.8));
    const f = 2 * Math.sin((Math.PI * hz) / sampleRate);
    const noise = random() * 2 - 1;
    const high = noise - low - 0.55 * band;
    band += f * high;
    low += f * band;
    const envelope = Math.sin(Math.PI * Math.min(1, t / 0.9)) ** 2;
    out[i] = 0.5 * band * envelope;
  }
  return out;
}
