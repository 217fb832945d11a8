// Part B of the held-out set v16: its screens, in the order screens.json lists them. Five reviews
// (screens-b-reviews.ts) and five dating profiles (screens-b-profiles.ts); shared pieces in screens-b-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { cellarTracker, feefo, restaurantGuru, sitejabber, theDyrt } from "./screens-b-reviews";
import { aisle, christianMingle, scruff, taimi, zoe } from "./screens-b-profiles";

export const PART_B: ScreenSpec[] = [feefo, taimi, sitejabber, scruff, cellarTracker, christianMingle, restaurantGuru, aisle, theDyrt, zoe];
