// Part A of v32, in the order screens.json lists them: dating profiles.
import type { ScreenSpec } from "./screen-type";
import { anastasiaDate, betterhalf, duolicious } from "./screens-a-1";
import { blackPeopleMeet, daddyhunt, tourbar } from "./screens-a-2";
import { feels, singleMuslim, twinby, wapa } from "./screens-a-3";

export const PART_A: ScreenSpec[] = [duolicious, betterhalf, anastasiaDate, daddyhunt, blackPeopleMeet, tourbar, wapa, feels, twinby, singleMuslim];
