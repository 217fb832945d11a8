// Part D of the held-out set v19: its ten screens, in order (draw-held-out-v19.ts --part d).
import type { ScreenSpec } from "./screen-type";

export const PART_D: ScreenSpec[] = [];
