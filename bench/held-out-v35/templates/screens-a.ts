// Part A of v35, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { keepler, spritzr, tudder } from "./screens-a-1";
import { amori, nerve, yoomee } from "./screens-a-2";
import { flamme, sweetMeet, tapyn } from "./screens-a-3";
import { twine } from "./screens-a-4";

export const PART_A: ScreenSpec[] = [tudder, spritzr, keepler, yoomee, amori, nerve, sweetMeet, flamme, tapyn, twine];
