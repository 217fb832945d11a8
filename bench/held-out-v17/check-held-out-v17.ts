// Checks the held-out set v17 against itself, never against the engine (v3's shared check;
// ../drawn-sets/check-screen-set.ts says what it checks): no app is one v1 to v16 or the tuning set used,
// nor one of the big platforms every set leaves out, and the 40 screens are 40 apps in four parts of ten. On top of the shared
// check's 16–25 words, v17 holds every model roast to ROAST-STYLE's ~7 seconds, 16–22 spoken words, and
// keeps Chinese, Japanese and Korean out of the set (as v6 to v16 do).
//
//   npx tsx bench/held-out-v17/check-held-out-v17.ts [--dir /tmp/held-out-v17-a --part]
//
// --dir checks a set drawn elsewhere (one part drawn with --out); --part lets it hold fewer than 40 screens.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkScreenSet, wordCount } from "../drawn-sets/check-screen-set";

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { dir: { type: "string" }, part: { type: "boolean" } } });
const dir = resolve(values.dir ?? here);
/** Left out of every held-out set on purpose: the platforms the product is built around (and their variants, as in v8 to v16). */
const LEFT_OUT =
  /^(instagram|instagram lite|tiktok|tiktok lite|tiktok shop|x|twitter|linkedin|linkedin learning|facebook|facebook lite|facebook dating|facebook marketplace|facebook groups|messenger|facebook messenger|messenger lite|messenger kids|whatsapp|whatsapp business|threads|tinder|tinder gold)$/i;
/** Han, kana and Hangul: v17 has no Chinese, Japanese or Korean text. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const screens = JSON.parse(readFileSync(join(dir, "screens.json"), "utf8")) as { id: string; app: string; lines: { text: string }[] }[];
const roasts = JSON.parse(readFileSync(join(dir, "model-roasts.json"), "utf8")) as { id: string; script: string }[];
const extra: string[] = [];
for (const s of screens) if (LEFT_OUT.test(s.app)) extra.push(`${s.id}: ${s.app} is left out of every set`);
const apps = new Set(screens.map((s) => s.app));
if (apps.size !== screens.length) extra.push(`apps: ${screens.length} screens but ${apps.size} apps`);
if (!values.part && screens.length !== 40) extra.push(`screens: ${screens.length}, not 40`);
for (const s of screens) for (const l of s.lines) if (CJK.test(l.text)) extra.push(`${s.id}: “${l.text}” has Chinese, Japanese or Korean`);
for (const r of roasts) {
  const n = wordCount(r.script);
  if (n < 16 || n > 22) extra.push(`${r.id}: ${n} words, outside 16–22`);
}
for (const p of extra) console.error(p);

const earlier = ["held-out", ...Array.from({ length: 15 }, (_, i) => `held-out-v${i + 2}`), "tuning-set"];
await checkScreenSet({
  dir,
  earlier: earlier.map((set) => relative(dir, join(here, "..", set, "screens.json"))),
  earlierName: "v1 to v16 or the tuning set",
  minApps: values.part ? 1 : 40,
});
if (extra.length) process.exit(1);
console.log(`16–22 words, no Chinese, Japanese or Korean, no left-out platform, ${screens.length} apps: passed`);
