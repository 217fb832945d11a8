// Part A of held-out set v26: dating profiles, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { hitwe, minder, paktor, shaadi, surge } from "./screens-a-1";
import { blendr, hawaya, loveawake, schmooze, tangowire } from "./screens-a-2";

export const PART_A: ScreenSpec[] = [shaadi, hitwe, minder, surge, paktor, loveawake, blendr, tangowire, schmooze, hawaya];
