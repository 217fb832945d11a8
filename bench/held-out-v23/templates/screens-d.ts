// Part D of the held-out set v23: email threads, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";

export const PART_D: ScreenSpec[] = [];
