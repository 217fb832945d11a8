// Part C of the held-out set v30: chats and group chats, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { ayoba, confide, mysms, sunbird } from "./screens-c-1";
import { jott, kinzoo, monocles, nekogram, tchap, teamworkChat } from "./screens-c-2";

export const PART_C: ScreenSpec[] = [mysms, confide, tchap, ayoba, nekogram, sunbird, monocles, kinzoo, jott, teamworkChat];
