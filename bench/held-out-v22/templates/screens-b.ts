// Part B of the held-out set v22: its ten screens, in the order screens.json lists them. Five dating profiles
// (screens-b-profiles.ts) and five reviews (screens-b-reviews.ts); shared pieces in screens-b-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { fika, hater, mamba, mingle2, stitch } from "./screens-b-profiles";
import { coolblue, grubhub, holidayCheck, petco, zalando } from "./screens-b-reviews";

export const PART_B: ScreenSpec[] = [hater, holidayCheck, mamba, coolblue, fika, petco, stitch, grubhub, mingle2, zalando];
