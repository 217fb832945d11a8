// Part D of the held-out set v16: its screens, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { grouvee, insight, jefit, kitsu, simkl } from "./screens-d-profiles";
import { anydo, obsidian, starling, todo, wise } from "./screens-d-others";

export const PART_D: ScreenSpec[] = [kitsu, simkl, grouvee, jefit, insight, anydo, wise, todo, starling, obsidian];
