// Draws the held-out set v42 from its templates/ (../drawn-sets/held-out-scripts.ts and
// ../drawn-sets/draw-screen-set.ts say how), whole or one part at a time:
//
//   npx tsx bench/held-out-v42/draw-held-out-v42.ts [--out /tmp/held-out-try] [--part a] [--only <screen id>]
//
// The committed set is frozen (README.md beside this file): a new set goes in a new versioned directory.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { drawHeldOut } from "../drawn-sets/held-out-scripts";

await drawHeldOut({
  version: 42,
  count: 40,
  here: dirname(fileURLToPath(import.meta.url)),
  parts: ["a", "b", "c", "d"],
});
