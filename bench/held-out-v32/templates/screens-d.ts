// Part D of the held-out set v32: profiles with bios, reviews and listings, each with other people's words beside the
// owner's (listings in screens-d-listings.ts, profiles in screens-d-profiles.ts, reviews in screens-d-reviews.ts).
import type { ScreenSpec } from "./screen-type";
import { bazaraki, karrot, pararius, wggesucht } from "./screens-d-listings";
import { beehiiv, fourthwall, hashnode } from "./screens-d-profiles";
import { lieferando, makemytrip, trendyol } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [wggesucht, beehiiv, trendyol, bazaraki, fourthwall, makemytrip, karrot, hashnode, lieferando, pararius];
