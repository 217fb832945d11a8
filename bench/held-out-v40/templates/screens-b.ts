// Part B of the held-out set v40 (briefs/brief-b.md): social posts with other people's replies.
import type { ScreenSpec } from "./screen-type";
import { odnoklassniki, toot } from "./screens-b-1";
import { lyfta, shoplook } from "./screens-b-2";
import { voyager, whisk } from "./screens-b-3";
import { fatmap, photocrowd, sweat } from "./screens-b-4";
import { rebrickable } from "./screens-b-5";

export const PART_B: ScreenSpec[] = [odnoklassniki, toot, lyfta, shoplook, whisk, voyager, fatmap, photocrowd, sweat, rebrickable];
