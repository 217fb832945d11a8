// Part C of the held-out set v38 (briefs/brief-c.md): chats and group chats, in screens.json order.
import type { ScreenSpec } from "./screen-type";
import { chatous, intercom, podium, weave, zipwhip } from "./screens-c-1";
import { cinny, jostle, sgrouples, staffbase, workjam } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [podium, workjam, weave, staffbase, chatous, jostle, zipwhip, cinny, intercom, sgrouples];
