// Part A of v36, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { finya } from "./screens-a-1";
import { coupled, fruzo, glimmer } from "./screens-a-2";
import { grouper, meet24, meetMindful } from "./screens-a-3";
import { bloom, lovedate, netlog } from "./screens-a-4";

export const PART_A: ScreenSpec[] = [finya, fruzo, glimmer, coupled, grouper, meetMindful, meet24, bloom, lovedate, netlog];
