import type { Mood } from "../../types";
import { createRandom, pick } from "./create-random";

export type Instrument = "keys" | "pluck" | "square";

/** A procedural music bed, as data: what to play, how fast, with what. */
export interface MusicPlan {
  bpm: number;
  /** MIDI note of the key's root. */
  root: number;
  /** Chords as semitone offsets from the root, one per bar. */
  chords: number[][];
  /** Which chord tone each step plays (8 steps per bar); -1 rests. */
  arpeggio: number[];
  instrument: Instrument;
  hats: boolean;
  swing: number; // 0 = straight, 0.2 = lazy
  level: number; // peak level of the bed before ducking
}

interface MoodStyle {
  bpm: number;
  instrument: Instrument;
  hats: boolean;
  swing: number;
  progressions: number[][][];
  arpeggios: number[][];
}

const MAJ = [0, 4, 7, 11];
const MIN = [0, 3, 7, 10];
const at = (offset: number, chord: number[]) => chord.map((n) => n + offset);

/** Each mood's musical character; the seed picks among the variations. */
export const MOOD_STYLES: Record<Mood, MoodStyle> = {
  smug: {
    bpm: 94,
    instrument: "keys",
    hats: true,
    swing: 0.22,
    progressions: [
      [at(2, MIN), at(7, [0, 4, 7, 10]), at(0, MAJ), at(9, MIN)],
      [at(0, MAJ), at(9, MIN), at(2, MIN), at(7, [0, 4, 7, 10])],
    ],
    arpeggios: [
      [0, -1, 2, -1, 1, 3, -1, 2],
      [0, 2, -1, 3, -1, 1, 2, -1],
    ],
  },
  deadpan: {
    bpm: 78,
    instrument: "pluck",
    hats: false,
    swing: 0,
    progressions: [
      [at(0, MIN), at(0, MIN), at(8, MAJ), at(7, MIN)],
      [at(0, MIN), at(5, MIN), at(0, MIN), at(7, MIN)],
    ],
    arpeggios: [
      [0, -1, -1, -1, 2, -1, -1, -1],
      [0, -1, -1, 1, -1, -1, 2, -1],
    ],
  },
  chaotic: {
    bpm: 148,
    instrument: "square",
    hats: true,
    swing: 0,
    progressions: [
      [at(0, MIN), at(10, MAJ), at(8, MAJ), at(7, MAJ)],
      [at(0, MIN), at(3, MAJ), at(10, MAJ), at(7, MIN)],
    ],
    arpeggios: [
      [0, 1, 2, 3, 2, 1, 0, 2],
      [0, 2, 1, 3, 0, 3, 1, 2],
    ],
  },
  wholesome: {
    bpm: 108,
    instrument: "pluck",
    hats: true,
    swing: 0.08,
    progressions: [
      [at(0, MAJ), at(7, MAJ), at(9, MIN), at(5, MAJ)],
      [at(0, MAJ), at(5, MAJ), at(7, MAJ), at(0, MAJ)],
    ],
    arpeggios: [
      [0, 2, 1, 2, 0, 2, 1, 3],
      [0, -1, 1, 2, -1, 2, 1, -1],
    ],
  },
};

const ROOTS = [45, 46, 48, 50, 52, 53]; // A2 … F3: low enough to sit under a voice

/** The bed for a roast: the mood sets the style, the seed picks the key and variations. */
export function planMusic(mood: Mood, seed: string): MusicPlan {
  const random = createRandom(`music:${seed}`);
  const style = MOOD_STYLES[mood];
  return {
    bpm: style.bpm + Math.round((random() - 0.5) * 10),
    root: pick(random, ROOTS),
    chords: pick(random, style.progressions),
    arpeggio: pick(random, style.arpeggios),
    instrument: style.instrument,
    hats: style.hats,
    swing: style.swing,
    level: style.instrument === "square" ? 0.16 : 0.24,
  };
}
