import type { LineRole, Quote, ScreenLine } from "../../types";
import { unionBox } from "./union-box";
import { breaksCompound, joinCompound } from "./join-compound";
import { classifyByText } from "./classify-line";
import { isUiRole } from "./line-draft";
import { columnReaches, lineHeight, wrapsBefore } from "./line-wraps";
import { isAuthorHeader, isPersonName } from "./read-author-line";
import { reachesSide } from "./reaches-side";
import type { QuoteWord } from "./read-quote-words";
import { scoreQuote } from "./score-quote";

/** A line with the words it was read from, each with its confidence (build-screen-lines.ts). */
export type WordedLine = ScreenLine & {
  words?: QuoteWord[];
  /** The sentence runs on into a line right under it that is not the block's (joinLines): its last words were cut. */
  runsOn?: boolean;
  /** The line goes on with a sentence the block over it did not end (joinLines): its first words are that sentence's end. */
  goesOn?: boolean;
};

/** Roles whose self-owned lines are the person's own words, best roast material first. */
const QUOTABLE: LineRole[] = ["answer", "caption", "bio", "chat_message", "comment", "sticker", "headline"];
const TERMINAL = /[.!?…)"]$/;
/** Roles whose lines are a writer's prose, wrapped: a description, a caption, an answer, a headline. */
const PROSE: ReadonlySet<LineRole> = new Set(["bio", "caption", "answer", "headline"]);

/**
 * Joins lines that belong together (a wrapped answer, caption, bubble or bio sentence, and the
 * hashtags a caption wraps onto) into one block each. Joined: same role, owner and author, the next line right under the previous one and
 * about as tall; and, for a bio, only when the sentence visibly runs on (no full stop, or the next
 * line starts in lower case), since bio lines are often separate thoughts.
 */
export function joinLines<T extends WordedLine>(lines: T[], width: number): T[] {
  const out: T[] = [];
  const lasts: T[] = [];
  const rows = new Set(lines.filter((line) => hasValueBeside(line, lines)));
  const reach = columnReaches(lines);
  for (const line of lines) {
    // Look back a few blocks: on a desktop page a sidebar's lines sit between a paragraph's lines.
    let target = -1;
    for (let i = out.length - 1; i >= Math.max(0, out.length - 4) && target < 0; i--) {
      if ((!rows.has(lasts[i]) || runsOnAfterRow(lasts[i], line)) && belongsTo(out[i], lasts[i], line, width, reach.get(lasts[i]))) target = i;
    }
    if (target < 0) {
      // A line in lower case right under a block whose sentence has not ended goes on with it,
      // though it is not the block's (the app's or another's, as read): the block was cut there.
      const cut = out.findIndex((block, i) => i >= out.length - 4 && !TERMINAL.test(block.text) && continuesUnder(lasts[i], line));
      if (cut >= 0) out[cut] = { ...out[cut], runsOn: true };
      out.push(endsOver(lasts.at(-1), out.at(-1), line, reach) ? { ...line, goesOn: true } : line);
      lasts.push(line);
      continue;
    }
    const block = out[target];
    const compound = breaksCompound(block.text, line.text);
    out[target] = {
      ...block,
      text: compound ? `${block.text}${line.text}` : `${block.text} ${line.text}`,
      box: unionBox([block.box, line.box]),
      confidence: Math.min(block.confidence, line.confidence),
      iconAfter: line.iconAfter,
      ...(block.words && line.words ? { words: compound ? joinCompound(block.words, line.words) : [...block.words, ...line.words] } : {}),
    };
    lasts[target] = line;
  }
  return out;
}

/**
 * A row's label whose words visibly go on under it, in lower case or in brackets, with no stop
 * before them ("Leaving cake, 4th floor, round two" … "240", then "(same stranger)"): one entry
 * wrapped beside its figure, not two rows.
 */
