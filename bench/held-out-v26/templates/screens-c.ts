// Part C of the held-out set v26: chats and group chats, in screens.json order (screens-c-1.ts, screens-c-2.ts).
import type { ScreenSpec } from "./screen-type";
import { chomp, fossify, handcent, mood } from "./screens-c-1";
import { cheogram, monal, quicksy, siskin, truecaller, verizon } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [chomp, handcent, mood, fossify, monal, quicksy, verizon, truecaller, siskin, cheogram];
