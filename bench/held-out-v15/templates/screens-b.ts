// Part B of the held-out set v15: its screens, in the order screens.json lists them. Five reviews
// (screens-b-reviews.ts) and five dating profiles (screens-b-profiles.ts); shared pieces in screens-b-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { hobbycraft, rateBeer, tooGoodToGo, toolstation, waitrose } from "./screens-b-reviews";
import { hornet, lovestruck, luxy, muzz, pickable } from "./screens-b-profiles";

export const PART_B: ScreenSpec[] = [toolstation, muzz, hobbycraft, hornet, tooGoodToGo, lovestruck, rateBeer, luxy, waitrose, pickable];
