// Part B of the held-out set v17: its screens, in the order screens.json lists them. Five dating profiles
// (screens-b-profiles.ts) and five reviews (screens-b-reviews.ts); shared pieces in screens-b-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { archer, blk, jdate, loxClub, skout } from "./screens-b-profiles";
import { beerAdvocate, capterra, foursquare, parfumo, reviewsIo } from "./screens-b-reviews";

export const PART_B: ScreenSpec[] = [loxClub, foursquare, archer, beerAdvocate, blk, capterra, jdate, reviewsIo, skout, parfumo];
