// Part D of the held-out set v33: profiles with bios, reviews and listings, each with other people's words beside the
// owner's (listings in screens-d-listings.ts, profiles in screens-d-profiles.ts, reviews in screens-d-reviews.ts).
import type { ScreenSpec } from "./screen-type";
import { anibis, idealflatmate, njuskalo } from "./screens-d-listings";
import { beacons, podia, stanstore, housesitmatch } from "./screens-d-profiles";
import { eazydiner, plumguide, takealot } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [anibis, beacons, takealot, idealflatmate, stanstore, eazydiner, njuskalo, podia, plumguide, housesitmatch];
