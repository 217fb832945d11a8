// Part B of the held-out set v19: its ten screens, in the order screens.json lists them. Five dating profiles
// (screens-b-profiles.ts) and five reviews (screens-b-reviews.ts); shared pieces in screens-b-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { dig, hud, smitten, tagged, upward } from "./screens-b-profiles";
import { avvo, bbb, consumerReports, g2, makeupAlley } from "./screens-b-reviews";

export const PART_B: ScreenSpec[] = [dig, g2, upward, avvo, tagged, bbb, smitten, makeupAlley, hud, consumerReports];
