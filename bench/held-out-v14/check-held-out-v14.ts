// Checks the held-out set v14 against itself, never against the engine (v3's shared check;
// ../drawn-sets/check-screen-set.ts says what it checks): no app is one v1, v2, v3, v4, v5, v6, v7, v8, v9,
// v10, v11, v12, v13 or the tuning set used, nor one of the big platforms every set leaves out, and the 40
// screens are 40 apps. On top of the shared check's 16–25 words, v14 holds every model roast to ROAST-STYLE's
// ~7 seconds, 16–22 spoken words, and keeps Chinese, Japanese and Korean out of the set (as v6 to v13 do).
//
//   npx tsx bench/held-out-v14/check-held-out-v14.ts
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkScreenSet, wordCount } from "../drawn-sets/check-screen-set";

const dir = dirname(fileURLToPath(import.meta.url));
/** Left out of every held-out set on purpose: the platforms the product is built around (and their variants, as in v8 to v13). */
const LEFT_OUT =
  /^(instagram|instagram lite|tiktok|tiktok lite|tiktok shop|x|twitter|linkedin|linkedin learning|facebook|facebook lite|facebook dating|facebook marketplace|facebook groups|messenger|facebook messenger|messenger lite|messenger kids|whatsapp|whatsapp business|threads|tinder|tinder gold)$/i;
/** Han, kana and Hangul: v14 has no Chinese, Japanese or Korean text. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const screens = JSON.parse(readFileSync(join(dir, "screens.json"), "utf8")) as { id: string; app: string; lines: { text: string }[] }[];
const roasts = JSON.parse(readFileSync(join(dir, "model-roasts.json"), "utf8")) as { id: string; script: string }[];
const extra: string[] = [];
for (const s of screens) if (LEFT_OUT.test(s.app)) extra.push(`${s.id}: ${s.app} is left out of every set`);
const apps = new Set(screens.map((s) => s.app));
if (apps.size !== screens.length) extra.push(`apps: ${screens.length} screens but ${apps.size} apps`);
if (screens.length !== 40) extra.push(`screens: ${screens.length}, not 40`);
for (const s of screens) for (const l of s.lines) if (CJK.test(l.text)) extra.push(`${s.id}: “${l.text}” has Chinese, Japanese or Korean`);
for (const r of roasts) {
  const n = wordCount(r.script);
  if (n < 16 || n > 22) extra.push(`${r.id}: ${n} words, outside 16–22`);
}
for (const p of extra) console.error(p);

await checkScreenSet({
  dir,
  earlier: [
    "../held-out/screens.json",
    "../held-out-v2/screens.json",
    "../held-out-v3/screens.json",
    "../held-out-v4/screens.json",
    "../held-out-v5/screens.json",
    "../held-out-v6/screens.json",
    "../held-out-v7/screens.json",
    "../held-out-v8/screens.json",
    "../held-out-v9/screens.json",
    "../held-out-v10/screens.json",
    "../held-out-v11/screens.json",
    "../held-out-v12/screens.json",
    "../held-out-v13/screens.json",
    "../tuning-set/screens.json",
  ],
  earlierName: "v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13 or the tuning set",
});
if (extra.length) process.exit(1);
console.log("16–22 words, no Chinese, Japanese or Korean, no left-out platform, 40 apps: passed");
