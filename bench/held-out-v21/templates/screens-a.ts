// Part A of the held-out set v21 (five chats, then four listings), in screens.json order: Amazon Chime
// (dark, a recurring meeting sent to a whole floor by mistake), Kakao Work (JPEG, a neighbour's parrot that
// does the owner's ringtone), Voxer (keyboard open, a dog entered under Root Vegetables, the owner's first
// bubble in view cut under the header), Hike (dark, JPEG, a gym membership used only for the massage chair),
// Tango (cropped at the top, a car that only understands an Australian accent), Tradera (a tuba sold after
// the staircase's letter, downscaled), Ricardo.ch (dark, JPEG saved twice, a cuckoo clock with a 3:40 of its
// own, a buyer's question as a banner), Allegro (JPEG, cropped at the bottom, an inflatable flamingo that will
// not deflate), Otodom (a flat under a tap-dancing neighbour).
import type { ScreenSpec } from "./screen-type";
import { chime, hike, kakaowork, tango, voxer } from "./screens-a-chats";
import { allegro, otodom, ricardo, tradera } from "./screens-a-listings";

export const PART_A: ScreenSpec[] = [chime, kakaowork, voxer, hike, tango, tradera, ricardo, allegro, otodom];
