// Part C of the held-out set v42: chats and group chats, in screens.json order.
import type { ScreenSpec } from "./screen-type";
import { honeydue, mightytext, ooma, poparide, tawkto } from "./screens-c-1";
import { goto, konstella, mixin, squadup, teamspeak } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [mightytext, konstella, honeydue, squadup, poparide, teamspeak, tawkto, mixin, goto, ooma];
