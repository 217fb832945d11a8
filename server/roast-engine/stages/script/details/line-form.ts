/** A sentence's small words, which title case leaves in lower case ("Eye of the Tiger"). */
const SMALL = /^(?:a|an|and|or|but|nor|of|the|to|in|on|at|for|with|by|from|as|vs|via)$/i;

/**
 * Whether a line is set in title case: a name of something (a song, a game, a story's title, a
 * job's title), not a sentence someone typed. Every word but the small ones capitalised, two such
 * words at least; a line in capitals throughout is shouting, not a title.
 */
export function isTitleCase(text: string): boolean {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => /\p{L}/u.test(w));
  const content = words.filter((w) => !SMALL.test(w));
  if (content.length < 2 || words.length > 10 || /[.!?]\s*$/.test(text.trim())) return false;
  if (text === text.toUpperCase()) return false;
  // A row led by its date ("Nov 21 Loaf & Ladle", "21 Nov · Corner Shop") is a log's entry, not a name of something.
  if (DATE_LED.test(text.trim())) return false;
  return content.every((w) => /^[\p{Lu}\p{N}]/u.test(w));
}

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b\\.?";
const DATE_LED = new RegExp(`^(?:${MONTH}\\s+\\d{1,2}\\b|\\d{1,2}\\s+${MONTH}(?=\\s|$))`, "i");

/** Whether a line reads as a sentence someone typed: three words or more, and not a title. */
export function isSentence(text: string): boolean {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 3 && !isTitleCase(text);
}
