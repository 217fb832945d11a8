// Part D of v37: profiles with bios, reviews and listings, each with other people's words beside the owner's (screens-d-*.ts).
import type { ScreenSpec } from "./screen-type";
import { jofogas, sbazar, tori } from "./screens-d-listings";
import { contra, passes, peerlist } from "./screens-d-profiles";
import { golfnow } from "./screens-d-golfnow";
import { headout, hoseasons, porch } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [tori, passes, hoseasons, jofogas, contra, porch, sbazar, peerlist, headout, golfnow];
