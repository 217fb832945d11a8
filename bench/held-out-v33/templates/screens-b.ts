// Part B of v33, in the order screens.json lists them: social posts with other people's replies.

import type { ScreenSpec } from "./screen-type";
import { barkHappy } from "./screens-b-1";
import { fishidy, weightWatchers } from "./screens-b-2";
import { fanbase, mightyNetworks } from "./screens-b-3";
import { kaya, snocru } from "./screens-b-4";
import { airchat, mapMyRun } from "./screens-b-5";
import { glowBaby } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [barkHappy, weightWatchers, fishidy, mightyNetworks, fanbase, snocru, kaya, airchat, glowBaby, mapMyRun];
