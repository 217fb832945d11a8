// Part D of held-out set v28: profiles with bios, reviews with a business's reply, and listings written by their
// seller or host, each with other people's words beside the owner's.
import type { ScreenSpec } from "./screen-type";
import { getmyboat, hygglo, locanto, peerspace } from "./screens-d-listings";
import { mammoth, neocities, warmshowers } from "./screens-d-profiles";
import { homeviews, klook, mindbody } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [hygglo, neocities, homeviews, peerspace, mammoth, klook, getmyboat, warmshowers, locanto, mindbody];
