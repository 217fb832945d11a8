// Part A of the held-out set v23 (five chats, then five listings), in screens.json order: Dialpad (a duck
// left on option 9 of the phone menu), JusTalk (dark, JPEG, a grandmother who video-calls with the phone
// to her ear), LINE WORKS (keyboard open, a desk that became lost property), Campfire (dark, cropped at the
// top, a boat party that came back with one more), BOTIM (JPEG saved twice, a run watch left on in a taxi),
// Blocket (downscaled, a dog trailer the dog will not give up), Finn.no (dark, JPEG, a trampoline that
// visits the neighbours, a question cut by the bottom bar), Bonanza (JPEG, cropped at the bottom, a
// clawfoot tub on the second floor), Funda (a houseboat with a heron, a buyer's banner), AutoScout24
// (downscaled, a heated seat stuck on full, a buyer's banner).
import type { ScreenSpec } from "./screen-type";
import { botim, campfire, dialpad, justalk, lineworks } from "./screens-a-chats";
import { autoscout, blocket, bonanza, finn, funda } from "./screens-a-listings";

export const PART_A: ScreenSpec[] = [dialpad, justalk, lineworks, campfire, botim, blocket, finn, bonanza, funda, autoscout];
