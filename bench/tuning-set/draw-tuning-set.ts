// Draws the tuning set from its templates/ (../drawn-sets/draw-screen-set.ts says how: rendered in
// headless Chromium, its visible lines read back as the ground truth, saved the way uploads are).
//
//   npx tsx bench/tuning-set/draw-tuning-set.ts [--out /tmp/tuning-try] [--only viber-group]
//
// Once screens.json is committed the script refuses to write into this directory, so the ground truth
// the team develops against does not shift under it; screens are added by drawing elsewhere (--out).
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { drawScreenSet } from "../drawn-sets/draw-screen-set";
import { DEVICES } from "./templates/screen-type";
import { SCREENS } from "./templates/screens";
import { page } from "./templates/shell";

await drawScreenSet({
  dir: dirname(fileURLToPath(import.meta.url)),
  screens: SCREENS,
  devices: DEVICES,
  page,
  refusal: "the tuning set is committed. Draw into another directory (--out) and add from there.",
});
