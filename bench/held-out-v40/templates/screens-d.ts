// Part D of v40: profiles with bios, reviews and listings, drawn blind (the part's own files: screens-d-kit.ts, -listings.ts,
// -profiles.ts, -reviews.ts).
import type { ScreenSpec } from "./screen-type";
import { holidaylettings, quoka, skelbiu } from "./screens-d-listings";
import { adplist, buttondown, clarity, payhip } from "./screens-d-profiles";
import { heureka, provenexpert, swiggy } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [skelbiu, adplist, swiggy, holidaylettings, payhip, heureka, quoka, clarity, provenexpert, buttondown];
