// Part D of the held-out set v38 (briefs/brief-d.md): profiles with bios, reviews and listings, each with other people's words
// beside the owner's (screens-d-*.ts).
import type { ScreenSpec } from "./screen-type";
import { halooglasi, kamernet, okazii, peerby } from "./screens-d-listings";
import { golocal, myhammer, squaremeal } from "./screens-d-reviews";
import { fanfix, malt, topmate } from "./screens-d-profiles";

export const PART_D: ScreenSpec[] = [okazii, malt, squaremeal, kamernet, fanfix, myhammer, peerby, topmate, golocal, halooglasi];
