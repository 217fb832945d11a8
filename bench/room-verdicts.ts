// What the blind judges made of each joke in the writers' room: `npx tsx bench/room-verdicts.ts
// [--trope=jreply.beside-yours] [--reasons]`. Every run kept in bench/judging/ (its engine.json,
// key.json and verdicts.json) is read; a judged script is the joke's when it matches the joke's
// words with each slot as any text. Prints, per joke that matched, the judged funny and about-me
// means, how many won or tied and how many were judged false — or, with --reasons, the judge's
// reason beside each of a trope's scripts. Runs judged on older engines count too, so a figure is
// a joke's record, not a measure of today's engine (docs/benchmarks.md has those).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { JOKES } from "../server/roast-engine/stages/script/room/jokes/index";

const { values } = parseArgs({ options: { trope: { type: "string" }, reasons: { type: "boolean" } } });
const root = join(import.meta.dirname, "judging");

interface Judged {
  script: string;
  funny: number;
  aboutMe: number;
  isTrue: boolean;
  won: boolean;
  reason: string;
  run: string;
}
interface Side {
  funny: number;
  about_me: number;
  true: boolean;
}
interface Verdict {
  id: string;
  A: Side;
  B: Side;
  winner: "A" | "B" | "tie";
  reason: string;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

function judgedScripts(): Judged[] {
  const all: Judged[] = [];
  for (const run of readdirSync(root)) {
    const dir = existsSync(join(root, run, "pairs", "verdicts.json")) ? join(root, run, "pairs") : join(root, run);
    if (![join(dir, "verdicts.json"), join(dir, "key.json"), join(root, run, "engine.json")].every((p) => existsSync(p))) continue;
    const engine = readJson<{ file: string; script: string }[]>(join(root, run, "engine.json"));
    const key = readJson<{ id: string; a: "A" | "B" }[]>(join(dir, "key.json"));
    for (const v of readJson<Verdict[]>(join(dir, "verdicts.json"))) {
      const side = key.find((k) => k.id === v.id)?.a;
      const roast = engine.find((e) => e.file === v.id);
      if (!side || !roast || !v[side]) continue;
      const s = v[side];
      all.push({
        script: roast.script,
        funny: s.funny,
        aboutMe: s.about_me,
        isTrue: s.true,
        won: v.winner === side || v.winner === "tie",
        reason: v.reason,
        run,
      });
    }
  }
  return all;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A joke's words, each slot ({q}, {by}, {ctx} …) any text. */
const jokePattern = (text: string) => new RegExp(escapeRegExp(text).replace(/\\\{[a-z0-9]+\\\}/g, ".+?"), "i");
/** A joke of slots and a few words would match any script: left out. */
const hasOwnWords = (text: string) => text.replace(/\{[a-z0-9]+\}/g, "").replace(/[^a-z]/gi, "").length >= 12;

const judged = judgedScripts();
const mean = (rows: Judged[], f: (r: Judged) => number) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
const tropes = JOKES.filter((t) => !values.trope || t.id === values.trope);
console.log(`${judged.length} judged scripts of the engine in ${root}`);
for (const trope of tropes) {
  for (const joke of trope.jokes.filter((j) => hasOwnWords(j.text))) {
    const pattern = jokePattern(joke.text);
    const rows = judged.filter((r) => pattern.test(r.script));
    if (!rows.length) continue;
    const falses = rows.filter((r) => !r.isTrue).length;
    const wins = rows.filter((r) => r.won).length;
    console.log(
      `funny ${mean(rows, (r) => r.funny).toFixed(2)} about-me ${mean(rows, (r) => r.aboutMe).toFixed(2)} n ${rows.length} won ${wins} false ${falses} ${trope.broad ? "catch-all" : "written"} ${trope.id}: ${joke.text}`,
    );
    if (values.reasons) for (const r of rows) console.log(`    ${r.funny} ${r.isTrue ? "true " : "false"} ${r.run}: ${r.script}\n      ${r.reason}`);
  }
}
