// Part D of held-out set v26: profiles with bios, reviews with a business's reply, and listings written by their
// seller or host, each with other people's words beside the owner's.
import type { ScreenSpec } from "./screen-type";
import { outdoorsy, sniffspot, swimply, tise } from "./screens-d-listings";
import { coracle, firefish, spacehey } from "./screens-d-profiles";
import { campendium, freeindex, oneflare } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [sniffspot, spacehey, oneflare, swimply, firefish, campendium, tise, coracle, freeindex, outdoorsy];
