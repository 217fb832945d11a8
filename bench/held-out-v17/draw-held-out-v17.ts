// Draws the held-out set v17 from its templates/ (../drawn-sets/draw-screen-set.ts says how: rendered in
// headless Chromium, its visible lines read back as the ground truth, saved the way uploads are).
//
//   npx tsx bench/held-out-v17/draw-held-out-v17.ts [--out /tmp/held-out-try] [--part a] [--only <screen id>]
//
// --part draws one of the four parts (templates/screens-a.ts … screens-d.ts) alone, importing no other.
// The committed set is frozen (README.md beside this file): the script refuses to write into this
// directory once its screens.json is there (committed or not; the shared helper also refuses once git
// tracks it). A new set goes in a new versioned directory.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drawScreenSet } from "../drawn-sets/draw-screen-set";
import type { ScreenSpec } from "./templates/screen-type";
import { DEVICES } from "./templates/screen-type";
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
// The shared helper parses only --out and --only: --part is taken off the arguments here.
const partAt = process.argv.findIndex((a) => a === "--part" || a.startsWith("--part="));
let part: string | undefined;
if (partAt >= 0) {
  const arg = process.argv[partAt];
  part = arg.startsWith("--part=") ? arg.slice(7) : process.argv[partAt + 1];
  process.argv.splice(partAt, arg.startsWith("--part=") ? 1 : 2);
  if (!part || !/^[abcd]$/.test(part)) {
    console.error("--part is one of a, b, c, d");
    process.exit(1);
  }
}
const screens: ScreenSpec[] = part
  ? ((await import(`./templates/screens-${part}.ts`)) as Record<string, ScreenSpec[]>)[`PART_${part.toUpperCase()}`]
  : (await import("./templates/screens")).SCREENS;

await drawScreenSet({ dir, screens, devices: DEVICES, page, refusal });
