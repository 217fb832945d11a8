// Part B of the held-out set v38 (briefs/brief-b.md): social posts with other people's replies.
import type { ScreenSpec } from "./screen-type";
import { fetcheveryone } from "./screens-b-1";
import { rever, wear } from "./screens-b-2";
import { gardentags, petcube } from "./screens-b-3";
import { astrobin, shutterfly } from "./screens-b-4";
import { bandlab, photobucket } from "./screens-b-5";
import { noforeignland } from "./screens-b-6";

export const PART_B: ScreenSpec[] = [fetcheveryone, wear, rever, petcube, gardentags, astrobin, shutterfly, bandlab, photobucket, noforeignland];
