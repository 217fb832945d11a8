import type { ScreenLine, UploadKind } from "../../types";
import { isHandle } from "./classify-line";
import { isGarbledLine } from "./clean-ocr-text";
import { isListedWord } from "./lexicon";
import { isOwnerHeader } from "./own-author-lines";
import { authorKey, dropAvatarGlyph, dropGlyphBeforeLogin, isLoginToken, isWriterName, readAuthorLine, readByline } from "./read-author-line";
import { threadStarterOf } from "./thread-starter";

// Lines that are someone's words or their name: the pass below may give them to another writer.
const CONTENT_ROLES = new Set<ScreenLine["role"]>(["name", "handle", "bio", "caption", "comment", "detail", "headline", "answer", "other"]);

/** Words with two letters or more: a sentence's, not a row of icons and counts ("Q12k OD 46"). */
const letterWords = (text: string) => text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;

/**
 * A post with replies, read by its layout whatever the app: the post's body is the first block of
 * prose set across the full column, and the replies under it are indented beside their writers'
 * avatars. The body is the poster's, and the poster is the uploader, however its header was read
 * (a handle on an icon row, a diary with no header at all, a first commenter taken for the author).
 * Under it, each reply is its writer's: the poster's own only when the poster's name or handle
 * heads it. A page without that shape (no indented replies under a full-width body) is left as read.
 */
export function ownPostBody(lines: ScreenLine[], { kind, width }: { kind: UploadKind; width: number }): ScreenLine[] {
  if (kind !== "comment" && kind !== "post") return lines;
  // A forum's thread ("Started by seafever_dot · 46 replies") is its starter's and its posters', whoever uploaded it.
  if (lines.some((l) => threadStarterOf(l.text) !== undefined)) return lines;
  const body = findBody(lines, width);
  if (!body) return lines;
  const { from, to, margin } = body;
  const indent = margin + width * 0.06;
  // Replies sit indented under the body, their prose starting beside an avatar; a forum's posts
  // start at the same margin as the first, each its writer's, none of them the uploader's for sure.
  const after = lines.slice(to).filter((l) => CONTENT_ROLES.has(l.role) && letterWords(l.text) >= 4 && isWords(l) && l.box.x < width * 0.5);
  const indented = after.filter((l) => l.box.x >= indent).length;
  const flat = after.filter((l) => Math.abs(l.box.x - margin) <= width * 0.03).length;
  if (indented < 2 || indented <= flat) return lines;
  // The poster, as the lines over the body name them, and whoever the layout already gave the body to.
  const poster = new Set<string>();
  for (const [i, l] of lines.slice(0, from).entries()) {
    const name = i >= from - 5 || (l.owner === "self" && (l.role === "name" || l.role === "handle")) ? writerOf(l.text) : undefined;
    if (name) poster.add(authorKey(name));
  }
  for (const l of lines.slice(from, to)) if (l.author) poster.add(authorKey(l.author));
  const out = lines.map((l) => ({ ...l }));
  for (const l of out.slice(from, to)) {
    l.role = "caption";
    l.owner = "self";
    delete l.author;
  }
  let speaker: string | undefined;
  for (const [index, l] of out.entries()) {
    if (index < to || !CONTENT_ROLES.has(l.role)) continue;
    // A writer's line may start at the margin: its avatar, read as a letter, stands before the name.
    const name = isSentence(l.text) ? undefined : writerOf(l.text);
    if (name) {
      speaker = name;
      // The app's own mark for the page's writer (a seller's badge or record) makes them the poster.
      if (isOwnerHeader(lines, index, name)) poster.add(authorKey(name));
      // As assign-thread-roles.ts marks an author: a login's signs make it a handle.
      l.role = /[@._/]/.test(name) ? "handle" : "name";
      giveTo(l, name, poster);
      continue;
    }
    if (!speaker || l.box.x < indent - width * 0.04 || !isWords(l) || (l.role === "other" && l.owner === "ui")) continue;
    l.role = l.role === "other" || l.role === "caption" || l.role === "detail" ? "comment" : l.role;
    giveTo(l, speaker, poster);
  }
  return out;
}

/** A line given to its writer: the person's own when the writer is the poster, else said as the writer's. */
function giveTo(line: ScreenLine, writer: string, poster: ReadonlySet<string>): void {
  const own = poster.has(authorKey(writer));
  line.owner = own ? "self" : "other";
  if (own) delete line.author;
  else line.author = writer;
}

