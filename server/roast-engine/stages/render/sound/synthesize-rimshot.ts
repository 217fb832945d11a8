import { createRandom } from "../../plan/create-random";

/** The sting, as data: "ba-dum" on two toms, then "tss" on a cymbal. Times in seconds. */
export const RIMSHOT_HITS = [
  { kind: "tom", at: 0, hz: 190, decayS: 0.12, gain: 0.8 },
  { kind: "tom", at: 0.16, hz: 130, decayS: 0.16, gain: 0.9 },
  { kind: "cymbal", at: 0.36, decayS: 0.45, gain: 0.55 },
] as const;

export const RIMSHOT_LENGTH_S = 1.6;
const RELEASE_S = 0.3;

/** Synthesises the rimshot (no samples from anywhere): pitch-dropping sine toms and filtered noise. */
export function synthesizeRimshot(sampleRate: number): Float32Array {
  const out = new Float32Array(Math.round(RIMSHOT_LENGTH_S * sampleRate));
  const random = createRandom("rimshot");
  for (const hit of RIMSHOT_HITS) {
    const start = Math.round(hit.at * sampleRate);
    let phase = 0;
    let previous = 0;
    for (let i = start; i < out.length; i++) {
      const t = (i - start) / sampleRate;
      const envelope = hit.gain * Math.exp(-t / hit.decayS);
      if (envelope < 1e-4) break;
      if (hit.kind === "tom") {
        // The drum head's pitch falls as it settles; a click marks the stick.
        phase += (hit.hz * (1 + 0.6 * Math.exp(-t / 0.02))) / sampleRate;
        const click = t < 0.004 ? random() * 2 - 1 : 0;
        out[i] += envelope * (Math.sin(2 * Math.PI * phase) + 0.4 * click);
      } else {
        const noise = random() * 2 - 1;
        out[i] += envelope * 0.8 * (noise - previous);
        previous = noise;
      }
    }
  }
  // The cymbal still rings when the buffer ends: fade it so it does not click off.
  const release = Math.round(RELEASE_S * sampleRate);
  for (let i = 0; i < release; i++) out[out.length - 1 - i] *= i / release;
  return out;
}
