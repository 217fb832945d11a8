// Every screen of the held-out set v16, in the order screens.json lists them: three parts, each drawn
// on its own (draw-held-out-v16.ts --part b … d) with its own apps and names. Part A (ten chats and
// listings) was not drawn in the session's time: the set is 30 screens (README.md).
import type { ScreenSpec } from "./screen-type";
import { PART_B } from "./screens-b";
import { PART_C } from "./screens-c";
import { PART_D } from "./screens-d";

export const SCREENS: ScreenSpec[] = [...PART_B, ...PART_C, ...PART_D];
