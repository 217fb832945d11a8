// Part B of the held-out set v20: its ten screens, in the order screens.json lists them. Five dating profiles
// (screens-b-profiles.ts) and five reviews (screens-b-reviews.ts); shared pieces in screens-b-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { dattch, hitch, jigsawApp, lex, loveflutter } from "./screens-b-profiles";
import { consumerAffairs, trustRadius, vitals, wineSearcher, zagat } from "./screens-b-reviews";

export const PART_B: ScreenSpec[] = [jigsawApp, wineSearcher, loveflutter, trustRadius, lex, consumerAffairs, hitch, vitals, dattch, zagat];
