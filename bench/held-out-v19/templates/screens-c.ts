// Part C of the held-out set v19: ten posts with replies and comment/forum threads, in the order screens.json lists
// them: Overclock.net, PetForums, Fodor's Travel Forum, Straight Dope Message Board, SpaceBattles and Bicycles Stack
// Exchange (screens-c-forums.ts), then Spill, Friendica, Tribel and Squabblr (screens-c-social.ts).
import type { ScreenSpec } from "./screen-type";
import { bicyclesse, fodors, overclock, petforums, spacebattles, straightdope } from "./screens-c-forums";
import { friendica, spill, squabblr, tribel } from "./screens-c-social";

export const PART_C: ScreenSpec[] = [overclock, petforums, fodors, straightdope, spacebattles, bicyclesse, spill, friendica, tribel, squabblr];
