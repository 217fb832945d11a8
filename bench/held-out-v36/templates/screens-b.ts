// Part B of v36, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { polyvore } from "./screens-b-1";
import { dubsmash, trell } from "./screens-b-2";
import { rouvy, smugmug } from "./screens-b-3";
import { dayre, sharechat } from "./screens-b-4";
import { friendfeed, moj } from "./screens-b-5";
import { hyves } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [polyvore, trell, dubsmash, rouvy, smugmug, dayre, sharechat, friendfeed, moj, hyves];
