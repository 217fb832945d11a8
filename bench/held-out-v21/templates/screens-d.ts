// Part D of the held-out set v21: its ten screens, in order (draw-held-out-v21.ts --part d).
import type { ScreenSpec } from "./screen-type";
import { moneylover, ntc, spendee, wayoflife, yazio } from "./screens-d-one";
import { calm, ecobee, qapital, sleepscore, tuya } from "./screens-d-two";

export const PART_D: ScreenSpec[] = [wayoflife, yazio, ntc, spendee, moneylover, qapital, sleepscore, ecobee, tuya, calm];
