// Every screen of the held-out set v21, in the order screens.json lists them: two parts, each drawn
// on its own (draw-held-out-v21.ts --part a, --part d) with its own apps and names. Parts b and c
// were drawn at the same time and did not finish: the set is frozen without them.
import type { ScreenSpec } from "./screen-type";
import { PART_A } from "./screens-a";
import { PART_D } from "./screens-d";

export const SCREENS: ScreenSpec[] = [...PART_A, ...PART_D];
