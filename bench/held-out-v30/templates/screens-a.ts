// Part A of v30: dating profiles, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { christianCafe, cuddli, elate } from "./screens-a-1";
import { be2, dateMyAge, loveScout24 } from "./screens-a-2";
import { cougarLife, frim, huggle, wink } from "./screens-a-3";

export const PART_A: ScreenSpec[] = [elate, christianCafe, cuddli, loveScout24, be2, dateMyAge, huggle, cougarLife, wink, frim];
