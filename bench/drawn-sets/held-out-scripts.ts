// The check and draw commands held-out sets v15 on share: each set's own two scripts only say its
// version, its count, its parts and where its templates are.
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { checkScreenSet, wordCount } from "./check-screen-set";
import { type DrawnScreenSpec, drawScreenSet } from "./draw-screen-set";

/** Left out of every held-out set on purpose: the platforms the product is built around (and their variants, as in v8 on). */
const LEFT_OUT =
  /^(instagram|instagram lite|tiktok|tiktok lite|tiktok shop|x|twitter|linkedin|linkedin learning|facebook|facebook lite|facebook dating|facebook marketplace|facebook groups|messenger|facebook messenger|messenger lite|messenger kids|whatsapp|whatsapp business|threads|tinder|tinder gold)$/i;
/** Han, kana and Hangul: from v6 on, no set has Chinese, Japanese or Korean text. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export interface HeldOutSet {
  /** The set's number: v18 is 18. */
  version: number;
  /** How many screens (and apps) the whole set holds. */
  count: number;
  /** The set's own directory (bench/held-out-vN). */
  here: string;
  /** The fewest apps the shared check asks of the whole set, where it asks fewer than its screens (v15: 30 of 40). */
  minApps?: number;
}

/**
 * Checks a held-out set against itself and every earlier set, never against the engine
 * (check-screen-set.ts says what it checks): no app an earlier set or the tuning set used, none of the
 * left-out platforms, one app per screen, model roasts of ROAST-STYLE's 16–22 spoken words.
 * `--dir` checks a part drawn elsewhere; `--part` lets it hold fewer than the whole set's screens.
 */
export async function checkHeldOut(set: HeldOutSet): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: "string" }, part: { type: "boolean" } } });
  const dir = resolve(values.dir ?? set.here);
  const screens = JSON.parse(readFileSync(join(dir, "screens.json"), "utf8")) as { id: string; app: string; lines: { text: string }[] }[];
  const roasts = JSON.parse(readFileSync(join(dir, "model-roasts.json"), "utf8")) as { id: string; script: string }[];
  const extra: string[] = [];
  for (const s of screens) if (LEFT_OUT.test(s.app)) extra.push(`${s.id}: ${s.app} is left out of every set`);
  const apps = new Set(screens.map((s) => s.app));
  if (apps.size !== screens.length) extra.push(`apps: ${screens.length} screens but ${apps.size} apps`);
  if (!values.part && screens.length !== set.count) extra.push(`screens: ${screens.length}, not ${set.count}`);
  for (const s of screens) for (const l of s.lines) if (CJK.test(l.text)) extra.push(`${s.id}: “${l.text}” has Chinese, Japanese or Korean`);
  for (const r of roasts) {
    const n = wordCount(r.script);
    if (n < 16 || n > 22) extra.push(`${r.id}: ${n} words, outside 16–22`);
  }
  for (const p of extra) console.error(p);
  const earlier = ["held-out", ...Array.from({ length: set.version - 2 }, (_, i) => `held-out-v${i + 2}`), "tuning-set"];
  await checkScreenSet({
    dir,
    earlier: earlier.map((name) => relative(dir, join(set.here, "..", name, "screens.json"))),
    earlierName: `v1 to v${set.version - 1} or the tuning set`,
    minApps: values.part ? 1 : (set.minApps ?? set.count),
  });
  if (extra.length) process.exit(1);
  console.log(`16–22 words, no Chinese, Japanese or Korean, no left-out platform, ${screens.length} apps: passed`);
}

export interface DrawnHeldOut extends HeldOutSet {
  /** The part letters the set is drawn in (templates/screens-<letter>.ts exporting PART_<LETTER>). */
  parts: string[];
}

/**
 * A set's templates, as every set from v15 on lays them out under `here/templates/`: one part's
 * screens (screens-<letter>.ts, PART_<LETTER>) or all of them (screens.ts, SCREENS), its phones
 * (screen-type.ts, DEVICES) and its page shell (shell.ts, page).
 */
async function loadTemplates(here: string, part: string | undefined) {
  const templates = join(here, "templates");
  const screens = part
    ? ((await import(join(templates, `screens-${part}.ts`))) as Record<string, DrawnScreenSpec<string>[]>)[`PART_${part.toUpperCase()}`]
    : ((await import(join(templates, "screens.ts"))) as { SCREENS: DrawnScreenSpec<string>[] }).SCREENS;
  const { DEVICES } = (await import(join(templates, "screen-type.ts"))) as { DEVICES: Record<string, { width: number; height: number }> };
  const { page } = (await import(join(templates, "shell.ts"))) as { page: (spec: DrawnScreenSpec<string>) => string };
  return { screens, devices: DEVICES, page };
}

/**
 * Draws a held-out set, or one part of it (`--part a`), through draw-screen-set.ts. Once the set's
 * screens.json is there (committed or not), it refuses to write into the set's own directory.
 */
export async function drawHeldOut(set: DrawnHeldOut): Promise<void> {
  const refusal = "the held-out set is frozen. Draw a new set into a new directory (--out).";
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === "--out" || a.startsWith("--out="));
  const out = at < 0 ? set.here : resolve(args[at].startsWith("--out=") ? args[at].slice(6) : (args[at + 1] ?? set.here));
  if (out === set.here && existsSync(join(set.here, "screens.json"))) {
    console.error(`${join(set.here, "screens.json")} exists: ${refusal}`);
    process.exit(1);
  }
  // draw-screen-set.ts parses only --out and --only: --part is taken off the arguments here.
  const partAt = process.argv.findIndex((a) => a === "--part" || a.startsWith("--part="));
  let part: string | undefined;
  if (partAt >= 0) {
    const arg = process.argv[partAt];
    part = arg.startsWith("--part=") ? arg.slice(7) : process.argv[partAt + 1];
    process.argv.splice(partAt, arg.startsWith("--part=") ? 1 : 2);
    if (!part || !set.parts.includes(part)) {
      console.error(`--part is one of ${set.parts.join(", ")}`);
      process.exit(1);
    }
  }
  const { screens, devices, page } = await loadTemplates(set.here, part);
  await drawScreenSet({ dir: set.here, screens, devices, page, refusal });
}
