// Part D of the held-out set v20: its ten screens, in order (draw-held-out-v20.ts --part d).
import type { ScreenSpec } from "./screen-type";
import { goodbudget, homeassistant, loop, samsunghealth, simplenote } from "./screens-d-one";
import { macrofactor, plum, pocketguard, structured, tado } from "./screens-d-two";

export const PART_D: ScreenSpec[] = [loop, goodbudget, simplenote, homeassistant, samsunghealth, tado, structured, plum, pocketguard, macrofactor];
