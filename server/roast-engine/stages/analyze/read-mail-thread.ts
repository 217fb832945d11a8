import type { LineRole, ScreenLine } from "../../types";
import { isNameLike } from "./classify-line";
import { isWriterName } from "./read-author-line";

/**
 * A mail app's thread, whatever the app: messages each under a sender's header (a name, the time,
 * and the line of whom it went to: "to me, Helmi and 26 others", "IT Service Desk - to Gesa"),
 * the earlier message quoted under a reply ("On Mon, 30 Nov 2026 at 16:20, Gisela Brenneke
 * wrote:"), greetings, sign-offs and signatures. The person is the one who took the screenshot:
 * the app writes "me" for them. A message sent "to me" is not theirs, nor is one by a name listed
 * beside "me"; where that leaves exactly one sender of words on the screen, their messages are the
 * person's. Otherwise nothing says whose inbox it is, and every message is its sender's, said as
 * theirs (the person is never given a line the screen does not show they wrote).
 */
export function readMailThread(lines: ScreenLine[]): ScreenLine[] {
  const messages = findMessages(lines);
  if (!isThread(lines, messages)) return lines;
  const owner = findOwner(messages);
  const read = lines.map((line) => ({ ...line }));
  for (const message of messages) readMessage(read, message, owner);
  return read;
}

interface Message {
  /** The sender's header line. */
  at: number;
  sender: string;
  /** The first line of the message's words, after its time and recipients. */
  from: number;
  /** The line after its last (the next header, the app's buttons or the screen's end). */
  to: number;
  recipients?: Recipients;
  /** The header's own lines after the name: the time and the recipients. */
  head: number[];
}

interface Recipients {
  me: boolean;
  /** The first names listed (lower case): "Gisela, Helmi and 26 others" lists gisela and helmi. */
  names: string[];
}

