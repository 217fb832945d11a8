// Part A of held-out set v25: dating profiles, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { farmersonly, meetville, muddymatches, quackquack, trulymadly } from "./screens-a-1";
import { blued, firstmet, kismia, salt, waplog } from "./screens-a-2";

export const PART_A: ScreenSpec[] = [quackquack, trulymadly, muddymatches, farmersonly, meetville, kismia, firstmet, salt, blued, waplog];
