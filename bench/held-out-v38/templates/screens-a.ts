// Part A of v38, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { colombianCupid, thaiCupid } from "./screens-a-1";
import { caribbeanCupid, lunchActually } from "./screens-a-2";
import { fitnessSingles, threeDayRule } from "./screens-a-3";
import { harmonica, juicebox, spiritualSingles } from "./screens-a-4";
import { pinaLove } from "./screens-a-5";

export const PART_A: ScreenSpec[] = [
  colombianCupid,
  thaiCupid,
  caribbeanCupid,
  lunchActually,
  threeDayRule,
  fitnessSingles,
  harmonica,
  juicebox,
  pinaLove,
  spiritualSingles,
];
