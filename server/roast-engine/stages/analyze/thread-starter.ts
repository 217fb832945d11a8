import { isWriterName, PAGE_NOUNS, readByline } from "./read-author-line";

/**
 * A forum thread's header naming who started it ("Started by Hollyhock3 · 27 messages", "Thread
 * starter"): every member's post under it weighs the same, and no line says which of them uploaded the screen.
 */
export const isThreadStarterLine = (text: string) => /\bstarted by\b|\bthread starter\b/i.test(text) && readByline(text) !== undefined;

/** A thread's tally beside its starter's name: its replies, its pages ("· 64 replies", "· Page 2 of 2", "· 126 replies · Page 7"). */
const THREAD_TALLY =
  /^(.{2,30}?)\s+[·•\-–]\s+(?:\d[\d,.]*k? (?:replies|posts|messages|comments)|page \d+(?: of \d+)?)(?:\s+[·•\-–]\s+(?:\d[\d,.]*k? \p{L}+|page \d+(?: of \d+)?))*$/iu;

/**
 * Who started the thread whose title is over this line: "Started by Hollyhock3 · 27 messages",
 * or a name beside the thread's tally alone ("Radley · Page 2 of 2", "Regan · 64 replies"), as a
 * forum prints its starter under the title.
 */
export function threadStarterOf(text: string): string | undefined {
  if (isThreadStarterLine(text)) return readByline(text);
  const name = THREAD_TALLY.exec(text.trim())?.[1];
  if (name === undefined) return undefined;
  // Beside a thread's tally a capitalised word is its starter even when it is also a word ("Ottar",
  // "Pearl"), but not a plural or a page's own noun ("Reviews · Page 2", "Description · 3 replies").
  const word = /^\p{Lu}\p{Ll}{2,}$/u.test(name) && !/[^s]s$/.test(name) && !PAGE_NOUNS.has(name.toLowerCase());
  return isWriterName(name) || word ? name : undefined;
}
