import { checkScriptSafety } from "../../stages/script/check-script-safety";
import type { BattleSide, BattleVerdict } from "../../engine-types";
import type { Analysis, ScreenLine } from "../../types";
import type { SideMaterial } from "./battle-material";

const MAX_NAME_CHARS = 24;

/**
 * How an upload is named on screen: its own @handle, else the profile's name as read, else
 * "Profile A" / "Photo B". Two uploads read with the same name are told apart by their letter.
 */
export function nameSides(analyses: [Analysis, Analysis]): [string, string] {
  const names = analyses.map((analysis, i) => nameSide(analysis, i === 0 ? "A" : "B"));
  if (names[0].toLowerCase() === names[1].toLowerCase()) return [`${names[0]} (A)`, `${names[1]} (B)`];
  return [names[0], names[1]];
}

function nameSide(analysis: Analysis, letter: "A" | "B"): string {
  const own = (role: string) => analysis.lines.filter((l) => l.role === role && l.owner === "self");
  const handle = analysis.handles.find((h) => h.length <= MAX_NAME_CHARS && own("handle").some((l) => l.text.includes(h)) && checkScriptSafety(h).safe);
  if (handle) return handle;
  // A profile's name line often carries more ("Sofia, 27", "Jake 29", "Derek Vance • 1st", "Marisol 🌮"): the name is its first part.
  const nameOf = (l: ScreenLine) => ({
    line: l,
    text: l.text
      .split(/[,|•·(]/)[0]
      .replace(/\s+(?:1[89]|[2-9]\d)$/u, "")
      .replace(/[^\p{L}.'’]+$/u, "")
      .trim(),
  });
  const isPrintable = ({ line, text }: { line: ScreenLine; text: string }) =>
    text.length <= MAX_NAME_CHARS && isSureName(text, line, analysis) && checkScriptSafety(text).safe;
  const name = own("name").map(nameOf).find(isPrintable);
  if (name) return name.text;
  // No line known as the owner's name: the largest words on the screen, when they read as a name,
  // are whose card it is (a dating card's name is its biggest text, whatever role the layout gave it).
  const largest = analysis.lines.filter((l) => l.owner !== "ui" && l.owner !== "other").sort((a, b) => b.box.h - a.box.h)[0];
  const display = largest ? nameOf(largest) : undefined;
  if (display && display.text.split(/\s+/).length <= 2 && isPrintable(display)) return display.text;
  return `${analysis.kind === "photo" ? "Photo" : "Profile"} ${letter}`;
}

/** A word of a name as people write it: a capital, then small letters ("Maya", "O'Neil", "Anne-Marie", "Zoë"), or an initial ("J."). */
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’]*\p{Ll}(?:-\p{Lu}\p{Ll}+)?|\p{Lu}\.)$/u;
/** A surname cut to its initial ("Priya N"): after the first name only. */
const INITIAL = /^\p{Lu}$/u;
/** A name field's capitalised word is quoted from this confidence on (the single roast's rule for names, jobs, places). */
const SURE_NAME = 0.7;
/** Read less surely, a name is still one when the upload says it again (a post's author line, the handle). */
const SECONDED_NAME = 0.5;

/**
 * Whether a name line's text is a real reading of a name, to be printed as the profile's name:
 * one to three words shaped as names are written (a misread's stray space, digit or capital in the
 * middle, "M aya", "M4ya", "MaYa", is noise), read surely, or less surely but said again elsewhere
 * in the upload. Anything else falls back to the letter: a wrong name is never printed.
 */
export function isSureName(text: string, line: ScreenLine, analysis: Pick<Analysis, "lines" | "handles">): boolean {
  const words = text.split(/\s+/);
  if (
    words.length > 3 ||
    !words.every((w, i) => NAME_WORD.test(w) || (i > 0 && INITIAL.test(w))) ||
    !words.some((w) => w.length >= 2 && /[aeiouyAEIOUY]/.test(w))
  )
    return false;
  if (line.confidence >= SURE_NAME) return true;
  if (line.confidence < SECONDED_NAME) return false;
  const lower = text.toLowerCase();
  const elsewhere = analysis.lines.some((l) => l !== line && l.text.toLowerCase().includes(lower));
  const first = words[0].toLowerCase();
  return elsewhere || (first.length >= 3 && analysis.handles.some((h) => h.toLowerCase().includes(first)));
}

const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/**
 * One rule after another, the first that separates the two decides; the reason states it
 * winner first. Never the seed: the same two uploads always get the same verdict.
 * 1. Fewer clichés wins (details the writers' room had a joke written for).
 * 2. Fewer hashtags wins.
 * 3. More followers wins (both counts read).
 * 4. Less to roast at all wins (every detail found).
 * 5. A dead heat goes to A, the first upload, and says so.
 */
export function judgeBattle(sides: [SideMaterial, SideMaterial], names: [string, string]): BattleVerdict {
  const [a, b] = sides;
  const decide = (winner: BattleSide, reason: string): BattleVerdict => ({ winner, names, reason });
  const fewer = (x: number, y: number, word: (n: number) => string): BattleVerdict | undefined => {
    if (x === y) return undefined;
    const [w, l] = x < y ? [x, y] : [y, x];
    return decide(x < y ? "a" : "b", `${w} ${word(w)} to ${l}`);
  };
  const byCliches = fewer(a.cliches.length, b.cliches.length, (n) => plural(n, "cliché"));
  if (byCliches) return byCliches;
  const byTags = fewer(a.hashtags, b.hashtags, (n) => plural(n, "hashtag"));
  if (byTags) return byTags;
  if (a.followers !== undefined && b.followers !== undefined && a.followers !== b.followers) {
    const [w, l] = a.followers > b.followers ? [a.followers, b.followers] : [b.followers, a.followers];
    return decide(a.followers > b.followers ? "a" : "b", `${w.toLocaleString("en-US")} followers to ${l.toLocaleString("en-US")}`);
  }
  const byDetails = fewer(a.details.length, b.details.length, (n) => plural(n, "roastable thing"));
  if (byDetails) return byDetails;
  return decide("a", "a dead heat, first in wins");
}
