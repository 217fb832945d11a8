// Part C of the held-out set v35: chats and group chats, in screens.json order
// (one-to-one in screens-c-1.ts, groups in screens-c-2.ts; the shared pieces in screens-c-kit.ts).
import type { ScreenSpec } from "./screen-type";
import { gaduGadu, openPhone, surespot, talkingPoints, twoGo } from "./screens-c-1";
import { chatOn, flowdock, jandi, mxit, stackfield } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [openPhone, jandi, surespot, flowdock, talkingPoints, chatOn, twoGo, stackfield, gaduGadu, mxit];
