// Part A of v40, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { brazilCupid, russianCupid } from "./screens-a-1";
import { internationalCupid, militaryCupid } from "./screens-a-2";
import { koreanCupid, turkishCupid } from "./screens-a-3";
import { adventistSingles, grizzly } from "./screens-a-4";
import { arabLounge, asianDating } from "./screens-a-5";

export const PART_A: ScreenSpec[] = [
  brazilCupid,
  russianCupid,
  militaryCupid,
  internationalCupid,
  koreanCupid,
  turkishCupid,
  adventistSingles,
  grizzly,
  asianDating,
  arabLounge,
];
