// Part D of the held-out set v29: profiles with bios, reviews and listings, each with other people's words beside the
// owner's (screens-d-profiles.ts, screens-d-reviews.ts, screens-d-listings.ts; the shared pieces in screens-d-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { mudah, nomador, quikr, roomi } from "./screens-d-listings";
import { bewelcome, calckey, gumroad } from "./screens-d-profiles";
import { campspot, glampinghub, ratemyagent } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [mudah, calckey, ratemyagent, roomi, bewelcome, campspot, nomador, gumroad, quikr, glampinghub];
