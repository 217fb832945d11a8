// Part D of the held-out set v18: its screens, in the order screens.json lists them.
import type { ScreenSpec } from "./screen-type";
import { anki, cronometer, finch, noom, oura } from "./screens-d-one";
import { evernote, fantastical, hue, pillow, trading212 } from "./screens-d-two";

export const PART_D: ScreenSpec[] = [anki, oura, finch, cronometer, noom, trading212, fantastical, evernote, hue, pillow];
