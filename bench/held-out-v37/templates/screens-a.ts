// Part A of v37, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { sympatia } from "./screens-a-1";
import { academicSingles, zweisam } from "./screens-a-2";
import { clikd, flirtbox } from "./screens-a-3";
import { glambu, seniorPeopleMeet, tawkify } from "./screens-a-4";
import { attractiveWorld, disonsDemain } from "./screens-a-5";

export const PART_A: ScreenSpec[] = [sympatia, zweisam, academicSingles, clikd, flirtbox, seniorPeopleMeet, glambu, tawkify, disonsDemain, attractiveWorld];
