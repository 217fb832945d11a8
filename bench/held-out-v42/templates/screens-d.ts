// Part D of v42, in the order screens.json lists them: profiles, reviews and listings, mixed.
import type { ScreenSpec } from "./screen-type";
import { homestay, rvshare, selency } from "./screens-d-listings";
import { gigsalad, spoonflower, verbling } from "./screens-d-profiles";
import { chope, menulog, nocowboys, tiqets } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [rvshare, spoonflower, chope, homestay, gigsalad, menulog, selency, verbling, tiqets, nocowboys];
