// Part B of held-out set v24: fediverse and small-network profiles, from part B's own files.
import type { ScreenSpec } from "./screen-type";
import { B1 } from "./screens-b-1";
import { B2 } from "./screens-b-2";
import { B3 } from "./screens-b-3";
import { B4 } from "./screens-b-4";

export const PART_B: ScreenSpec[] = [...B1, ...B2, ...B3, ...B4];
