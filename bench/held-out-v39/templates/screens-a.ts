// Part A of v39, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { indonesianCupid, mexicanCupid } from "./screens-a-1";
import { dominicanCupid, japanCupid } from "./screens-a-2";
import { umatch, vietnameseCupid } from "./screens-a-3";
import { ldsSingles, whim } from "./screens-a-4";
import { equestrianSingles, singles50 } from "./screens-a-5";

export const PART_A: ScreenSpec[] = [
  mexicanCupid,
  indonesianCupid,
  dominicanCupid,
  japanCupid,
  vietnameseCupid,
  umatch,
  whim,
  ldsSingles,
  singles50,
  equestrianSingles,
];
