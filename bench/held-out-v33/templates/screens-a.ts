// Part A of v33, in the order screens.json lists them: dating profiles.
import type { ScreenSpec } from "./screen-type";
import { adopte, fastmeet, lovePlanet } from "./screens-a-1";
import { datingCom, mate1, seniorMatch } from "./screens-a-2";
import { afroIntroductions, fem, filipinoCupid, singleParentMeet } from "./screens-a-3";

export const PART_A: ScreenSpec[] = [fastmeet, lovePlanet, adopte, datingCom, mate1, seniorMatch, fem, filipinoCupid, singleParentMeet, afroIntroductions];
