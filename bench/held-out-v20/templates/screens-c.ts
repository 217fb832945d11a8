// Part C of the held-out set v20: ten posts with replies and comment/forum threads, in the order screens.json lists
// them: Rick Steves Travel Forum, The Bump, Seasoned Advice, Super User, Early Retirement Forum, AnandTech Forums,
// Lonely Planet Thorn Tree, Gaia Online, Clapper and GardenWeb (screens-c-forums.ts, screens-c-social.ts).
import type { ScreenSpec } from "./screen-type";
import { anandtech, earlyretirement, gaia, gardenweb, ricksteves, thorntree } from "./screens-c-forums";
import { clapper, seasonedadvice, superuser, thebump } from "./screens-c-social";

export const PART_C: ScreenSpec[] = [ricksteves, thebump, seasonedadvice, superuser, earlyretirement, anandtech, thorntree, gaia, clapper, gardenweb];
