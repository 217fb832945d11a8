// Part B of the held-out set v18: its screens, in the order screens.json lists them. Five dating profiles
// (screens-b-profiles.ts) and five reviews (screens-b-reviews.ts); shared pieces in screens-b-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { bumpy, chispa, meetMe, sapio, ship } from "./screens-b-profiles";
import { homeAdvisor, influenster, niche, productReview, which } from "./screens-b-reviews";

export const PART_B: ScreenSpec[] = [sapio, productReview, chispa, niche, ship, homeAdvisor, bumpy, influenster, meetMe, which];
