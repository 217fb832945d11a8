// Part D of v36: profiles with bios, reviews and listings, each with other people's words beside the owner's (screens-d-*.ts).
import type { ScreenSpec } from "./screen-type";
import { kupujemprodajem, okidoki, spacer, tweedehands } from "./screens-d-listings";
import { bento, soloto, throne } from "./screens-d-profiles";
import { dineout, hotfrog, stayz } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [okidoki, soloto, stayz, tweedehands, bento, dineout, spacer, throne, hotfrog, kupujemprodajem];
