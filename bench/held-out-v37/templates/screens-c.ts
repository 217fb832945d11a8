// Part C of the held-out set v37: chats and group chats, in screens.json order.
import type { ScreenSpec } from "./screen-type";
import { aircall, cyph, dust, freetone, heymarket } from "./screens-c-1";
import { bitrix24, blink, fleep, paltalk, wimi } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [heymarket, fleep, aircall, bitrix24, cyph, blink, dust, paltalk, freetone, wimi];
