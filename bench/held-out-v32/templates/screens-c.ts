// Part C of v32, in the order screens.json lists them.
// screens-c-kit.ts: the chat pieces; screens-c-1.ts: one-to-one chats; screens-c-2.ts and screens-c-3.ts: group chats.
import type { ScreenSpec } from "./screen-type";
import { atox, jiochat, neochat, soma } from "./screens-c-1";
import { dingtalk, keet, stashcat, teamwire } from "./screens-c-2";
import { quiet, zello } from "./screens-c-3";

export const PART_C: ScreenSpec[] = [atox, keet, jiochat, teamwire, neochat, dingtalk, soma, stashcat, zello, quiet];
