import { cardSenderOf } from "./answer-heading";
import { assignChatRoles } from "./assign-chat-roles";
import { assignThreadRoles } from "./assign-thread-roles";
import { isNameLike, isPrompt, normalizeForMatch } from "./classify-line";
import { giveBlocksToHeaders, giveBlocksToWriters, joinAuthorBadge } from "./join-author-badge";
import { looksLikeJobTitle } from "./job-title";
import { CLOCK } from "./date-words";
import type { Draft } from "./line-draft";
import { isAuthorHeader, isPersonName, readAuthorLine } from "./read-author-line";
import type { Frame } from "./screen-frame";

const sentenceLike = (text: string) => text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 2;

/** Gives the content lines (those chrome left undecided) their roles and owners, by kind. */
export function assignContentRoles(drafts: Draft[], frame: Frame): void {
  // A name over its badge and age is one header (a Q&A's); a page of them is read by its blocks.
  const joined = joinAuthorBadge(drafts);
  assignByKind(drafts, frame);
  giveBlocksToHeaders(drafts, joined);
  if (joined.length < 2 && !NOT_ENTRIES.includes(frame.kind)) giveBlocksToWriters(drafts, { thread: frame.kind === "post" || frame.kind === "comment" });
}

/** The kinds whose lines are no page of writers' entries: a chat's own pass reads its senders. */
const NOT_ENTRIES: ReadonlyArray<Frame["kind"]> = ["chat", "story", "dating", "photo"];

function assignByKind(drafts: Draft[], frame: Frame): void {
  switch (frame.kind) {
    case "post":
    case "comment":
      assignThreadRoles(drafts, frame);
      return;
    case "chat":
      assignChatRoles(drafts, frame);
      return;
    case "story":
      assignStoryRoles(drafts, frame);
      return;
    case "dating":
      assignDatingRoles(drafts, frame);
      return;
    case "photo":
      for (const d of drafts) if (d.role === undefined) d.role = "caption";
      return;
    default:
      assignProfileRoles(drafts, frame);
      return;
  }
}

