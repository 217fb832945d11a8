// Part C of the held-out set v36: chats and group chats, in screens.json order.
import type { ScreenSpec } from "./screen-type";
import { goSmsPro, grasshopper, mig33, moxtra, sideline } from "./screens-c-1";
import { crew, missive, plato, pronto, sling } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [goSmsPro, pronto, grasshopper, sling, mig33, missive, moxtra, crew, sideline, plato];
