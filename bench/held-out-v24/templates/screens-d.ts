// Part D of the held-out set v24: reviews, check-ins and ratings (review lists with the reviewer at the
// head or signed at the foot, check-ins with a friend's comment or toast, a reviewer's profile).
import type { ScreenSpec } from "./screen-type";
import { delectable, steepster, whiskybase } from "./screens-d-drinks";
import { basenotes, burpple, oku, stash } from "./screens-d-logs";
import { iherb, lookfantastic, newegg } from "./screens-d-shop";

export const PART_D: ScreenSpec[] = [iherb, lookfantastic, steepster, whiskybase, burpple, delectable, basenotes, oku, newegg, stash];
