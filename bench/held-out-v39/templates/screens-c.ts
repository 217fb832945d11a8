// Part C of the held-out set v39: chats and group chats, in screens.json order.
// The pieces are in screens-c-kit.ts, the one-to-one chats in screens-c-1.ts and the group chats in screens-c-2.ts.
import type { ScreenSpec } from "./screen-type";
import { classtag, crisp, justcall, phoner, silentPhone, tidio } from "./screens-c-1";
import { eightbyeight, gokid, stack, teamreach } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [tidio, teamreach, crisp, gokid, classtag, eightbyeight, phoner, stack, justcall, silentPhone];
