// Part A of the held-out set v24: ten dating profiles, in the order screens.json lists them
// (screens-a-1.ts: Pure, Qeep, SweetRing, Wamba; screens-a-2.ts: Twoo, Chappy, Romeo, Snack, Salams, Tantan;
// shared pieces in screens-a-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { pure, qeep, sweetring, wamba } from "./screens-a-1";
import { chappy, romeo, salams, snack, tantan, twoo } from "./screens-a-2";

export const PART_A: ScreenSpec[] = [pure, qeep, twoo, sweetring, chappy, wamba, romeo, snack, salams, tantan];
