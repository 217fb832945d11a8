// Part D of the held-out set v19: its ten screens, in order (draw-held-out-v19.ts --part d).
import type { ScreenSpec } from "./screen-type";
import { babbel, emma, fabulous, fitbod, onenote } from "./screens-d-one";
import { bearable, flo, pocketcasts, rocketmoney, smartthings } from "./screens-d-two";

export const PART_D: ScreenSpec[] = [babbel, fitbod, fabulous, emma, onenote, smartthings, pocketcasts, bearable, flo, rocketmoney];
