// Part B of v31, in the order screens.json lists them: social posts with other people's replies.
import type { ScreenSpec } from "./screen-type";
import { candide } from "./screens-b-1";
import { eighteenBirdies, makerWorld } from "./screens-b-2";
import { guruShots, notabli } from "./screens-b-3";
import { knitrino, trainingPeaks } from "./screens-b-4";
import { sunroom, supernova } from "./screens-b-5";
import { planner5d } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [candide, eighteenBirdies, makerWorld, notabli, guruShots, trainingPeaks, knitrino, sunroom, supernova, planner5d];