// "to me, Helmi and 26 others", "IT Service Desk - to me, Lorenz", "to Jorinde, cc Finance Team", "To: Ada".
const RECIPIENT_LINE = /^(?:[^-–·•]{2,40}?\s+[-–·•]\s+)?to:?\s+(.+)$/iu;
const RECIPIENT = /^[\p{L}][\p{L}'’.&-]*(?:\s+[\p{L}\p{N}'’.&()-]+){0,3}$/u;
const AGE_AFTER = /\s+[·•]\s+(?:\d+\s*(?:s|m|h|d|w|mins?|minutes?|hours?|hrs?|days?|weeks?)(?:\s+ago)?|yesterday|just now)$/i;
const COUNTED_OTHERS = /^(?:and\s+)?\d+\s+others?$/i;
const DAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?`;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const CLOCK = String.raw`\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?`;
/** A message's time as mail apps print it: "Tue 07:58", "Mon 9:05 AM", "Dec 1", "3 Dec", "Yesterday", "Sat". */
const TIME = new RegExp(
  String.raw`^(?:${DAY}\s*)?(?:${CLOCK}|\d{1,2}\s+${MONTH}(?:\s+\d{4})?|${MONTH}\s+\d{1,2}(?:,?\s+\d{4})?)$|^${DAY}$|^(?:yesterday|today|now|just now)(?:,?\s+${CLOCK})?$`,
  "i",
);
/** The app's buttons under a thread: the last message ends over them. */
const ACTIONS = /^(?:reply|reply all|forward)$/i;
/** A reply's heading over the message it quotes, its writer named last before "wrote:". */
const QUOTE_HEADING = /^on\s.+$/i;
const WROTE = /(?:^|\s)wrote:?$/i;
const GREETING = /^(?:hi|hello|hey|dear|morning|good (?:morning|afternoon|evening))\b[^.!?]{0,40},$/i;
const SIGN_OFF =
  /^(?:best|best wishes|all the best|kind regards|warm regards|regards|thanks|thank you|many thanks|cheers|warmly|love|yours|sent from my [\p{L} ]+)[,.!]?$/iu;

/** Recipients on a line of them, or undefined when the line is anything else. */
export function readRecipients(text: string): Recipients | undefined {
  // The message's age may close the line: "to All Staff · 2 hours ago".
  const match = RECIPIENT_LINE.exec(text.trim().replace(AGE_AFTER, ""));
  if (!match || text.split(/\s+/).length > 16) return undefined;
  const items = match[1]
    .replace(/(^|,\s*)cc:?\s+/gi, "$1")
    .split(/\s*,\s*|\s+and\s+(?=\S)|\s*&\s*/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && !COUNTED_OTHERS.test(item));
  if (items.length === 0 || !items.every((item) => /^me$/i.test(item) || RECIPIENT.test(item))) return undefined;
  return { me: items.some((item) => /^me$/i.test(item)), names: items.filter((item) => !/^me$/i.test(item)).map(firstName) };
}

/** Whether a line is a message's time as a mail app prints it. */
export const isMailTime = (text: string) => TIME.test(text.trim());

const firstName = (name: string) => name.trim().split(/\s+/)[0].toLowerCase();

/** The name a header line shows, an avatar's letter or glyph read before it dropped ("f® Mum", "a Helmi Aaltonen"). */
function senderOf(text: string): string | undefined {
  const bare = text.trim().replace(/^\S{1,2}\s+(?=\p{Lu}\p{Ll})/u, "");
  if (/^me$/i.test(bare)) return "me";
  for (const name of bare === text.trim() ? [bare] : [text.trim(), bare]) {
    if (isWriterName(name) || (isNameLike(name) && name.split(/\s+/).length <= 4 && !/[,:;]/.test(name))) return name;
  }
  return undefined;
}

/** Whether the lines are a mail app's thread (read before any role is given, to read it as a thread of messages, not a chat or a card). */
export const isMailThread = (lines: ReadonlyArray<Pick<ScreenLine, "text">>) => isThread(lines, findMessages(lines));

/** Every sender's header, with its time or recipients right under it, and the lines of words each owns. */
function findMessages(lines: ReadonlyArray<Pick<ScreenLine, "text">>): Message[] {
  const heads: Array<Omit<Message, "to">> = [];
  for (let i = 0; i < lines.length - 1; i++) {
    const sender = senderOf(lines[i].text);
    if (sender === undefined) continue;
    const head: number[] = [];
    let recipients: Recipients | undefined;
    let at = i + 1;
    if (at < lines.length && isMailTime(lines[at].text)) head.push(at++);
    if (at < lines.length) recipients = readRecipients(lines[at].text);
    if (recipients) head.push(at++);
    if (head.length === 0) continue;
    heads.push({ at: i, sender, from: at, recipients, head });
    i = at - 1;
  }
  return heads.map((m, k) => {
    const next = heads[k + 1]?.at ?? lines.length;
    const action = lines.findIndex((l, i) => i >= m.from && i < next && ACTIONS.test(l.text.trim()));
    return { ...m, to: action >= 0 ? action : next };
  });
}

/** Two senders' headers at least, and something only a mail app shows: recipients, its buttons, a quoted reply. */
function isThread(lines: ReadonlyArray<Pick<ScreenLine, "text">>, messages: Message[]): boolean {
  if (messages.length < 2) return false;
  const recipients = messages.filter((m) => m.recipients).length;
  const mailish = lines.some((l) => /^reply all$/i.test(l.text.trim()) || WROTE.test(l.text.trim()));
  return recipients >= 2 || (recipients >= 1 && mailish);
}

/** The sender the app calls "me", or the one sender of words left once every "to me" has ruled its sender and co-recipients out. */
function findOwner(messages: Message[]): string | undefined {
  if (messages.some((m) => m.sender === "me")) return "me";
  const toMe = messages.filter((m) => m.recipients?.me);
  if (toMe.length === 0) return undefined;
  const ruledOut = new Set(toMe.flatMap((m) => [firstName(m.sender), ...(m.recipients?.names ?? [])]));
  const candidates = new Set(
    messages.filter((m) => m.recipients && !m.recipients.me && m.to > m.from && !ruledOut.has(firstName(m.sender))).map((m) => firstName(m.sender)),
  );
  return candidates.size === 1 ? [...candidates][0] : undefined;
}

// The app's own roles, kept as they were read whoever's message they sit in.
const CHROME: ReadonlySet<LineRole> = new Set(["status_bar", "navigation", "button"]);

function readMessage(lines: ScreenLine[], message: Message, owner: string | undefined): void {
  const isOwn = (name: string) => owner !== undefined && (name === owner || firstName(name) === owner);
  const own = isOwn(message.sender);
  const header = lines[message.at];
  Object.assign(header, { role: "name", owner: own ? "self" : "other", author: own ? undefined : message.sender });
  for (const i of message.head) Object.assign(lines[i], { role: isMailTime(lines[i].text) ? "timestamp" : "ui", owner: "ui", author: undefined });
  // Whose the words are: the sender's, until a heading hands the rest to the writer it quotes.
  let writer = message.sender;
  let signed = false;
  for (let i = message.from; i < message.to; i++) {
    const line = lines[i];
    const text = line.text.trim();
    if (CHROME.has(line.role)) continue;
    const quoted = quotedWriter(text, lines[i + 1]?.text.trim());
    if (quoted !== undefined) {
      const wrapped = !WROTE.test(text);
      for (const at of wrapped ? [i, i + 1] : [i]) Object.assign(lines[at], { role: "other", owner: "ui", author: undefined });
      if (wrapped) i += 1;
      writer = quoted;
      signed = false;
      continue;
    }
    if (GREETING.test(text) || SIGN_OFF.test(text) || signed) {
      Object.assign(line, { role: "other", owner: "ui", author: undefined });
      continue;
    }
    const mine = isOwn(writer);
    // The sender's name closing their message ("Hedda", "Lambert (Flat 1)", "Kjeld, Flat 3"), and the lines of the signature under it.
    if (isSignature(text, writer)) {
      Object.assign(line, { role: "name", owner: mine ? "self" : "other", author: mine || writer === "" ? undefined : writer });
      signed = true;
      continue;
    }
    // What the reading took for the app's (a keyboard's keys, a draft being typed) stays the app's.
    if (line.owner === "ui") continue;
    const role: LineRole = mine ? "caption" : "comment";
    // A heading that names nobody readable leaves its quoted words nobody's said.
    Object.assign(line, { role, owner: mine ? "self" : "other", author: mine || writer === "" ? undefined : writer });
  }
}

/** The writer a reply's heading names ("On Tue, Greta Lind wrote:", maybe wrapped before "wrote:"), or undefined. */
function quotedWriter(text: string, next: string | undefined): string | undefined {
  if (!QUOTE_HEADING.test(text)) return undefined;
  const whole = WROTE.test(text) ? text : next !== undefined && WROTE.test(next) && next.split(/\s+/).length <= 4 ? `${text} ${next}` : undefined;
  if (whole === undefined) return undefined;
  const named = whole
    .replace(WROTE, "")
    .replace(/<[^>]*>/g, "")
    .trim()
    .split(/,\s*/)
    .pop()
    ?.trim();
  return named && named.length >= 2 ? named : "";
}

/** The writer's own name alone, maybe with who they are ("Juliane (Kaja's mum, Year 3)", "Kjeld, Flat 3"). */
function isSignature(text: string, writer: string): boolean {
  const first = writer.split(/\s+/)[0];
  if (first.length < 2 || !/^\p{Lu}/u.test(first)) return false;
  const escaped = first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(String.raw`^${escaped}(?:\s+\p{Lu}[\p{L}'’-]*)?(?:\s*\([^()]{1,40}\)|,\s*[\p{L}\p{N} '’]{1,30})?$`, "u").test(text);
}
