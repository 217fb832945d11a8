import type { ScreenSpec } from "./screen-type";

export const PART_B: ScreenSpec[] = [];
