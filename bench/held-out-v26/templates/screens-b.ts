// Part B of held-out v26: social posts with other people's replies, in drawing order.
import type { ScreenSpec } from "./screen-type";
import { fitocracy } from "./screens-b-1";
import { bebo, gardenTags, googlePlus, path } from "./screens-b-2";
import { dogster, foap, hi5, orkut } from "./screens-b-3";
import { friendster } from "./screens-b-4";

export const PART_B: ScreenSpec[] = [fitocracy, gardenTags, googlePlus, path, bebo, dogster, foap, hi5, orkut, friendster];
