// Part A of the held-out set v19: its ten screens, in order (draw-held-out-v19.ts --part a).
import type { ScreenSpec } from "./screen-type";

export const PART_A: ScreenSpec[] = [];
