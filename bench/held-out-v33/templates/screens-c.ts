// Part C of the held-out set v33: chats and group chats, in screens.json order (screens-c-kit.ts holds the
// chat pieces; screens-c-1.ts the one-to-one chats, screens-c-2.ts and screens-c-3.ts the groups).
import type { ScreenSpec } from "./screen-type";
import { between, hoccer, pinngle, syphon, teleguard } from "./screens-c-1";
import { kaizala, sandes, siilo } from "./screens-c-2";
import { arcanechat, wecom } from "./screens-c-3";

export const PART_C: ScreenSpec[] = [teleguard, sandes, between, siilo, syphon, kaizala, pinngle, wecom, hoccer, arcanechat];
