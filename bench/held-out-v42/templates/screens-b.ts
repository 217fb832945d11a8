// Part B of the held-out set v42 (briefs/brief-b.md): social posts with other people's replies.
import type { ScreenSpec } from "./screen-type";
import { apollo, megalodon } from "./screens-b-1";
import { infinity, jerboa, skywalker } from "./screens-b-2";
import { interstellar, olas, sync } from "./screens-b-3";
import { flare, netfish } from "./screens-b-4";

export const PART_B: ScreenSpec[] = [apollo, megalodon, jerboa, infinity, skywalker, olas, sync, interstellar, flare, netfish];