/**
 * The post's body: two lines or more of prose in a row, at the content's left edge, that say a
 * sentence of a dozen words or more, before any indented reply. Undefined when the first prose on
 * the page is indented (a thread of replies only) or too short to be a post.
 */
function findBody(lines: ScreenLine[], width: number): { from: number; to: number; margin: number } | undefined {
  const prose = lines.filter((l) => letterWords(l.text) >= 4 && isWords(l));
  if (prose.length === 0) return undefined;
  const margin = Math.min(...prose.map((l) => l.box.x));
  const atMargin = (l: ScreenLine) => Math.abs(l.box.x - margin) <= width * 0.03;
  const indent = margin + width * 0.06;
  for (let from = 0; from < lines.length; from++) {
    const l = lines[from];
    if (!isWords(l)) continue;
    // An indented sentence before any body: a page of replies, whose post is off the screen.
    if (l.box.x >= indent && /[.!?]\s*$/.test(l.text.trim()) && letterWords(l.text) >= 5) return undefined;
    if (!atMargin(l) || letterWords(l.text) < 4 || writerOf(l.text)) continue;
    let to = from + 1;
    while (to < lines.length && atMargin(lines[to]) && isWords(lines[to]) && letterWords(lines[to].text) >= 1 && !writerOf(lines[to].text)) {
      const [above, line] = [lines[to - 1], lines[to]];
      if (line.box.y - (above.box.y + above.box.h) > line.box.h * 1.2) break;
      // After a finished sentence, a row of a word or two is the post's counts ("fy 38props D9"), not more of it.
      if (/[.!?]$/.test(above.text.trim()) && letterWords(line.text) < 3) break;
      to += 1;
    }
    const text = lines
      .slice(from, to)
      .map((b) => b.text)
      .join(" ");
    if (to - from >= 2 && letterWords(text) >= 12 && /[.!?]/.test(text)) return { from, to, margin };
    from = to - 1;
  }
  return undefined;
}

/** A line that reads as words, not OCR debris or the app's own chrome. */
const isWords = (l: ScreenLine) => !isGarbledLine(l.text, l.confidence) && l.role !== "status_bar" && l.role !== "navigation" && l.role !== "button";

/** A sentence of someone's: it ends on a full stop, or it runs past a name's length. */
const isSentence = (text: string) => /[.!?]\s*$/.test(text.trim()) || letterWords(text) > 4;

/** The writer a header line names ("Hannelore Brandt · 4h", "a @kipper.the.pointer", "5y lidia.pinto"), or undefined. */
function writerOf(text: string): string | undefined {
  const name = readWriter(text);
  // A row of icons and counts is no one ("O23 D6"): a name has a run of letters, and digits only in a login.
  return name && /\p{L}{3}/u.test(name) && !(/\d/.test(name) && /\s/.test(name)) ? name : undefined;
}

function readWriter(text: string): string | undefined {
  const read = readAuthorLine(text);
  if (read && read.rest === "") return read.author;
  // "Review by filmbro_theo": a post's byline names its writer.
  const byline = readByline(text);
  if (byline) return byline;
  // A login or a name, maybe after its avatar read as a sign or two ("a genoveva", "5y lidia.pinto").
  const bare = dropGlyphBeforeLogin(dropAvatarGlyph(text));
  if (isHandle(bare) || isWriterName(bare) || isLooseName(bare.split(/\s+/))) return bare;
  if (!/\s/.test(bare) && isLoginToken(bare)) return bare;
  // A name of two or three words after an avatar read as one or two letters ("aQ lona MacRae", its
  // "I" read as "l"): no word of the language but the surname, set in capitals.
  const [glyph, ...rest] = text.trim().split(/\s+/);
  if (glyph.length > 2 || rest.length < 2 || rest.length > 3) return undefined;
  return isWriterName(rest.join(" ")) || isLooseName(rest) ? rest.join(" ") : undefined;
}

/** Two words that are no words of the language, the surname in capitals: a name whose first letter OCR misread ("lona MacRae"). */
function isLooseName(words: string[]): boolean {
  const surname = words.at(-1) ?? "";
  return words.length === 2 && /^\p{Lu}\p{L}+$/u.test(surname) && words.every((w) => /^\p{L}+$/u.test(w) && !isListedWord(w.toLowerCase()));
}
