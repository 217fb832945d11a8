// Draws the held-out set v14 from its templates/ (../drawn-sets/draw-screen-set.ts says how: rendered in
// headless Chromium, its visible lines read back as the ground truth, saved the way uploads are).
//
//   npx tsx bench/held-out-v14/draw-held-out-v14.ts [--out /tmp/held-out-try] [--only deputy-the-gnome-is-regs]
//
// The committed set is frozen (README.md beside this file): the script refuses to write into this
// directory once its screens.json is there (committed or not; the shared helper also refuses once git
// tracks it). A new set goes in a new versioned directory.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drawScreenSet } from "../drawn-sets/draw-screen-set";
import { DEVICES } from "./templates/screen-type";
import { SCREENS } from "./templates/screens";
import { page } from "./templates/shell";

const dir = dirname(fileURLToPath(import.meta.url));
const refusal = "the held-out set is frozen. Draw a new set into a new directory (--out).";
const args = process.argv.slice(2);
const at = args.findIndex((a) => a === "--out" || a.startsWith("--out="));
const out = at < 0 ? dir : resolve(args[at].startsWith("--out=") ? args[at].slice(6) : (args[at + 1] ?? dir));
if (out === dir && existsSync(join(dir, "screens.json"))) {
  console.error(`${join(dir, "screens.json")} exists: ${refusal}`);
  process.exit(1);
}

await drawScreenSet({ dir, screens: SCREENS, devices: DEVICES, page, refusal });
