/**
 * A form's or a page's heading, in any app: the short noun phrase an app prints above a block of
 * someone's words to say what the block is ("Delivery instructions", "Advice to Management",
 * "Pros", "Tasting notes", "Your review"). Nobody writes these; quoting one as the person's own
 * line is a false statement (ROAST-STYLE rule 6). Recognised by shape, not by app: one to four
 * words, no sentence's punctuation, digits or first-person words, ending in a noun that names a
 * kind of text or field, or of the form "advice to management", "note for the driver". Takes text
 * normalised by classify-line's normalizeForMatch.
 */
const FIELD_NOUNS = new Set([
  "advice",
  "amenities",
  "answer",
  "answers",
  "comments",
  "cons",
  "description",
  "feedback",
  "features",
  "ingredients",
  "instructions",
  "note",
  "notes",
  "preferences",
  "pros",
  "question",
  "questions",
  "requirements",
  "specifications",
  "specs",
  "summary",
  "tips",
  "title",
]);
/** What a heading addresses a note or advice to: "to management", "for the driver", "for seller". */
const ADDRESSED = /^(?:advice|note|notes|message|tips|instructions|a note|a message) (?:to|for) (?:the )?\p{L}+(?: team)?$/u;
/** Words a person's own line has and a heading does not. */
const PERSONAL = /\b(?:i|i'm|i've|me|my|mine|we|we're|us|our)\b/;
/** A sentence's small words, which a heading's few words never hold. */
const SMALL = /^(?:a|an|and|or|but|of|with|in|on|at|is|are|was|be|so|not|no|just|too|very)$/;

export function isSectionHeading(normalised: string): boolean {
  const text = normalised.trim();
  const words = text.split(" ");
  if (text === "" || words.length > 4 || /[\d.!?,'"#@:]/.test(text) || PERSONAL.test(text)) return false;
  if (ADDRESSED.test(text)) return true;
  if (!FIELD_NOUNS.has(words[words.length - 1])) return false;
  // One word is a heading on its own ("Pros", "Summary"); longer, the words before the noun say
  // which kind ("Delivery instructions", "Your tasting notes"), never a sentence's small words.
  return words.slice(0, -1).every((w) => !SMALL.test(w));
}
