// Part A of held-out v27: dating profiles, in drawing order.
import type { ScreenSpec } from "./screen-type";
import { jeevansathi } from "./screens-a-1";
import { amolatina, elitepartner, gaydar, jackd, teamo } from "./screens-a-2";
import { luvly, qpid, yuzu, zorpia } from "./screens-a-3";

export const PART_A: ScreenSpec[] = [jeevansathi, elitepartner, jackd, teamo, amolatina, gaydar, luvly, yuzu, zorpia, qpid];
