// Part C of the held-out set v34: chats and group chats, in screens.json order (screens-c-kit.ts holds the
// chat pieces; screens-c-1.ts the one-to-one chats, screens-c-2.ts the group chats).
import type { ScreenSpec } from "./screen-type";
import { couple, fring, oxchat, rakutenLink, wizz } from "./screens-c-1";
import { ebuddy, gitter, glip, hipchat, workvivo } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [couple, workvivo, rakutenLink, glip, oxchat, ebuddy, hipchat, fring, gitter, wizz];
