// Part D of the held-out set v39: profiles with bios, reviews and listings, each with other people's words beside the owner's.
import type { ScreenSpec } from "./screen-type";
import { bakeca, housinganywhere, jofogas } from "./screens-d-listings";
import { komi, snipfeed, superpeer } from "./screens-d-profiles";
import { magicpin, trustedshops, werkspot, zoover } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [jofogas, komi, werkspot, housinganywhere, superpeer, magicpin, bakeca, snipfeed, trustedshops, zoover];
