// Part C of the held-out set v22: ten forum and comment threads, in the order screens.json lists them: Miata.net, Steve
// Hoffman Music Forums, Knitting Paradise, WatchUSeek, Toytown Germany, RedFlagDeals, LetsRun (screens-c-forums.ts),
// Serious Eats, Kotaku and Ask Ubuntu (screens-c-comments.ts); part C's own pieces are in screens-c-kit.ts.
import type { ScreenSpec } from "./screen-type";
import { askubuntu, kotaku, seriouseats } from "./screens-c-comments";
import { hoffman, knitting, letsrun, miata, redflagdeals, toytown, watchuseek } from "./screens-c-forums";

export const PART_C: ScreenSpec[] = [miata, hoffman, knitting, watchuseek, toytown, redflagdeals, letsrun, seriouseats, kotaku, askubuntu];
