import type { RawLine } from "./build-screen-lines";
import { isHandle, isNameLike, isTimestamp } from "./classify-line";
import { isPersonName, readAuthorLine } from "./read-author-line";

/**
 * How a conversation looks, whatever app drew it and whatever it calls itself: turns. A group
 * chat or a thread names each sender over their words ("Declan Moriarty", then his message
 * indented under it), and a one-to-one chat sets its two sides' bubbles against the two edges,
 * taking turns down the screen. A profile, a post or a listing has neither: one person's lines,
 * in one column.
 */
/** A group's members under its name, the uploader among them: "Dad, Mum, Tolu, Kemi, You". */
export const GROUP_MEMBERS = /^(?:[\p{L}'’-]+, ){2,}you$|^you, (?:[\p{L}'’-]+, )+[\p{L}'’-]+$/iu;
/** A group's header line: its members, or how many there are ("4 members · 2 online"). */
export const isGroupHeader = (text: string) => GROUP_MEMBERS.test(text.trim()) || /\b\d[\d,]* (?:members|participants)\b/i.test(text);

/** Others' bubbles start at the left edge (after an avatar); the uploader's are pushed right, past the first fifth. */
const UPLOADER_SIDE = 0.22;
export const isOnUploaderSide = (box: { x: number }, width: number) => box.x > width * UPLOADER_SIDE;

/**
 * Which side of a chat the reader gave the person: the uploader's own (their messages all pushed
 * right), the partner's, or none (no message of theirs).
 */
export function personsChatSide(lines: ReadonlyArray<{ role: string; owner: string; box: { x: number } }>, width: number): "uploader" | "partner" | undefined {
  const own = lines.filter((l) => l.role === "chat_message" && l.owner === "self");
  if (own.length === 0) return undefined;
  return own.every((l) => isOnUploaderSide(l.box, width)) ? "uploader" : "partner";
}

export interface ConversationLayout {
  /** Sender lines over words of theirs: a name, a handle or an author line. */
  senders: number;
  /** Different senders named. */
  distinct: number;
  /** Bubbles on both sides: two lines or more against each edge, wherever they sit. */
  twoSided: boolean;
  /** How many times the bubbles change sides going down the screen (lines alone on their row). */
  sideChanges: number;
}

/** A handle-like token ("kostas_tactics", "lil_pav", "camille.eats"): a digit, a "_" or an inner "." in it; "Difficulty." is a word. */
const USERNAME = /^@?(?=\S*(?:[\d_]|\.\p{L}))\p{L}[\p{L}\p{N}_.]{1,28}[\p{L}\p{N}_]$/u;

/** The sender a line names, when the line is only that: a person's name, a handle or an author line. */
function senderOf(line: RawLine): { key: string; sure: boolean } | undefined {
  const text = line.text.trim();
  if (text.split(/\s+/).length > 4) return undefined;
  if (isPersonName(text) || isHandle(text) || USERNAME.test(text)) return { key: text.toLowerCase(), sure: true };
  const author = readAuthorLine(text);
  if (author && author.rest === "") return { key: author.author.toLowerCase(), sure: true };
  // One capitalised word ("Mum", "Kemi") is a sender only where one such comes back (see below).
  if (isNameLike(text) && !/\s/.test(text) && text.length <= 20) return { key: text.toLowerCase(), sure: false };
  return undefined;
}

export function readConversationLayout(lines: readonly RawLine[], width: number): ConversationLayout {
  const sorted = [...lines].sort((a, b) => a.box.y - b.box.y);
  const found: string[] = [];
  const loose = new Map<string, number>();
  sorted.forEach((line, i) => {
    const sender = senderOf(line);
    const next = sorted[i + 1];
    if (!sender || !next || senderOf(next)) return;
    // Their words start in the name's column or indented under it, just below it.
    const below = next.box.y - (line.box.y + line.box.h) < Math.max(line.box.h, 12) * 3;
    const inColumn = next.box.x > line.box.x - width * 0.03 && next.box.x < line.box.x + width * 0.12;
    if (!below || !inColumn) return;
    found.push(sender.sure ? sender.key : `?${sender.key}`);
    if (!sender.sure) loose.set(sender.key, (loose.get(sender.key) ?? 0) + 1);
  });
  // Once one comes back, the screen labels its senders by one word, and the others it names so are senders too.
  const oneWordSenders = [...loose.values()].some((n) => n >= 2);
  const senders = found.filter((k) => !k.startsWith("?") || oneWordSenders).map((k) => k.replace(/^\?/, ""));
  // A button or a badge against an edge ("Edit", "3 new") is no message: a bubble says two words,
  // or one as people type it ("maybe", "Sure.").
  const all = sorted.filter(saysWords).map((l) => sideOf(l, width));
  const sides = bubbleSides(sorted, width);
  return {
    senders: senders.length,
    distinct: new Set(senders).size,
    twoSided: all.filter((s) => s === "r").length >= 2 && all.filter((s) => s === "l").length >= 2,
    sideChanges: sides.filter((side, i) => i > 0 && side !== sides[i - 1]).length,
  };
}

/**
 * The side of each line that can be a bubble's, going down: against the right edge or the left.
 * Only a line with no other words on its row can be one (a time beside it is the bubble's): labels
 * side by side (a stats row, a settings list) are one row of a table, not turns.
 */
function bubbleSides(sorted: readonly RawLine[], width: number): Array<"l" | "r"> {
  // A time or a tick beside a bubble is the bubble's; words beside it make a row of a table.
  const wordy = (l: RawLine) => (l.text.match(/\p{L}/gu) ?? []).length >= 3 && !isTimestamp(l.text);
  const alone = (l: RawLine) => !sorted.some((o) => o !== l && wordy(o) && o.box.y < l.box.y + l.box.h && l.box.y < o.box.y + o.box.h);
  return sorted.filter(alone).flatMap((l) => sideOf(l, width) ?? []);
}

const saysWords = (l: RawLine) => {
  const words = l.text.match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 2 || (words.length === 1 && (/^\p{Ll}/u.test(l.text.trim()) || /\p{L}[.!?…]+$/u.test(l.text.trim())));
};

/** A line hugging the right edge (the uploader's bubble) or the left (the other side's), else neither. */
function sideOf(l: RawLine, width: number): "l" | "r" | undefined {
  if (l.box.x > width * 0.25 && l.box.x + l.box.w > width * 0.78 && l.box.w < width * 0.72) return "r";
  if (l.box.x < width * 0.2 && l.box.x + l.box.w < width * 0.8) return "l";
  return undefined;
}
