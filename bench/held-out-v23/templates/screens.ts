// Every screen of the held-out set v23, in the order screens.json lists them: two parts, each drawn
// on its own (draw-held-out-v23.ts --part a or c) with its own apps and names.
import type { ScreenSpec } from "./screen-type";
import { PART_A } from "./screens-a";
import { PART_C } from "./screens-c";

export const SCREENS: ScreenSpec[] = [...PART_A, ...PART_C];
