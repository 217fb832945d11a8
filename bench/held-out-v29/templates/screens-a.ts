// Part A of v29: dating profiles, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { catholicMatch, frolo, omiai, tapple } from "./screens-a-1";
import { bharatMatrimony, sitch, volar } from "./screens-a-2";
import { ditto, glimmr, lolly } from "./screens-a-3";

export const PART_A: ScreenSpec[] = [catholicMatch, frolo, omiai, tapple, sitch, volar, bharatMatrimony, glimmr, lolly, ditto];
