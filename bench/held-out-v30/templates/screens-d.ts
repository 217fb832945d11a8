// Part D of the held-out set v30: profiles with bios, reviews and listings, each with other people's words beside the
// owner's (screens-d-profiles.ts, screens-d-reviews.ts, screens-d-listings.ts; the shared pieces in screens-d-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { adverts, boatsetter, kindred, padmapper } from "./screens-d-listings";
import { boosty, fedilab, tooot } from "./screens-d-profiles";
import { justdial, serviceseeking, tabelog } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [adverts, tooot, tabelog, boatsetter, fedilab, serviceseeking, kindred, boosty, justdial, padmapper];
