// Part C of the held-out set v24: email threads (screens-c-mail.ts) and anonymous question-and-answer
// pages (screens-c-qa.ts), drawn with part C's kit (screens-c-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { airmail, gmx, samsungemail, superhuman, tuta } from "./screens-c-mail";
import { curiouscat, qoohme, retrospring, sarahah, springme } from "./screens-c-qa";

export const PART_C: ScreenSpec[] = [tuta, curiouscat, superhuman, retrospring, airmail, qoohme, gmx, springme, samsungemail, sarahah];
