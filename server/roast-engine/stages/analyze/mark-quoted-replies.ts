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
  return giveBackQuotesOfOthers(markQuotesOfTheUploader(lines));
}

function giveBackQuotesOfOthers(lines: ScreenLine[]): ScreenLine[] {
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

/**
 * The other way round: another sender's bubble quotes the person's message under the app's "You"
 * ("You" over "I sat on a panel as him.", then "did the real Paavo ever turn up"). The layout pass
 * took "You" for a sender's name, and gave it the left-hand lines after it. The name and the
 * quote's lines that repeat the person's earlier message are the app's; the lines after them are
 * the bubble's sender's, whoever sent the left-hand line before the quote (nobody named, often).
 */
function markQuotesOfTheUploader(lines: ScreenLine[]): ScreenLine[] {
  const read = [...lines];
  for (let i = 0; i < read.length; i++) {
    const head = read[i];
    if (head.owner !== "other" || !UPLOADER.test(head.text.trim()) || (head.author !== undefined && !UPLOADER.test(head.author))) continue;
    const own = letters(
      read
        .slice(0, i)
        .filter((l) => l.owner === "self")
        .map((l) => l.text)
        .join(" "),
    );
    // The bubble's sender: the name right over the quote ("Quirino", then "You"), or else whoever sent the last message before it.
    const over = read[i - 1];
    const sender =
      over?.owner === "other" && over.role === "name" && !UPLOADER.test(over.text.trim())
        ? over.text.trim()
        : read.slice(0, i).findLast((l) => l.owner === "other" && l.role !== "name" && !UPLOADER.test(l.author ?? ""))?.author;
    let j = i + 1;
    let quoted = "";
    while (j < read.length && read[j].owner === "other" && UPLOADER.test(read[j].author ?? "") && own.includes(quoted + letters(read[j].text))) {
      quoted += letters(read[j].text);
      j++;
    }
    if (quoted.length < MIN_LETTERS) continue;
    for (let k = i; k < j; k++) read[k] = { ...withoutAuthor(read[k]), role: "ui", owner: "ui" };
    // The layout pass gave "You" every left-hand line until the next name: the person's own lines between are theirs still.
    for (let k = j; k < read.length && (read[k].owner !== "other" || UPLOADER.test(read[k].author ?? "")); k++)
      if (read[k].owner === "other") read[k] = sender === undefined ? withoutAuthor(read[k]) : { ...read[k], author: sender };
    i = j - 1;
  }
  return read;
}

function withoutAuthor({ author: _author, ...line }: ScreenLine): ScreenLine {
  return line;
}

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
