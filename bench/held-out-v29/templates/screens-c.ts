// Part C of the held-out set v29: chats and group chats, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { blabber, burner, line2, secondLine, smsOrganizer } from "./screens-c-1";
import { brosix, movim, nimbuzz, palringo, plusMessenger } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [burner, secondLine, line2, smsOrganizer, blabber, nimbuzz, palringo, movim, brosix, plusMessenger];
