// Checks a drawn set of screens (held-out v3, the tuning set) against itself, never against the
// engine: every model roast quotes only what is drawn on its screen, by the person it names, and never
// from a line cut part-way; every invented quote (the field is optional) is absent from the screen;
// every script is 16–25 spoken words; every image exists and has the size recorded; no app is one an
// earlier set used. It also counts what the set varies (each set's README.md, Counts).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

interface Line {
  text: string;
  role: "owner" | "other" | "ui";
  author?: string;
  area?: string;
  cut?: boolean;
}
interface Screen {
  id: string;
  file: string;
  app: string;
  kind: string;
  dark: boolean;
  format: string;
  width: number;
  height: number;
  generations?: unknown[];
  variations: Record<string, boolean>;
  owner: { name: string; handle: string | null };
  lines: Line[];
}
interface Roast {
  id: string;
  script: string;
  quotes: { text: string; whose: string }[];
  invented?: { script: string; inventedQuote: string };
}

/** Quotes may differ from the screen in quote marks, apostrophes, dashes and case only. */
export function normalise(text: string): string {
  return text
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Spoken words: tokens with a letter or a digit (a lone dash is a pause, not a word). */
export function wordCount(script: string): number {
  return script.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A speaker's whole lines, one at a time and run together, so a quote may cross a wrap. */
function spoken(lines: Line[], who: (l: Line) => boolean): string[] {
  const own = lines.filter((l) => who(l) && !l.cut).map((l) => normalise(l.text));
  return [...own, own.join(" ")];
}

export interface CheckedSet {
  /** The set's own directory. */
  dir: string;
  /** The screens.json of every earlier set, relative to `dir`: their apps may not recur. */
  earlier: string[];
  /** How a problem names them: "v1 or v2", "a held-out set". */
  earlierName: string;
  /** The fewest apps the set may have (30; a part of a set drawn on its own holds fewer). */
  minApps?: number;
}

export async function checkScreenSet(set: CheckedSet): Promise<void> {
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(set.dir, file), "utf8")) as T;
  const here = set.dir;
  const problems: string[] = [];
  const screens = read<Screen[]>("screens.json");
  const roasts = read<Roast[]>("model-roasts.json");
  /** Apps the earlier sets used (our own samples' apps are listed in each README). */
  const earlierApps = new Set(set.earlier.flatMap((f) => read<Screen[]>(f).map((s) => s.app)));
  const counts: number[] = [];

  for (const screen of screens) {
    if (!existsSync(join(here, screen.file))) problems.push(`${screen.id}: missing ${screen.file}`);
    else {
      const meta = await sharp(join(here, screen.file)).metadata();
      if (meta.width !== screen.width || meta.height !== screen.height) problems.push(`${screen.id}: image is ${meta.width}×${meta.height}`);
      if ((meta.format === "jpeg") !== (screen.format === "jpeg")) problems.push(`${screen.id}: image is ${meta.format}`);
    }
    if (earlierApps.has(screen.app)) problems.push(`${screen.id}: ${screen.app} is in ${set.earlierName}`);
    const roast = roasts.find((r) => r.id === screen.id);
    if (!roast) {
      problems.push(`${screen.id}: no model roast`);
      continue;
    }
    const n = wordCount(roast.script);
    counts.push(n);
    if (n < 16 || n > 25) problems.push(`${roast.id}: ${n} words`);
    for (const q of roast.quotes) {
      const who = (l: Line) => (q.whose === "owner" ? l.role === "owner" : l.role === "other" && l.author === q.whose);
      if (!spoken(screen.lines, who).some((t) => t.includes(normalise(q.text)))) problems.push(`${roast.id}: “${q.text}” is not ${q.whose}’s on screen`);
      if (!normalise(roast.script).includes(normalise(q.text))) problems.push(`${roast.id}: “${q.text}” is not in the script`);
    }
    if (roast.invented) {
      const { script, inventedQuote } = roast.invented;
      const everything = screen.lines.map((l) => normalise(l.text));
      if ([...everything, everything.join(" ")].some((t) => t.includes(normalise(inventedQuote))))
        problems.push(`${roast.id}: invented “${inventedQuote}” is on screen`);
      if (!normalise(script).includes(normalise(inventedQuote))) problems.push(`${roast.id}: invented quote not in its script`);
      const m = wordCount(script);
      if (m < 16 || m > 25) problems.push(`${roast.id}: invented script has ${m} words`);
    }
  }
  for (const r of roasts) if (!screens.some((s) => s.id === r.id)) problems.push(`${r.id}: roast for no screen`);
  const bytes = screens.reduce((sum, s) => sum + (existsSync(join(here, s.file)) ? statSync(join(here, s.file)).size : 0), 0);
  if (bytes > 10 * 1024 * 1024) problems.push(`size: the images take ${(bytes / 1048576).toFixed(1)} MB`);

  const invented = roasts.filter((r) => r.invented).length;
  const count = (f: (s: Screen) => boolean) => screens.filter(f).length;
  const apps = new Set(screens.map((s) => s.app));
  if (apps.size < (set.minApps ?? 30)) problems.push(`apps: only ${apps.size} apps`);
  const linesOf = (s: Screen, role: Line["role"]) => s.lines.filter((l) => l.role === role).length;
  const kinds = new Map<string, number>();
  for (const s of screens) kinds.set(s.kind, (kinds.get(s.kind) ?? 0) + 1);
  console.log(
    [
      `apps ${apps.size}`,
      `dark ${count((s) => s.dark)}`,
      `jpeg ${count((s) => s.format === "jpeg")} (${count((s) => Boolean(s.generations))} second-generation)`,
      `keyboard ${count((s) => s.variations.keyboard)}`,
      `notification ${count((s) => s.variations.notification)}`,
      `replies ${count((s) => s.variations.replies)}`,
      `cropped ${count((s) => s.variations.cropped)}`,
      `downscaled ${count((s) => s.variations.downscaled)}`,
      `mostly others’ words ${count((s) => linesOf(s, "other") >= 2.5 * linesOf(s, "owner"))}`,
      `with cut lines ${count((s) => s.lines.some((l) => l.cut))} (${screens.flatMap((s) => s.lines).filter((l) => l.cut).length} lines)`,
      `lines ${screens.flatMap((s) => s.lines).length}, owners’ ${screens.flatMap((s) => s.lines).filter((l) => l.role === "owner").length}, others’ ${screens.flatMap((s) => s.lines).filter((l) => l.role === "other").length}`,
    ].join(" · "),
  );
  console.log(`kinds: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")} · images ${(bytes / 1048576).toFixed(1)} MB`);
  console.log(`${screens.length} screens, ${roasts.length} roasts (${invented} with an invented quote)`);
  console.log(`words per script: ${Math.min(...counts)}–${Math.max(...counts)}`);
  for (const p of problems) console.error(p);
  console.log(`${screens.length - new Set(problems.map((p) => p.split(":")[0])).size} passed, ${new Set(problems.map((p) => p.split(":")[0])).size} failed`);
  if (problems.length) process.exit(1);
}
