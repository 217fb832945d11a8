// Part B of held-out set v29: social posts with other people's replies, in draw order.
import type { ScreenSpec } from "./screen-type";
import { homify } from "./screens-b-1";
import { sidechef, suunto, yummypets } from "./screens-b-2";
import { combyne, journi } from "./screens-b-3";
import { lomography, skeets } from "./screens-b-4";
import { cluster, favorited } from "./screens-b-5";

export const PART_B: ScreenSpec[] = [homify, yummypets, sidechef, suunto, journi, combyne, lomography, skeets, favorited, cluster];
