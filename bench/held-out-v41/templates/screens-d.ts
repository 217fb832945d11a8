// Part D of v41, in the order screens.json lists them: profiles, reviews and listings mixed.
import type { ScreenSpec } from "./screen-type";
import { madpaws } from "./screens-d-extra";
import { advertsie, aptdeco, misterbnb } from "./screens-d-listings";
import { cambly, mentorcruise, redbubble } from "./screens-d-profiles";
import { noon, talabat, yellowpages } from "./screens-d-reviews";

export const PART_D: ScreenSpec[] = [mentorcruise, talabat, aptdeco, cambly, yellowpages, advertsie, redbubble, noon, misterbnb, madpaws];