/** Name near the top, a headline after it, the rest bio; a sidebar of other people is theirs. */
function assignProfileRoles(drafts: Draft[], { width, height, portrait }: Frame): void {
  const sidebar = drafts.find((d) => /people (also viewed|you may know)|suggested for you/i.test(d.text));
  for (const d of drafts) {
    if (!sidebar || d === sidebar || d.box.y < sidebar.box.y) continue;
    const inColumn = portrait ? true : d.box.x >= sidebar.box.x - width * 0.02;
    if (inColumn && (d.role === undefined || d.role === "handle")) {
      d.role = isNameLike(d.text) ? "name" : "headline";
      d.owner = "other";
    }
  }
  let name: string | undefined;
  let previous: Draft | undefined;
  // Someone else's name over their words ("Sam Whitaker 08:44", a review's author): whose the lines under it are.
  let speaker: Draft | undefined;
  // Another person named on a person's page, whose message the lines under their name are, to the next UI line.
  let sender: string | undefined;
  for (const d of drafts) {
    if (d.role === "handle") d.owner ??= "self";
    // A name with its age that the chrome pass took for a date ("Dana Whitfield · 3y", "HR Team, Acme ·
    // 2 days ago"): a comment's or a reply's author, whose the lines under it are, as below. The
    // answer's own author ("Gerald Finch · 3y" on his profile's answer) leaves them the person's.
    const dated = d.role === "timestamp" ? readAuthorLine(d.text) : undefined;
    if (dated && !dated.rest) {
      const own = name !== undefined && dated.author.startsWith(name);
      d.role = "name";
      d.owner = own ? "self" : "other";
      if (!own) d.author = dated.author;
      speaker = own ? undefined : d;
      continue;
    }
    if (d.role !== undefined) {
      if (d.role !== "timestamp") speaker = undefined;
      // The app's own line under a message ("Reply all", a button) ends it; its date line does not.
      if (d.role !== "timestamp" && d.role !== "count") sender = undefined;
      continue;
    }
    const header = readAuthorLine(d.text);
    if (header && !header.rest && isAuthorHeader(d.text) && !(name && header.author.startsWith(name))) {
      d.role = "name";
      d.owner = "other";
      d.author = header.author;
      speaker = d;
      continue;
    }
    if (speaker && Math.abs(d.box.x - speaker.box.x) < Math.max(speaker.box.h, 8) * 1.5) {
      d.role = sentenceLike(d.text) ? "comment" : "other";
      d.owner = "other";
      d.author = speaker.author;
      continue;
    }
    speaker = undefined;
    // Under another person's name on a person's page (an email thread's second message): theirs.
    if (sender && !isNameLike(d.text)) {
      d.role = sentenceLike(d.text) ? "comment" : "other";
      d.owner = "other";
      d.author = sender;
      continue;
    }
    // A line that opens by calling the page's person by name ("Harriet, I think IT can help") is said to them.
    if (name && isPersonName(name) && addresses(d.text, name)) {
      d.role = "comment";
      d.owner = "other";
      continue;
    }
    if (!name && d.box.y < height * 0.5 && isNameLike(d.text) && !header?.rest) {
      d.role = "name";
      name = d.text;
    } else if (d.text === name) d.role = "name";
    else if (isInShortRow(d, drafts)) d.role = "other";
    // The header of a post of theirs shown alone ("Devon Okafor @devon_ships_it · 3h"): who, not what.
    else if (header && !header.rest && name && header.author.startsWith(name)) d.role = "name";
    // A post of theirs shown on the profile: "Name @handle · 3h Day 41 of learning Rust…".
    else if (header?.rest && (!name || header.author.startsWith(name))) {
      d.role = "caption";
      d.text = header.rest;
    } else if (looksLikeJobTitle(d.text) && name && !/[.!?]$/.test(d.text)) d.role = "headline";
    // A second person's name under the first (a review's author under the place, a commenter): who
    // wrote something, never what they wrote, and not the page's own name.
    else if (name && isPersonName(d.text)) {
      d.role = "name";
      d.owner = "other";
      // On a person's page (a mail, a thread) the lines under another person's name are that
      // person's; under a place's or a thing's name, a person's name is the review's author, the uploader.
      if (isPersonName(name)) sender = d.text;
    } else d.role = sentenceLike(d.text) || (previous?.role === "bio" && endsWrap(previous.text, d.text)) ? "bio" : "other";
    previous = d;
  }
  markQuestionOverName(drafts, name);
}

/** "Harriet, I think…": the line opens on the first name of `name` and a comma. */
function addresses(text: string, name: string): boolean {
  const first = name.split(/\s+/)[0];
  return text.startsWith(`${first},`) && text.length > first.length + 2;
}

/**
 * A question right over the page's name line (a Q&A's "What is the best investment you have ever
 * made?" over its answerer) is the question put to them, someone else's words: the answer under the
 * name is theirs. Its lines, wrapped or not, are the page's prompt.
 */
