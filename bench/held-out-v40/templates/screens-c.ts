// Part C of the held-out set v40: chats and group chats, in screens.json order.
import type { ScreenSpec } from "./screen-type";
import { freshchat, gem4me, procare, simpletexting } from "./screens-c-1";
import { crossbar, gamechanger, hibox, jagat, ourhome, sportsengine } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [gem4me, gamechanger, procare, sportsengine, freshchat, crossbar, simpletexting, hibox, jagat, ourhome];