const runsOnAfterRow = (row: ScreenLine, next: ScreenLine) => !TERMINAL.test(row.text.trim()) && /^[\p{Ll}(]/u.test(next.text.trim());

/**
 * `next`, in lower case, starts where the line right over it (`last`, the last of `block`, the same
 * writer's prose) starts, a line's gap under it, and that block's sentence has not ended: it goes on with that sentence,
 * whatever the two boxes' heights (a line the screen's edge cut, read into the one under it, makes
 * that one's box twice as tall).
 */
function endsOver(last: ScreenLine | undefined, block: ScreenLine | undefined, next: ScreenLine, reach: ReadonlyMap<ScreenLine, number>): boolean {
  if (!last || !block || TERMINAL.test(block.text.trim()) || !/^\p{Ll}/u.test(next.text) || /^i\b/.test(next.text)) return false;
  // Prose only, one writer's: messages and comments are often sent in lower case with no stop, each its own.
  if (!PROSE.has(block.role) || block.role !== next.role || block.owner !== next.owner || block.author !== next.author) return false;
  const tall = lineHeight(next);
  const gap = next.box.y - (last.box.y + last.box.h);
  // And the line over it broke at a wrap: a short line over it ends a message sent without a stop.
  return gap >= -tall * 0.3 && gap <= tall * 1.2 && Math.abs(next.box.x - last.box.x) <= tall * 0.6 && wrapsBefore(block, last, next, tall, reach.get(last));
}

/** `next` sits right under `last` as its next line would (same left edge, same type, a line's gap) and starts in lower case. */
function continuesUnder(last: ScreenLine, next: ScreenLine): boolean {
  const tall = lineHeight(last);
  const gap = next.box.y - (last.box.y + last.box.h);
  return (
    /^\p{Ll}/u.test(next.text) &&
    gap >= -tall * 0.3 &&
    gap <= tall * 0.8 &&
    Math.abs(next.box.x - last.box.x) <= tall * 0.6 &&
    Math.abs(lineHeight(next) - tall) <= tall * 0.35
  );
}

/**
 * A line with a figure set apart on its right, on the same row ("Plans cancelled (not by me)" …
 * "+38%"), is a table's row: its label ends there, and the next row is another item. A sentence
 * that wraps has nothing beside it.
 */
function hasValueBeside(line: ScreenLine, lines: ScreenLine[]): boolean {
  const right = line.box.x + line.box.w;
  return lines.some((other) => {
    if (other === line || other.role !== "count" || other.box.x < right + line.box.h) return false;
    const overlap = Math.min(line.box.y + line.box.h, other.box.y + other.box.h) - Math.max(line.box.y, other.box.y);
    return overlap > Math.min(line.box.h, other.box.h) * 0.5;
  });
}

/** One to three capitalised words and no sentence's end: "Just Chatting", "Brighton Marina". */
const isTitleLabel = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length <= 3 && words.every((w) => /^[\p{Lu}\d]/u.test(w)) && !/[.!?…,]$/.test(text.trim()) && !/^I\b/.test(text.trim());
};

/** A line in capitals: several words, no lower-case letter. */
const isShouted = (text: string) => /\p{Lu}{2,}.*\s.*\p{Lu}{2,}/u.test(text) && !/\p{Ll}/u.test(text);

/** A line that is only an amount or a figure: "£6,200", "$1.2k", "14". */
const BARE_AMOUNT = /^\p{Sc}?\s?\d[\d,.]*\s?[kKmM]?\s?\p{Sc}?$/u;
/** A line whose last sentence is one to three words with no end of its own: a label waiting for its value. */
const endsOnLabel = (text: string) => {
  const tail =
    text
      .trim()
      .split(/(?<=[.!?…])\s+/)
      .at(-1) ?? "";
  return !TERMINAL.test(tail) && !/[:,;]$/.test(tail) && tail.split(/\s+/).length <= 3 && /\p{L}{2}/u.test(tail);
};

/** A number and the full stop, or the mark, that ends a sentence with it: "40.", "1,204!". */
const NUMBER_ENDING = /^\d[\d,.]*[.!?…]$/;