function markQuestionOverName(drafts: Draft[], name: string | undefined): void {
  const at = name === undefined ? -1 : drafts.findIndex((d) => d.role === "name" && d.text === name);
  if (at <= 0) return;
  const block: Draft[] = [];
  for (let i = at - 1; i >= 0 && drafts[i].role === "bio" && drafts[i].owner === undefined; i--) block.unshift(drafts[i]);
  if (block.length === 0 || !/\?["”']?$/.test(block[block.length - 1].text.trim())) return;
  for (const d of block) {
    d.role = "prompt";
    d.owner = "ui";
  }
}

/** A bio line's wrapped end: in lower case, or one word closing the sentence the line before left open ("Manager."). */
const endsWrap = (before: string, text: string) => /^\p{Ll}/u.test(text) || (!/[.!?…]$/u.test(before) && /^\S+[.!?…]$/u.test(text));

/** Highlights, tabs and chips: several short labels side by side on one row. */
function isInShortRow(d: Draft, drafts: Draft[]): boolean {
  const short = (x: Draft) => x.text.split(/\s+/).length <= 3 && !/[.!?]$/.test(x.text);
  if (!short(d)) return false;
  const centre = d.box.y + d.box.h / 2;
  return drafts.some((o) => o !== d && short(o) && Math.abs(o.box.y + o.box.h / 2 - centre) < d.box.h * 0.6 && Math.abs(o.box.x - d.box.x) > d.box.h);
}

/** The most lines of text a story carries as stickers: a caption, a mention, a place, a poll. */
const STICKER_LINES = 12;

/**
 * Top: who posted it and when; the biggest text is their caption; other text on it, stickers. On a
 * screen crowded with text (a listing or a thread behind a "Send message" bar) none of it is a
 * sticker: a joke that calls it one says what the screen does not have (v35's Sahibinden listing).
 */
function assignStoryRoles(drafts: Draft[], { height }: Frame): void {
  const content = drafts.filter((d) => d.role === undefined && d.box.y >= height * 0.12 && d.box.y <= height * 0.9);
  const biggest = content.length > STICKER_LINES ? 0 : Math.max(0, ...content.map((d) => d.box.h));
  let caption: Draft | undefined;
  for (const d of drafts) {
    if (d.role !== undefined) continue;
    if (d.box.y < height * 0.12) d.role = /\p{L}/u.test(d.text) && !isNameLike(d.text) ? "handle" : "name";
    else if (d.box.y > height * 0.9) d.role = "ui";
    else d.role = d.box.h >= biggest * 0.8 || (caption && continuesCaption(caption, d)) ? "caption" : "sticker";
    if (d.role === "caption") caption = d;
  }
}

/**
 * A caption's wrapped last words ("mind" under "Leg day is a state of") are shorter boxes when they
 * lack tall letters, but they sit right under it, centred or aligned with it, in the same size.
 */
function continuesCaption(caption: Draft, d: Draft): boolean {
  const tall = caption.box.h;
  const gap = d.box.y - (caption.box.y + caption.box.h);
  const centred = Math.abs(caption.box.x + caption.box.w / 2 - (d.box.x + d.box.w / 2)) < tall * 2;
  const aligned = Math.abs(caption.box.x - d.box.x) < tall * 1.5;
  return gap >= -tall * 0.3 && gap <= tall * 0.9 && d.box.h >= tall * 0.65 && (centred || aligned);
}

/** The name on top, prompts (the app's) with the answers under them, vitals, a bio. */
function assignDatingRoles(drafts: Draft[], { height }: Frame): void {
  let named = false;
  let afterPrompt = false;
  for (const [i, d] of drafts.entries()) {
    const next = drafts[i + 1];
    // A prompt not in our list still reads as one: a short line over bigger text, or heading a block
    // of its own. A line going on from the one above in lower case, or ending a sentence inside,
    // is an answer's wrapped line ("news. I once lost at chess to a"), never a prompt.
    const opensLikePrompt = /^[\p{Lu}\p{N}"“'‘]/u.test(d.text.trim()) && !/[.!?]\s/.test(d.text);
    const looksLikePrompt =
      d.role === undefined &&
      next?.role === undefined &&
      !isSentAt(d.text.trim()) &&
      next &&
      ((next.box.h > d.box.h * 1.3 && d.text.split(/\s+/).length <= 9 && !/[.!?]$/.test(d.text) && opensLikePrompt && named) ||
        headsAnswer(d, drafts[i - 1], next));
    if (d.role === "prompt" || looksLikePrompt || (d.role === undefined && isPrompt(d.text))) {
      d.role = "prompt";
      afterPrompt = true;
      continue;
    }
    // A sender's header on the card ("Yuriy 4d" under "Student comments"): it and the lines under it
    // are read as a card's answers are, which mark-other-voices.ts gives to whom the header names.
    if (d.role === undefined && i > 0 && isSentAt(d.text.trim())) {
      d.role = "answer";
      afterPrompt = true;
      continue;
    }
    if (d.role !== undefined) {
      if (d.role !== "detail" && d.role !== "count") afterPrompt = false;
      if (d.role === "detail" || d.role === "handle") d.owner = "self";
      continue;
    }
    const nameAge = /^(\p{Lu}[\p{L}'-]+)(?:,)?\s+(1[89]|[2-9]\d)$/u.exec(d.text.replace(/[^\p{L}\p{N}' ,-]/gu, "").trim());
    if (!named && d.box.y < height * 0.85 && (nameAge || (isNameLike(d.text) && d.text.split(/\s+/).length <= 2))) {
      d.role = "name";
      named = true;
    } else if (afterPrompt) d.role = "answer";
    else if (isVitals(d.text)) d.role = "detail";
    else d.role = sentenceLike(d.text) ? "bio" : "detail";
  }
}

/**
 * A line that ends on the time it was sent ("Archibald - 4:05 PM", or "Bruna 06:41" and "Yuriy 4d"
 * where OCR lost the dot between them, v40's BrazilCupid and v41's Cambly): a message's sender over
 * their words (answer-heading.ts `cardSenderOf`), never a prompt, however small its type beside the
 * answers'.
 */
const isSentAt = (text: string) => MARKED_TIME.test(text) || cardSenderOf(text) !== undefined;
const MARKED_TIME = new RegExp(String.raw`[·•\-–]\s*${CLOCK}$`, "i");

/** A prompt is a few words: "A red flag about me", "I'm weirdly good at". */
const PROMPT_WORDS = 7;
/** The space over a block is at least this many times the space between its lines. */
const BLOCK_GAP = 1.8;

/**
 * A card's prompt that no list knows ("A red flag about me", "I'm weirdly good at"), known by
 * where it stands: it opens a block (more space over it than under it), its answer starts right
 * under it in the same column as a new sentence, and it is a few words with no punctuation of a
 * sentence. A bio's wrapped line goes on in lower case, or has its sentence's marks.
 */
function headsAnswer(d: Draft, previous: Draft | undefined, next: Draft): boolean {
  if (!previous) return false;
  const above = d.box.y - (previous.box.y + previous.box.h);
  const below = next.box.y - (d.box.y + d.box.h);
  return (
    below >= 0 &&
    below <= d.box.h &&
    above >= Math.max(below, d.box.h * 0.25) * BLOCK_GAP &&
    Math.abs(next.box.x - d.box.x) <= d.box.h &&
    d.text.trim().split(/\s+/).length <= PROMPT_WORDS &&
    (!/[.!?…,;:"“”]/u.test(d.text) || isAskedPrompt(d.text)) &&
    /^[\p{Lu}\p{N}"“'‘]/u.test(next.text.trim())
  );
}

/**
 * The app's question set as a heading ("What fills your weekdays?", "How would your friends
 * describe you?"): a question word, no other sentence mark, and a question mark at its end.
 */
const isAskedPrompt = (text: string) =>
  /^(?:what|how|who|where|when|which|why|would|could|can|do|does|are|is|if)\b/i.test(text.trim()) && /^[^.!…,;:"“”]+\?$/u.test(text.trim());

/** "29 5'7\" Brooklyn", "Barista": short facts in a row, not a sentence. */
const isVitals = (text: string) => {
  const norm = normalizeForMatch(text);
  return /\b\d'\s?\d|\b(1[89]|[2-9]\d)\b/.test(norm) && !/[.!?]$/.test(text) && text.split(/\s+/).length <= 6;
};
