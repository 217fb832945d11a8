// Part D of the held-out set v15: its screens, in the order screens.json lists them. Profiles and stat
// pages are in screens-d-profiles.ts; the others in screens-d-others.ts and screens-d-more.ts.
import type { ScreenSpec } from "./screen-type";
import { bandsintown, memrise, mubi, strong } from "./screens-d-profiles";
import { libraryThing, revolut, tickTick } from "./screens-d-others";
import { dayOne, luma, wanderlog } from "./screens-d-more";

export const PART_D: ScreenSpec[] = [memrise, strong, bandsintown, mubi, libraryThing, revolut, tickTick, dayOne, luma, wanderlog];
