// Part B of the held-out set v39 (briefs/brief-b.md): social posts with other people's replies.
import type { ScreenSpec } from "./screen-type";
import { equilab, hoplr } from "./screens-b-1";
import { kakaostory, thegrint } from "./screens-b-2";
import { mona, stokt } from "./screens-b-3";
import { skitude, trainerize } from "./screens-b-4";
import { fashmates, yope } from "./screens-b-5";

export const PART_B: ScreenSpec[] = [equilab, hoplr, thegrint, kakaostory, stokt, mona, trainerize, skitude, yope, fashmates];
