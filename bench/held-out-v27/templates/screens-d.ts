// Part D of held-out set v27: profiles with bios, reviews with a business's reply, and listings written by their
// seller or host, each with other people's words beside the owner's.
import type { ScreenSpec } from "./screen-type";
import { campspace, flatmates, justpark, sidelineswap } from "./screens-d-listings";
import { bookwyrm, noplace, phanpy } from "./screens-d-profiles";
import { birdeye, openrice, sykes } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [campspace, bookwyrm, sykes, flatmates, noplace, openrice, sidelineswap, phanpy, birdeye, justpark];