/** `a` is the block so far, `last` its last line, `b` the candidate next line. */
function belongsTo(a: ScreenLine, last: ScreenLine, b: ScreenLine, width: number, columnRight = 0): boolean {
  // A line of nothing but hashtags under a caption is where the caption wrapped: its end.
  const hashtags = b.role === "hashtag" && a.role !== "hashtag";
  // A sentence visibly running on (no end on the line above, the next in lower case) is one
  // writer's one sentence, whatever role the layout guessed for each line ("After 3 years in
  // stealth" over "mode I'm proud to finally launch"): cut at the role's edge, its second half was
  // quoted starting mid-sentence.
  // A last word the layout could not place ("left." under "… why I can't turn") runs on the same way.
  const runsOnAcross = (QUOTABLE.includes(b.role) || b.role === "other") && !TERMINAL.test(last.text) && /^\p{Ll}/u.test(b.text) && !/^i\b/.test(b.text);
  // A bare amount under a line that ends on a short label is the label's value ("… finished! Total
  // cost" over "£6,200"): without it, the quote stopped mid-phrase.
  const valueOfLabel = BARE_AMOUNT.test(b.text.trim()) && endsOnLabel(last.text);
  // A number that ends the sentence on the line above ("… but the other one said" over "40."): read
  // alone it is a count, and nobody's, so the sentence was quoted cut before its last word. Its
  // writer is the sentence's.
  const endsOnNumber = b.role === "count" && NUMBER_ENDING.test(b.text.trim()) && !TERMINAL.test(last.text);
  const sameWriter = endsOnNumber || (a.owner === b.owner && a.author === b.author);
  if ((a.role !== b.role && !hashtags && !runsOnAcross && !valueOfLabel && !endsOnNumber) || !sameWriter || !QUOTABLE.includes(a.role)) return false;
  const [lastH, nextH] = [lineHeight(last), lineHeight(b)];
  const tall = Math.max(Math.min(lastH, nextH), 8);
  // An x-height line's box starts lower than a line with capitals: the gap is measured from where its capitals would start.
  const gap = b.box.y + b.box.h - nextH - (last.box.y + last.box.h);
  if (gap > tall * (a.role === "chat_message" ? 1 : 1.1) || gap < -tall) return false;
  // An opening quote mark set large and hung in the margin ("“That still counts …") makes its
  // line's box taller and starts it further left: the next line is measured against the words.
  const hung = a.text === last.text && /^["“]\p{L}/u.test(last.text.trim()) && b.box.x > last.box.x && b.box.x - last.box.x < lastH * 2;
  if (nextH > lastH * 1.5 || (nextH < lastH * 0.6 && !hung)) return false;
  const leftAligned = Math.abs(last.box.x - b.box.x) < tall * 1.5 || hung;
  const centred = Math.abs(last.box.x + last.box.w / 2 - (b.box.x + b.box.w / 2)) < tall * 2;
  const rightAligned = Math.abs(last.box.x + last.box.w - (b.box.x + b.box.w)) < tall * 1.5 && a.role === "chat_message";
  if (!leftAligned && !centred && !rightAligned) return false;
  if (valueOfLabel) return true;
  // A word alone on its line over a capitalised word alone on the next ("Easy" over "Intensity") is a
  // tile's value and its label: no sentence wraps after one word. Joined, they read as a message.
  if (/^\p{L}+$/u.test(last.text.trim()) && /^\p{Lu}\p{L}*$/u.test(b.text.trim()) && a.text === last.text) return false;
  // A list of items set apart by bars ("Growth Hacking Guru | Synergy Evangelist") ends on a whole
  // item: a capitalised line under it is the next field (a bio under a headline), and joined the
  // two read as one title nobody wrote.
  if (/\s\|\s/.test(last.text) && !/\|\s*$/.test(last.text) && /^\p{Lu}/u.test(b.text)) return false;
  // A line breaks at a wrap only when the next word would not fit after it: with room for it to
  // spare, the break was the writer's or the layout's ("Don't message me if", a prompt, over its answer).
  if (!hashtags && last.role !== "hashtag" && !wrapsBefore(a, last, b, tall, columnRight)) return false;
  // An emoji closing a line closes an item ("Spreadsheet for every vacation ✈️" over "38
  // countries"): only a sentence visibly running on (next line in lower case) goes past it.
  if (last.iconAfter && !/^\p{Ll}/u.test(b.text)) return false;
  const runsOn = /(?:,|&|\band|\bor|\bthe|\ba|\bof|\bto|\bfor|\bwith|\bin|\bat|\bmy|\bfrom)$/i.test(last.text);
  // An article, a preposition or a possessive that no sentence ends on leads into the next line
  // wherever the line broke at a wrap ("… practises tap dancing on" over "Tuesdays and Fridays."),
  // not only where it reached the screen's edge: a description's column stops short of it.
  const leadsOn = /\b(?:the|a|an|of|on|into|than|my|your|our|their|his|its)$/i.test(last.text.trim());
  // A short label in title case under a sentence that has ended its thought (a stream's category
  // under its title, a place under a caption) is another thing on the screen, in another style.
  if (!hashtags && !runsOn && isTitleLabel(b.text) && /(?:^|\s)\p{Ll}{2}/u.test(last.text)) return false;
  if (a.role !== "bio" || hashtags) return true;
  // Bio lines are often separate thoughts, each capitalised: only a visible run-on joins them.
  // A rant in capitals runs on in capitals ("… BECAUSE I AM STILL" over "FISHING. 0/10 …").
  const shoutedOn = isShouted(last.text) && isShouted(b.text);
  const startsLower = /^[\p{Ll}\d(,&-]/u.test(b.text) || shoutedOn;
  // Filled to the screen's edge, or to the column the block's own lines already fill (a card's
  // text stops short of the screen: "… but the builder has gone to" over "Lanzarote.").
  const column = a.box.x + a.box.w;
  const fillsColumn = a.text !== last.text && last.box.x + last.box.w > column - tall * 3;
  const wrapped = last.box.x + last.box.w > width - last.box.x - tall * 3 || fillsColumn;
  // One word that ends a sentence under a line that filled the column ("… promoted to Senior Product" / "Manager."): its wrap.
  const lastWord = wrapped && /^\S+[.!?…]$/u.test(b.text);
  return !TERMINAL.test(last.text) && (startsLower || lastWord || leadsOn || (runsOn && wrapped));
}

/**
 * The person's own words, joined and whole, best material first; never the app's or others'.
 * Only what the reader is sure of, word by word (score-quote.ts): a doubtful sentence is left
 * out, so the writers' room picks another detail rather than quote noise. A post's author line
 * ("Léa Fontaine @leafontaine · Mar 3") or a name alone ("Priya Nair") names the author: it is never a quote.
 * `width` is the image's, for lines a crop cut at its side; unknown (0), none is.
 */
export function collectQuotes(joined: WordedLine[], width = 0): Quote[] {
  const quotes = joined
    // A person's name alone is who wrote something (a review's author over the review), never what they wrote.
    .filter((l) => l.owner === "self" && QUOTABLE.includes(l.role) && !isAuthorHeader(l.text) && !isPersonName(l.text))
    // A block a crop cut through at the image's side has no whole sentence to say (reaches-side.ts).
    .filter((l) => !reachesSide(l.box, width))
    .flatMap((l) => (l.runsOn ? wholeSentences(l) : [l]))
    .flatMap((l) => (l.goesOn ? laterSentences(l) : [l]))
    .flatMap((l) => sureParts(l).map((text) => ({ text: tidyQuote(text), role: l.role, box: l.box, score: rankQuote(l) })))
    // What is left of a noisy line can be the app's own words ("ome) 'Add profile section · (Mere." → "Add profile section").
    .filter((q) => !isUiRole(classifyByText(q.text)))
    .filter((q) => q.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 2);
  const seen = new Set<string>();
  return quotes
    .sort((a, b) => b.score - a.score)
    .filter((q) => !seen.has(q.text.toLowerCase()) && seen.add(q.text.toLowerCase()))
    .map(({ text, role, box }) => ({ text, role, box }));
}

/** A block whose last sentence runs on past it: its sentences before that one, or nothing. */
function wholeSentences(line: WordedLine): WordedLine[] {
  const end = Math.max(...[...line.text.matchAll(/[.!?…]["”’)]?(?=\s)/gu)].map((m) => (m.index ?? 0) + m[0].length));
  if (!Number.isFinite(end) || end <= 0) return [];
  const text = line.text.slice(0, end);
  const count = text.split(" ").length;
  return [{ ...line, text, ...(line.words ? { words: line.words.slice(0, count) } : {}) }];
}

/** A block that opens on the end of a sentence begun over it: its sentences after that end, or nothing ("missed the first time." alone was quoted as a whole line). */
function laterSentences(line: WordedLine): WordedLine[] {
  const end = line.text.search(/[.!?…]["”’)]?\s+\S/u);
  if (end < 0) return [];
  const from = line.text.slice(end).search(/\s\S/u) + end + 1;
  const text = line.text.slice(from);
  const skipped = line.text.slice(0, from).trim().split(" ").length;
  return [{ ...line, text, goesOn: false, ...(line.words ? { words: line.words.slice(skipped) } : {}) }];
}

/** The sure runs of a line's words; a line without its words is scored at the line's confidence. */
function sureParts(line: WordedLine): string[] {
  const words = line.words?.map((w) => w.text).join(" ") === line.text ? line.words : undefined;
  return scoreQuote(words ?? line.text.split(" ").map((text) => ({ text, confidence: line.confidence })), line.role);
}

function rankQuote(line: ScreenLine): number {
  const words = line.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;
  const roleScore = 10 - QUOTABLE.indexOf(line.role);
  const lengthScore = words >= 4 && words <= 24 ? 3 : words > 24 ? 1 : 0;
  return roleScore + lengthScore + line.confidence * 2;
}

/**
 * Hashtags, stray icon glyphs and a tally after a closed bracket off the ends: the quote is what
 * the person wrote ("Axe throwing (HR said no) 4" is an item and its votes).
 */
const tidyQuote = (text: string) =>
  text
    .replace(/(?:\s+#[\p{L}\p{N}_]+)+\s*$/u, "")
    .replace(/\)\s+\d{1,4}$/u, ")")
    .replace(/^[^\p{L}\p{N}"'(]+|[^\p{L}\p{N}.!?)"'…]+$/gu, "")
    .trim();
