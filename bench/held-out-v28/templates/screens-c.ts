// Part C of the held-out set v28: chats and group chats, in screens.json order
// (screens-c-1.ts: Kontalk, Silence, Nextplus, textPlus, Hushed; screens-c-2.ts: Tinode, Cwtch, Yahoo Messenger, Google Allo, FireChat).
import type { ScreenSpec } from "./screen-type";
import { hushed, kontalk, nextplus, silence, textplus } from "./screens-c-1";
import { allo, cwtch, firechat, tinode, yahoo } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [kontalk, silence, nextplus, textplus, hushed, tinode, cwtch, yahoo, allo, firechat];
