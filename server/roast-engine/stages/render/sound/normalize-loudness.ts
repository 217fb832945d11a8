/**
 * Loudness normalisation of the finished mix, in process: ITU-R BS.1770 integrated loudness
 * (K-weighting, 400 ms blocks, absolute and relative gates), one static gain to the target, and
 * a look-ahead peak limiter under the ceiling. A static gain keeps the clip's dynamics (the
 * pause before the punchline, the sting) as written; ffmpeg's loudnorm did the same work by
 * resampling to 192 kHz, about 0.7 CPU-seconds per render.
 */
export interface LoudnessTarget {
  lufs: number;
  /** Sample-peak ceiling, dBFS. */
  ceilingDb: number;
  /** Quiet mixes are lifted at most this much, so near-silence is not turned into hiss. */
  maxGainDb: number;
}

export const ROAST_LOUDNESS: LoudnessTarget = { lufs: -16, ceilingDb: -1.5, maxGainDb: 30 };

const BLOCK_MS = 400;
const STEP_MS = 100;
const ABSOLUTE_GATE = -70;
const LOOKAHEAD_MS = 5;
const RELEASE_MS = 60;

/** Integrated loudness of mono samples in LUFS; -Infinity for silence. */
export function measureLoudness(samples: Float32Array, sampleRate: number): number {
  const weighted = kWeight(samples, sampleRate);
  const block = Math.round((BLOCK_MS / 1000) * sampleRate);
  const step = Math.round((STEP_MS / 1000) * sampleRate);
  // A clip shorter than one block is measured as one block of what it has.
  const starts = weighted.length <= block ? [0] : Array.from({ length: Math.floor((weighted.length - block) / step) + 1 }, (_, i) => i * step);
  const powers = starts.map((start) => meanSquare(weighted, start, Math.min(weighted.length, start + block)));
  const loud = (power: number) => -0.691 + 10 * Math.log10(power);
  const aboveAbsolute = powers.filter((p) => p > 0 && loud(p) > ABSOLUTE_GATE);
  if (aboveAbsolute.length === 0) return Number.NEGATIVE_INFINITY;
  const relativeGate = loud(mean(aboveAbsolute)) - 10;
  return loud(mean(aboveAbsolute.filter((p) => loud(p) > relativeGate)));
}

/** The samples brought to the target loudness, peaks held under the ceiling. Silence stays silent. */
export function normalizeLoudness(samples: Float32Array, sampleRate: number, target: LoudnessTarget = ROAST_LOUDNESS): Float32Array {
  const measured = measureLoudness(samples, sampleRate);
  if (!Number.isFinite(measured)) return samples.slice();
  const ceiling = 10 ** (target.ceilingDb / 20);
  const render = (gainDb: number) => limitPeaks(scale(samples, 10 ** (gainDb / 20)), sampleRate, ceiling);
  const gainDb = Math.min(target.maxGainDb, target.lufs - measured);
  const out = render(gainDb);
  // The limiter took a little energy off the peaks: one correction, limited again.
  const shortfall = target.lufs - measureLoudness(out, sampleRate);
  if (Math.abs(shortfall) < 0.1 || gainDb >= target.maxGainDb) return out;
  return render(Math.min(target.maxGainDb, gainDb + shortfall));
}

/**
 * Gain reduction where a sample would pass the ceiling: the gain ramps down over the look-ahead
 * before the peak (no click) and recovers linearly over the release.
 */
export function limitPeaks(samples: Float32Array, sampleRate: number, ceiling: number): Float32Array {
  const lookahead = Math.max(1, Math.round((LOOKAHEAD_MS / 1000) * sampleRate));
  const recovery = 1 / Math.max(1, Math.round((RELEASE_MS / 1000) * sampleRate));
  const gain = new Float32Array(samples.length).fill(1);
  for (let i = 0; i < samples.length; i++) {
    const level = Math.abs(samples[i]);
    if (level <= ceiling) continue;
    const needed = ceiling / level;
    for (let k = 0; k <= lookahead && i - k >= 0; k++) {
      const ramped = needed + (1 - needed) * (k / lookahead);
      if (ramped < gain[i - k]) gain[i - k] = ramped;
    }
  }
  const out = new Float32Array(samples.length);
  let previous = 1;
  for (let i = 0; i < samples.length; i++) {
    previous = Math.min(gain[i], previous + recovery);
    out[i] = samples[i] * previous;
  }
  return out;
}

function scale(samples: Float32Array, gain: number): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i] * gain;
  return out;
}

/** BS.1770's K-weighting: a +4 dB high shelf above ~1.5 kHz, then a high-pass at ~38 Hz, for any sample rate. */
function kWeight(samples: Float32Array, sampleRate: number): Float64Array {
  return biquad(biquad(samples, highShelf(sampleRate, 1500, 4, Math.SQRT1_2)), highPass(sampleRate, 38, 0.5));
}

type Coefficients = [b0: number, b1: number, b2: number, a1: number, a2: number];

function highShelf(rate: number, frequency: number, gainDb: number, q: number): Coefficients {
  const a = 10 ** (gainDb / 40);
  const w = (2 * Math.PI * frequency) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const root = 2 * Math.sqrt(a) * alpha;
  const a0 = a + 1 - (a - 1) * cos + root;
  return [
    (a * (a + 1 + (a - 1) * cos + root)) / a0,
    (-2 * a * (a - 1 + (a + 1) * cos)) / a0,
    (a * (a + 1 + (a - 1) * cos - root)) / a0,
    (2 * (a - 1 - (a + 1) * cos)) / a0,
    (a + 1 - (a - 1) * cos - root) / a0,
  ];
}

function highPass(rate: number, frequency: number, q: number): Coefficients {
  const w = (2 * Math.PI * frequency) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  return [(1 + cos) / 2 / a0, -(1 + cos) / a0, (1 + cos) / 2 / a0, (-2 * cos) / a0, (1 - alpha) / a0];
}

function biquad(input: ArrayLike<number>, [b0, b1, b2, a1, a2]: Coefficients): Float64Array {
  const out = new Float64Array(input.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i];
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

function meanSquare(samples: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i] * samples[i];
  return sum / Math.max(1, to - from);
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
