// Draws the held-out set v23 from its templates/ (../drawn-sets/held-out-scripts.ts and
// ../drawn-sets/draw-screen-set.ts say how), whole or one part of ten at a time:
//
//   npx tsx bench/held-out-v23/draw-held-out-v23.ts [--out /tmp/held-out-try] [--part a] [--only <screen id>]
//
// The committed set is frozen (README.md beside this file): a new set goes in a new versioned directory.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { drawHeldOut } from "../drawn-sets/held-out-scripts";

await drawHeldOut({
  version: 23,
  count: 30,
  here: dirname(fileURLToPath(import.meta.url)),
  parts: ["a", "c", "d"],
});
