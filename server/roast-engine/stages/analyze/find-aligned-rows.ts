import type { ScreenLine } from "../../types";
import { type ReviewRow, isBareReviewer, isShortName, isUnder, nameAsPrinted, PLAIN_NAME } from "./find-review-rows";
import { isListedWord } from "./lexicon";

/** How far apart the left edges of one list's name rows may stand (an avatar's badge, OCR's box). */
const ROW_ALIGN = 16;
/** The fewest rows alike that make a list by their repetition alone. */
export const ALIGNED_ROWS = 3;
/** A name, then what a list prints beside it after a dash or a dot (a town, a country, a stay): "Julien V. - Lyon". */
const NAME_THEN_META = /^(.{2,32}?)\s+[·•\-–—]\s+(?=\p{Lu})[^.!?]{2,40}$/u;

/** The name a line of a list stands for: a username, or a person's name of one to three words, alone or before its meta. */
function listName(line: ScreenLine): string | undefined {
  const trimmed = line.text.trim();
  // A heading or a tab is the app's word, never a name: one word a dictionary lists ("Reviews").
  if (line.role === "section_label" || line.role === "navigation" || line.role === "button" || (/^\p{L}+$/u.test(trimmed) && isListedWord(trimmed)))
    return undefined;
  const name = NAME_THEN_META.exec(trimmed)?.[1] ?? trimmed;
  if (isBareReviewer(name)) return nameAsPrinted(name);
  // A couple signing together: "Norbert & Mireia Gaunt".
  const parts = name.split(/\s+&\s+/);
  return parts.length <= 2 && parts.every((p) => PLAIN_NAME.test(p) && isShortName(p)) ? name : undefined;
}

/** Words someone wrote: three or more, some of them in lower case. */
const isSentence = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length >= 3 && words.some((w) => /^\p{Ll}{2,}/u.test(w));
};

/**
 * Rows known by repetition alone: three lines or more that hold nothing but a name (and a town or
 * a stay beside it), each a different name, set at one left edge, with words between each and the
 * next ("RenataK", "DaveFromDayton", "Marisela G."; "Julien V. - Lyon", "Elodie - Nantes"). That is
 * what a list of people's entries looks like in any app and any language, badge or none.
 */
export function findAlignedRows(lines: ScreenLine[]): ReviewRow[] {
  const named = lines.flatMap((line, index) => {
    // A sender the reader already named (a notification banner's) heads their own message, not the list.
    if (line.author !== undefined && line.author === line.text.trim()) return [];
    const reviewer = listName(line);
    return reviewer ? [{ index, last: index, reviewer, bare: true, x: line.box.x }] : [];
  });
  let best: typeof named = [];
  for (const anchor of named) {
    const group = headersOf(
      named.filter((n) => Math.abs(n.x - anchor.x) <= ROW_ALIGN),
      lines,
    );
    // A sentence under every row, before the next: a review, not a list of names (a group's members,
    // a menu, tabs). The screen may end under the last row's header, its words under a bottom bar.
    const said = group.map((n, k) => lines.slice(n.last + 1, group[k + 1]?.index ?? lines.length).some((l) => isSentence(l.text)));
    const spaced = said.every((s, k) => s || (k === group.length - 1 && k >= ALIGNED_ROWS));
    const distinct = new Set(group.map((n) => n.reviewer.toLowerCase())).size === group.length;
    if (spaced && distinct && group.length > best.length) best = group;
  }
  return best.length >= ALIGNED_ROWS ? best.map(({ x: _x, ...row }) => row) : [];
}

/**
 * A name right over another name-like line at its edge ("Wilf" over "Nailsworth", "Julien V." over
 * "Lyon") is one writer's header of two lines, their name over their town: the second line is the
 * row's, not the next writer's.
 */
function headersOf<T extends { index: number; last: number }>(group: T[], lines: ScreenLine[]): T[] {
  const headers: T[] = [];
  for (const n of group) {
    const previous = headers.at(-1);
    const under = previous !== undefined && n.index === previous.last + 1 && isUnder(lines[previous.last], lines[n.index]);
    if (under) previous.last = n.index;
    else headers.push({ ...n });
  }
  return headers;
}
