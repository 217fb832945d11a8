// Part A of the held-out set v23: chats and listings, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";

export const PART_A: ScreenSpec[] = [];
