// Part C of the held-out set v41: chats and group chats, in screens.json order.
import type { ScreenSpec } from "./screen-type";
import { gosms, honk, jivochat, pinger, yaata } from "./screens-c-1";
import { churchcenter, howbout, playpass, timeleft, timetree } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [pinger, churchcenter, gosms, playpass, yaata, howbout, jivochat, timeleft, timetree, honk];
