import type { ScreenLine } from "../../types";
import { editDistance, squash as letters } from "./classify-line";

/** Enough letters that a repeat is no coincidence ("ok", "see you"). */
const MIN_LETTERS = 15;
/** A quoted message may wrap over this many lines of the reply's bubble. */
const MAX_LINES = 4;
/** OCR reads the two copies apart: one slip in ten letters still makes them the same words. */
const SLIPS = 0.1;

/**
 * A reply in a chat or a thread shows the message it answers inside the replier's own bubble,
 * under its sender's name ("Mum" over "I didn't know that was you!! why didn't you say", then the
 * reply): lines of the person's that repeat, all but OCR's slips, the start of a message another
 * sender sent above them are that sender's, and the name over them is the app's. Only
 * takes words from the person, never gives any.
 */
export function markQuotedReplies(lines: ScreenLine[]): ScreenLine[] {
  const said = othersMessages(lines);
  if (said.length === 0) return lines;
  const read = [...lines];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].owner !== "self") continue;
    let quoted: { last: number; author: string } | undefined;
    let words = "";
    for (let j = i; j < Math.min(lines.length, i + MAX_LINES) && lines[j].owner === "self"; j++) {
      words += letters(lines[j].text);
      // A quote repeats a message sent before it: the one above is the original.
      const author = words.length >= MIN_LETTERS ? said.find((m) => m.at < i && startsAlike(m.words, words))?.author : undefined;
      if (author !== undefined) quoted = { last: j, author };
    }
    if (!quoted) continue;
    for (let k = i; k <= quoted.last; k++) read[k] = { ...read[k], owner: "other", author: quoted.author };
    const above = read[i - 1];
    if (above?.owner === "self" && letters(above.text) === letters(quoted.author)) read[i - 1] = { ...above, role: "ui", owner: "ui", author: undefined };
    i = quoted.last;
  }
  return read;
}

const UPLOADER = /^(?:you|me)$/i;

/** Each other sender's message as one run of letters: their consecutive lines under one name. */
function othersMessages(lines: ScreenLine[]): { author: string; words: string; at: number }[] {
  const messages: { author: string; words: string; at: number }[] = [];
  let previous: ScreenLine | undefined;
  for (const [at, line] of lines.entries()) {
    // "You" over a quote is the uploader named by the app, no other sender.
    if (line.owner === "other" && line.author && !UPLOADER.test(line.author) && line.role !== "name" && line.role !== "handle") {
      const last = messages.at(-1);
      if (last && previous?.owner === "other" && previous.author === line.author) last.words += letters(line.text);
      else messages.push({ author: line.author, words: letters(line.text), at });
    }
    previous = line;
  }
  return messages.filter((m) => m.words.length >= MIN_LETTERS);
}

/** Whether the person's words are the message's opening, all but OCR's slips. */
function startsAlike(message: string, words: string): boolean {
  if (words.length > message.length + Math.ceil(message.length * SLIPS)) return false;
  const head = message.slice(0, words.length);
  return editDistance(head, words) <= Math.max(1, Math.floor(words.length * SLIPS));
}
