// Every screen of the held-out set v22, in the order screens.json lists them: two parts, each drawn
// on its own (draw-held-out-v22.ts --part b or c) with its own apps and names.
import type { ScreenSpec } from "./screen-type";
import { PART_B } from "./screens-b";
import { PART_C } from "./screens-c";

export const SCREENS: ScreenSpec[] = [...PART_B, ...PART_C];
