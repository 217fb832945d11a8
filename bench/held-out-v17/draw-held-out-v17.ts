// Draws the held-out set v17 from its templates/ (../drawn-sets/draw-screen-set.ts says how: rendered in
// headless Chromium, its visible lines read back as the ground truth, saved the way uploads are).
//
//   npx tsx bench/held-out-v17/draw-held-out-v17.ts [--out /tmp/held-out-try] [--part a] [--only <screen id>]
//
// --part draws one of the four parts (templates/screens-a.ts … screens-d.ts) alone, importing no other.
// The committed set is frozen (README.md beside this file): the script refuses to write into this
// directory once its screens.json is there (committed or not; the shared helper also refuses once git
// tracks it). A new set goes in a new versioned directory.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { drawHeldOut } from "../drawn-sets/held-out-scripts";

await drawHeldOut({
  version: 17,
  count: 40,
  here: dirname(fileURLToPath(import.meta.url)),
  parts: ["a", "b", "c", "d"],
});
