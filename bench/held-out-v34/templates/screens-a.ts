// Part A of v34, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { grazer, sizzl, willow } from "./screens-a-1";
import { azar, sweatt, theGrade } from "./screens-a-2";
import { fitafy, flure } from "./screens-a-3";
import { down, edarling } from "./screens-a-4";

export const PART_A: ScreenSpec[] = [willow, grazer, sizzl, sweatt, azar, theGrade, fitafy, flure, edarling, down];
