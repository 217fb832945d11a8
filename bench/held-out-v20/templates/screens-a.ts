// Part A of the held-out set v20: its ten screens, in the order screens.json lists them (five chats whose
// owner is the phone's user, then five listings whose owner is the seller, dealer or landlord).
import type { ScreenSpec } from "./screen-type";
import { CHATS_A } from "./screens-a-chats";
import { LISTINGS_A } from "./screens-a-listings";

export const PART_A: ScreenSpec[] = [...CHATS_A, ...LISTINGS_A];
