// Part D of v34, in the order screens.json lists them: profiles, reviews and listings, each with other people's words
// beside the owner's (screens-d-listings.ts, screens-d-profiles.ts, screens-d-reviews.ts; pieces in screens-d-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { aboutme, biolink, taplink } from "./screens-d-profiles";
import { bolha, otomoto, property24, worldpackers } from "./screens-d-listings";
import { resy, traveloka, wongnai } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [otomoto, biolink, resy, bolha, taplink, traveloka, property24, aboutme, wongnai, worldpackers];
