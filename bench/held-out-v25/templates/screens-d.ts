// Part D of held-out set v25: photo-first uploads with few words (stories, outfits, listings, photos with words on them).
import type { ScreenSpec } from "./screen-type";
import { curtsy, tradesy } from "./screens-d-listing";
import { acloset, lookbook, weverse } from "./screens-d-outfits";
import { dispo, picsart, sendit, weheartit, yubo } from "./screens-d-photos";

export const PART_D: ScreenSpec[] = [lookbook, tradesy, yubo, picsart, dispo, weheartit, acloset, weverse, curtsy, sendit];
