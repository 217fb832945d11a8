// Part D of the held-out set v35: profiles, reviews and listings, each with other people's words beside the owner's.
import type { ScreenSpec } from "./screen-type";
import { bazos, sahibinden, yad2 } from "./screens-d-listings";
import { carrd, liberapay, lnkbio, milkshake } from "./screens-d-profiles";
import { shopee, sulekha, tiket } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [sahibinden, carrd, shopee, yad2, lnkbio, tiket, bazos, liberapay, sulekha, milkshake];
