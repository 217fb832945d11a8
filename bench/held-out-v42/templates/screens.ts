// Every screen of the held-out set v42, in the order screens.json lists them: four parts drawn each
// on its own (draw-held-out-v42.ts --part a, b, c or d) with its own apps and names.
import type { ScreenSpec } from "./screen-type";
import { PART_A } from "./screens-a";
import { PART_B } from "./screens-b";
import { PART_C } from "./screens-c";
import { PART_D } from "./screens-d";

export const SCREENS: ScreenSpec[] = [...PART_A, ...PART_B, ...PART_C, ...PART_D];
