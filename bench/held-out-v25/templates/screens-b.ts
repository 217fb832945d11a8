// Part B of the held-out set v25: social posts with other people's replies, drawn blind.
import type { ScreenSpec } from "./screen-type";
import { petzbe } from "./screens-b-1";
import { flip, lapse, fatsecret, retro } from "./screens-b-2";
import { gardenize, hipstamatic, myspace, steller } from "./screens-b-3";
import { dispo } from "./screens-b-4";

export const PART_B: ScreenSpec[] = [petzbe, lapse, flip, fatsecret, retro, gardenize, steller, hipstamatic, dispo, myspace];
