// Part A of v31, in the order screens.json lists them: dating profiles.
import type { ScreenSpec } from "./screen-type";
import { sparkology, taffy, woo } from "./screens-a-1";
import { growlr, hotOrNot, planetRomeo } from "./screens-a-2";
import { latinAmericanCupid, lesly, millionaireMatch, wild } from "./screens-a-3";

export const PART_A: ScreenSpec[] = [sparkology, woo, taffy, hotOrNot, growlr, planetRomeo, millionaireMatch, latinAmericanCupid, lesly, wild];
