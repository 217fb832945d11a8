// Part B of v35, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { endomondo } from "./screens-b-1";
import { goTryItOn, tripoto } from "./screens-b-2";
import { brickit, carbManager, wamiz } from "./screens-b-3";
import { chingari, peach } from "./screens-b-4";
import { mapMyRide, vine } from "./screens-b-5";

export const PART_B: ScreenSpec[] = [endomondo, tripoto, goTryItOn, carbManager, wamiz, brickit, peach, chingari, mapMyRide, vine];
