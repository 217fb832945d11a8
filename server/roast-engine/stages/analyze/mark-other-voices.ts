import type { LineRole, ScreenLine } from "../../types";
import { answererOf, askerOf, cardSenderOf, isPostersHeading } from "./answer-heading";
import { isNameLike } from "./classify-line";
import { isListedWord } from "./lexicon";
import { isItemRow, rowItems } from "./meta-lines";

// The app announcing other people's or other things' words below: an owner's answer, a rail of
// suggestions, a reader's highlight of a book (the book's words, "Yellow highlight | Page 27").
const ANNOUNCES =
  /^(?:response|reply|answer) from\b|\balso (?:viewed|bought|liked|follow)\b|^similar (?:items|listings|posts)|^more like this|^related\b|^suggested\b|\bhighlight\b.*\b(?:page|location|loc\.?)\s*\d/i;
// Where a comment by someone else follows the person's own words; a dating card's answer follows its prompt instead.
const COMMENTABLE = new Set<LineRole>(["bio", "caption", "comment"]);
/**
 * A name and nothing else: two or three capitalised words, no punctuation ("Inês Costa", not "Your
 * Spotify Wrapped. Be"), and not a row of the app's states, every word a participle ("Mastered
 * Replayed", "Completed", "Pending").
 */
const isBareName = (text: string) => {
  const words = text.trim().split(/\s+/);
  const states = words.every((w) => /\p{L}{3,}(?:ed|ing)$/u.test(w) && isListedWord(w.toLowerCase()));
  return /^[\p{L}' -]+$/u.test(text.trim()) && words.length <= 3 && isNameLike(text) && !states;
};
/** A few words with no sentence's stop: a heading, not a sentence of an answer. */
const isHeadingLike = (text: string) => text.trim().split(/\s+/).length <= 5 && !/[.!?…)"”]$/.test(text.trim());
const CONTENT = new Set<LineRole>(["bio", "caption", "comment", "answer", "chat_message", "headline", "sticker", "detail", "name"]);

/**
 * Whose words are below the app's own lines, whatever the app: after the app announces someone
 * else ("Response from the owner", "Similar items", "People also viewed") the lines are theirs
 * until the app speaks again; and once the person has said something, a name standing alone
 * after an interface row ("23 kudos Give kudos Comment", then "Inês Costa") starts another
 * person's comment, in the column it stands in. Only ever takes words from the person, never gives
 * any, but an answer's words, which go to whom its heading names (the person's own, where it names
 * the listing's poster: "Answer from the seller").
 */
export function markOtherVoices(lines: ScreenLine[]): ScreenLine[] {
  // The column the others' words are in: left-aligned under the announcing line (a desktop
  // page's sidebar sits beside the person's own lines, at the same height).
  let others: ScreenLine["box"] | undefined;
  let ownSaid = false;
  let afterUi = false;
  // The last line given to the answerer.
  let answered: ScreenLine["box"] | undefined;
  // The name on the first author's row of a list of reviews or posts ("Gwen · Stayed 2 nights"): the person's.
  let firstAuthor: string | undefined;
  // Who answers under a review ("Reply from the owner", "Response from Lakewood"): their words are theirs, whoever an earlier pass gave them to.
  let answerer: string | undefined;
  // The card's own name ("Edwina, 44"): a message header among its answers names someone else.
  let ownName: string | undefined;
  // Whether the words the current heading answers ask a question: a listing's poster answers a
  // buyer's question on their own page, where a shop's "Seller's Response" answers a review of it.
  let answersQuestion = false;
  let lastWords = "";
  return lines.map((line) => {
    if (line.role === "name" && line.owner === "self") ownName ??= firstName(line.text);
    // A heading that names who answers is the app's, however the layout pass read it.
    // A question's heading over a page's public questions ("Bogumil asked") names whose words follow
    // the same way; in a chat, "Mum asked" on a line of its own is a wrapped message's end.
    const names = answererOf(line.text) ?? (line.role === "chat_message" ? undefined : askerOf(line.text)) ?? otherCardSender(line, ownName);
    const heading = line.owner !== "ui" && names !== undefined;
    if (names !== undefined) answersQuestion = /\?["'”’)]*$/.test(lastWords);
    else if (line.owner !== "ui") lastWords = line.text.trim();
    // The card's own name heading a reply of theirs ("Virgil Tutor 4d" under a student's comment)
    // ends the other sender's words: what follows is the person's again.
    if (!heading && ownName !== undefined && firstName(cardSender(line) ?? "") === ownName) {
      answerer = undefined;
      answered = undefined;
      others = undefined;
      return line;
    }
    // A scrap OCR read a second time inside the heading's own row ("21:" of "Dolf - 21:58") is the
    // heading's, not the app speaking again: the words under the heading are still the sender's.
    if (line.owner === "ui" && !heading && answerer !== undefined && others && answered === undefined && inRowOf(line.box, others)) return line;
    if (line.owner === "ui" || heading) {
      answerer = names;
      answered = undefined;
      const author = rowAuthor(line.text);
      firstAuthor ??= author;
      // Another name's row, once the person has spoken, opens that person's review or post ("Simon · Stayed 1 night").
      const otherAuthor = author !== undefined && ownSaid && author !== firstAuthor;
      others = ANNOUNCES.test(line.text.trim()) || answerer !== undefined || otherAuthor ? line.box : undefined;
      afterUi = true;
      return heading ? { ...line, role: "ui", owner: "ui", author: undefined } : line;
    }
    // A short line with no stop of its own, a blank line under the answer, heads what follows (a
    // dating card's next prompt, "Best first date"): the answer ended over it.
    if (answerer !== undefined && answered && line.box.y - (answered.y + answered.h) > answered.h * 1.5 && isHeadingLike(line.text)) {
      answerer = undefined;
      others = undefined;
    }
    if (answerer !== undefined && others && CONTENT.has(line.role) && underHeading(line.box, others)) {
      answered = line.box;
      // The listing's poster answering a question on their own page: their words, the person's.
      if (isPostersHeading(answerer) && answersQuestion) return { ...line, owner: "self", author: undefined };
      return { ...line, owner: "other", author: answerer || undefined };
    }
    const content = line.owner === "self" && CONTENT.has(line.role);
    // The name may already be known as someone else's (a second person's name on a profile page).
    const otherName = line.owner === "other" && line.role === "name";
    if ((otherName || (content && COMMENTABLE.has(line.role))) && afterUi && ownSaid && isBareName(line.text)) others = line.box;
    afterUi = false;
    if (content && others && Math.abs(line.box.x - others.x) < Math.max(others.h, 8) * 3) return { ...line, owner: "other" };
    if (content && COMMENTABLE.has(line.role) && line.text.split(/\s+/).length >= 3) ownSaid = true;
    return line;
  });
}

const firstName = (text: string) =>
  text
    .trim()
    .split(/[\s,]+/)[0]
    ?.toLowerCase();

/** Who sent a message set among a card's answers ("Chidozie · 7:42 PM"), when it is not the card's own name. */
function otherCardSender(line: ScreenLine, ownName: string | undefined): string | undefined {
  const sender = cardSender(line);
  return sender !== undefined && firstName(sender) !== ownName ? sender : undefined;
}
/** Who sent a message set among a card's answers, whoever it is: the card's own person too. */
const cardSender = (line: ScreenLine) => (line.role === "answer" ? cardSenderOf(line.text) : undefined);

/**
 * Whether a line is set in the column of the heading over it: at its left edge, or further left
 * by an avatar's width, where the heading sits beside the sender's picture ("Dalton wrote to you"
 * right of a round avatar, the message under both).
 */
function underHeading(box: ScreenLine["box"], heading: ScreenLine["box"]): boolean {
  const h = Math.max(heading.h, 8);
  return Math.abs(box.x - heading.x) < h * 3 || (box.x < heading.x && heading.x - box.x < h * AVATAR_REACH);
}
/** Whether a box's middle stands within another's height: the same row of the screen. */
function inRowOf(box: ScreenLine["box"], row: ScreenLine["box"]): boolean {
  const middle = box.y + box.h / 2;
  return middle >= row.y && middle <= row.y + row.h;
}
/** How far left of a heading, in its line heights, an avatar beside it reaches. */
const AVATAR_REACH = 4.5;

/** The name opening a row of the app's items ("Simon · Stayed 1 night in Aug 2026"), when the row opens on a bare name. */
function rowAuthor(text: string): string | undefined {
  const [first, ...rest] = rowItems(text.trim());
  return rest.length > 0 && first !== undefined && isBareName(first) && isItemRow(text) ? first.toLowerCase() : undefined;
}
