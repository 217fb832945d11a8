// Every screen of the held-out set v23, in the order screens.json lists them: parts drawn each on
// its own (draw-held-out-v23.ts --part a, c or d; part B was briefed but never drawn) with its own apps and names.
import type { ScreenSpec } from "./screen-type";
import { PART_A } from "./screens-a";
import { PART_C } from "./screens-c";
import { PART_D } from "./screens-d";

export const SCREENS: ScreenSpec[] = [...PART_A, ...PART_C, ...PART_D];
