// Checks the held-out set v4 against itself, never against the engine (v3's check;
// ../drawn-sets/check-screen-set.ts says what it checks): no app is one v1, v2, v3 or the tuning set
// used, nor one of the big platforms every set leaves out, and the 40 screens are 40 apps.
//
//   npx tsx bench/held-out-v4/check-held-out-v4.ts
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkScreenSet } from "../drawn-sets/check-screen-set";

const dir = dirname(fileURLToPath(import.meta.url));
/** Left out of every held-out set on purpose: the platforms the product is built around. */
const LEFT_OUT = /^(instagram|tiktok|x|twitter|linkedin|facebook|messenger|facebook messenger|whatsapp|threads|tinder)$/i;
const screens = JSON.parse(readFileSync(join(dir, "screens.json"), "utf8")) as { id: string; app: string }[];
const extra: string[] = [];
for (const s of screens) if (LEFT_OUT.test(s.app)) extra.push(`${s.id}: ${s.app} is left out of every set`);
const apps = new Set(screens.map((s) => s.app));
if (apps.size !== screens.length) extra.push(`apps: ${screens.length} screens but ${apps.size} apps`);
for (const p of extra) console.error(p);

await checkScreenSet({
  dir,
  earlier: ["../held-out/screens.json", "../held-out-v2/screens.json", "../held-out-v3/screens.json", "../tuning-set/screens.json"],
  earlierName: "v1, v2, v3 or the tuning set",
});
if (extra.length) process.exit(1);
