// Part C of v31, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { arattai, gemSpace, kaidan, moxxy, totok } from "./screens-c-1";
import { beekeeper } from "./screens-c-2";
import { lark, linphone, speakap, twakeChat } from "./screens-c-3";

export const PART_C: ScreenSpec[] = [arattai, gemSpace, beekeeper, moxxy, totok, kaidan, lark, speakap, twakeChat, linphone];
