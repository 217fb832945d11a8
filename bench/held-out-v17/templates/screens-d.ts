// Part D of the held-out set v17: its screens, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { loseit, quizlet, streaks, whoop } from "./screens-d-one";
import { alexa, bear, googlehome, habitify, moneybox, things } from "./screens-d-two";

export const PART_D: ScreenSpec[] = [quizlet, loseit, whoop, streaks, moneybox, things, bear, alexa, googlehome, habitify];
