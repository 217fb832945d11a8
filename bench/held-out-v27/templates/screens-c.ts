// Part C of the held-out set v27: chats and group chats, in screens.json order
// (screens-c-1.ts: Snikket, Xabber, Nandbox, Bridgefy, TextMe; screens-c-2.ts: Textfree, Dingtone, BBM, Ginlo, ChatSecure).
import type { ScreenSpec } from "./screen-type";
import { bridgefy, nandbox, snikket, textme, xabber } from "./screens-c-1";
import { bbm, chatsecure, dingtone, ginlo, textfree } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [snikket, xabber, nandbox, bridgefy, textme, textfree, dingtone, bbm, ginlo, chatsecure];
