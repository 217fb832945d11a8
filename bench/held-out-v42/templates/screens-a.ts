// Part A of v42, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { christianFilipina, polishHearts, ukraineDate } from "./screens-a-1";
import { oasisActive, rsvp, tamilMatrimony } from "./screens-a-2";
import { findSomeone, jwed } from "./screens-a-3";
import { mySingleFriend, sirfCoffee } from "./screens-a-4";

export const PART_A: ScreenSpec[] = [
  polishHearts,
  ukraineDate,
  christianFilipina,
  tamilMatrimony,
  rsvp,
  oasisActive,
  findSomeone,
  jwed,
  mySingleFriend,
  sirfCoffee,
];
