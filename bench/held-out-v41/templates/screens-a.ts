// Part A of v41, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { chineseLoveLinks, muslima } from "./screens-a-1";
import { cambodianCupid, indianCupid } from "./screens-a-2";
import { arike, soSyncd } from "./screens-a-3";
import { amanda, jodi365 } from "./screens-a-4";
import { crosspaths, noondate } from "./screens-a-5";

export const PART_A: ScreenSpec[] = [muslima, chineseLoveLinks, indianCupid, cambodianCupid, soSyncd, arike, jodi365, amanda, noondate, crosspaths];
