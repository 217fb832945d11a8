// Draws the held-out set v13 from its templates/ (../drawn-sets/draw-screen-set.ts says how: rendered in
// headless Chromium, its visible lines read back as the ground truth, saved the way uploads are).
//
//   npx tsx bench/held-out-v13/draw-held-out-v13.ts [--out /tmp/held-out-try] [--only 7shifts-the-swan-was-looking]
//
// The committed set is frozen (README.md beside this file): the script refuses to write into this
// directory once screens.json is committed. A new set goes in a new versioned directory.
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
  refusal: "the held-out set is frozen. Draw a new set into a new directory (--out).",
});
