// Part B (v30): social posts with other people's replies, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { apartmentTherapy } from "./screens-b-1";
import { polarFlow, samsungFood } from "./screens-b-2";
import { chicisimo, familyAlbum } from "./screens-b-3";
import { elk, fotocommunity } from "./screens-b-4";
import { roadtrippers, theCrag } from "./screens-b-5";
import { gardenAnswers } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [
  apartmentTherapy,
  samsungFood,
  polarFlow,
  chicisimo,
  familyAlbum,
  fotocommunity,
  elk,
  theCrag,
  roadtrippers,
  gardenAnswers,
];
