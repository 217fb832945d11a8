// Part C of the held-out set v19: its ten screens, in order (draw-held-out-v19.ts --part c).
import type { ScreenSpec } from "./screen-type";

export const PART_C: ScreenSpec[] = [];
