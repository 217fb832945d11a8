import type { Script } from "../server/roast-engine/types";
import { type HeldOutScreen, quotableTruth, runText, speakerRuns } from "./held-out-truth";
import { outsideQuotes, unsupportedClaims, wrongAppsNamed } from "./judge-claims";
import { isInQuoteMarks, shownQuote } from "./reading-set/exact-quote";
import { judgeRoast, norm, type RoastVerdict, within } from "./reading-set/judge-roast";
import { quotesWritersLine } from "./writers-line";

/** A roast of a held-out screen, judged on every line of it and its app. */
export interface HeldOutVerdict extends RoastVerdict {
  /** Apps the roast names that are not the screen's (judge-claims.ts). */
  wrongApps: string[];
  /** Scene facts and numbers the roast states that no line of the screen shows (judge-claims.ts). */
  unsupported: string[];
  /**
   * The app's numbers said as they stand, outside quote marks ("'felt good', and 0.62 km"): stated
   * as numbers, not quoted as anyone's words, so not *UI quoted*; exactness still judges them.
   */
  numbersStated: string[];
  /** Whether the roast quotes a line the screen's reference roast quotes (writers-line.ts); undefined without one. */
  writersLine?: boolean;
}

/**
 * The engine's jokes on words whose writer the reader could not tell quote them as what the
 * screen says, never as the person's (server/roast-engine/stages/script/room/jokes/screen.ts).
 */
const SAID_AS_THE_SCREENS = "jscreen.";

/**
 * Judges a roast by a held-out screen's lines. Each quoted fragment (as the viewer reads it,
 * between its quote marks) is, first match wins: part of the owner's display name (neither theirs
 * nor anyone else's, as on our own set); the owner's (part of their lines, or their handle);
 * another person's (part of their lines or their name); or UI text. *grounded*: at least one fragment with letters is the owner's, or is another
 * person's said as theirs, not the owner's: the roast names that person outside its quotes, or
 * quotes the screen's words as the screen's (SAID_AS_THE_SCREENS). Another person's words said any
 * other way are *others quoted* (as the owner's). Exact quotes are judged against everything on
 * the screen (quotableTruth), whoever wrote it; wrong apps and unsupported claims against the
 * roast's text outside its quotes.
 */
export function judgeHeldOutRoast(script: Script, screen: HeldOutScreen, reference?: readonly string[]): HeldOutVerdict {
  const base = judgeRoast(script, quotableTruth(screen));
  const runs = speakerRuns(screen.lines);
  const own = [...runs.filter((r) => r.role === "owner").map(runText), ...(screen.owner.handle ? [screen.owner.handle] : [])];
  const others = runs.filter((r) => r.role === "other");
  const ui = runs.filter((r) => r.role === "ui").map(runText);
  const fragments = script.quoted.map((q) => shownQuote(script.text, q)).filter((q) => norm(q).length >= 2);
  const said = outsideQuotes(script.text, fragments);
  const asTheScreens = script.lineIds.some((id) => id.startsWith(SAID_AS_THE_SCREENS));
  const ownQuotes: string[] = [];
  const attributed: string[] = [];
  const othersQuoted: string[] = [];
  const uiQuoted: string[] = [];
  const numbersStated: string[] = [];
  for (const fragment of fragments) {
    if (within(fragment, [screen.owner.name])) continue;
    if (within(fragment, own)) ownQuotes.push(fragment);
    else {
      const writers = others.filter((r) => within(fragment, [runText(r), r.author ?? ""].filter(Boolean))).map((r) => r.author ?? "");
      if (writers.length > 0) (asTheScreens || writers.some((w) => namesWriter(said, w)) ? attributed : othersQuoted).push(fragment);
      else if (within(fragment, ui)) (/\d/.test(fragment) && !isInQuoteMarks(script.text, fragment) ? numbersStated : uiQuoted).push(fragment);
    }
  }
  const hasWords = (q: string) => /\p{L}/u.test(q);
  const lines = screen.lines.map((l) => l.text);
  return {
    ...base,
    grounded: ownQuotes.some(hasWords) || attributed.some(hasWords),
    uiQuoted,
    numbersStated,
    othersQuoted,
    wrongApps: wrongAppsNamed(said, screen.app, lines),
    unsupported: unsupportedClaims(said, lines),
    writersLine: reference?.length ? quotesWritersLine(fragments, reference) : undefined,
  };
}

/**
 * Whether the roast's own words name a writer: their whole name, or its first word of two letters
 * or more ("Theo", "kayla" of "kayla 🌸", "HR" of "HR Team"). "You" (the uploader in a chat)
 * names nobody: every roast says "you".
 */
export function namesWriter(said: string, writer: string): boolean {
  const name = norm(writer);
  const first = name.split(" ")[0] ?? "";
  if (!name || name === "you" || name === "me") return false;
  const words = ` ${norm(said)} `;
  if (words.includes(` ${name} `) || (first.length >= 2 && words.includes(` ${first} `))) return true;
  // By the handle the screen prints under the name ("@jaumepuig.bsky.social" for Jaume Puig): its
  // letters open on the whole name or the first name.
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, "");
  const handles = said.match(/@[\p{L}\p{N}._]{3,}/gu) ?? [];
  return first.length >= 3 && handles.some((h) => letters(h).startsWith(letters(first)));
}
