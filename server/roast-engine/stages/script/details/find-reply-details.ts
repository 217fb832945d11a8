import type { Analysis, LineRole, ScreenLine } from "../../../types";
import { joinLines } from "../../analyze/join-quotes";
import { isListedWord } from "../../analyze/lexicon";
import { isItemRow } from "../../analyze/meta-lines";
import { reachesSide } from "../../analyze/reaches-side";
import { isForumRank } from "../../analyze/read-author-line";
import { BUTTON_WORDS, NAVIGATION_WORDS, SECTION_WORDS, UI_PATTERNS } from "../../analyze/screen-phrases";
import { checkScriptSafety } from "../check-script-safety";
import { type Detail, isWrittenLine, lineQuoteDetail } from "./detail";
import { isContentSentence } from "./find-details";
import { dropBegunElsewhere } from "./quote-edges";
import { sentenceBefore } from "./retell-setup";
import { splitQuote } from "./split-quote";
import { firstName } from "./first-name";
import { soundsLikeAName, VOWEL } from "./name-sounds";

/** Where other people write on a screen: replies, comments and a chat partner's messages. */
const REPLY_ROLES: ReadonlySet<LineRole> = new Set(["comment", "chat_message"]);
/**
 * A name as a person goes by it, read cleanly: one to three capitalised words ("Theo", "Sam
 * Whitaker"), a handle, a username in lower case joined by "_" or "." ("jessie_k", "lukas.m"), or a
 * forum's capitalised one joined by "_" ("Primrose_Q", "Rhett_W");
 * never a time, a count, or a label in capitals ("ADD FOOD").
 */
const CLEAN_NAME =
  /^(?:@[\p{L}\p{N}._]{2,30}|\p{Lu}\p{Ll}[\p{L}'’-]{0,19}(?: \p{Lu}[\p{Ll}'’.-]{0,20}){0,2}|\p{Ll}{2,}[\p{Ll}\p{N}]*[._][\p{Ll}\p{N}._]{1,24}|\p{Lu}\p{Ll}{2,}[\p{L}\p{N}]*_[\p{L}\p{N}]{1,12})$/u;
/** The app's own words that sit where a name would: "Add Food", "Reply", "Message". */
const APP_WORDS: ReadonlySet<string> = new Set(
  [...BUTTON_WORDS, ...NAVIGATION_WORDS, ...SECTION_WORDS, ...UI_PATTERNS.filter((p) => /^[a-z ]+$/.test(p))].map((w) => w.toLowerCase()),
);
/**
 * A name sounds: each word of it longer than an initial has a vowel ("Xk", read for "Kunle", has
 * none; nor has "Ah K Kk", a row of rating stars read as letters), and it opens as names do
 * (name-sounds.ts: "Sdnke" for "Sönke" does not). A handle or a username is taken as typed.
 */
const hasVowel = (author: string) =>
  /^[@\p{Ll}]/u.test(author) ||
  author
    .split(" ")
    .map((w) => w.replace(/[^\p{L}]/gu, ""))
    .every((w, i) => (i > 0 && w.length < 2) || (VOWEL.test(w) && soundsLikeAName(w)));
// A possessive heads the app's label for whose words follow ("Seller's reply", "Host's note"): it names a role, not a writer.
const isName = (author: string) =>
  CLEAN_NAME.test(author) &&
  hasVowel(author) &&
  !isForumRank(author) &&
  !/['’]s$/u.test(author) &&
  !APP_WORDS.has(author.toLowerCase()) &&
  !author.split(" ").some((w) => APP_WORDS.has(w.toLowerCase()));

/**
 * Other people's words as material said as theirs (ROAST-STYLE: "And the first reply: '…'" is
 * true and often the funniest thing on the screen): each confident reply, comment or message the
 * reader gave to someone else under a name it read cleanly, whole (a wrapped message is one block),
 * with that name as `by`. Kept apart from the person's own details (find-details.ts) so that no
 * line written for the person's words, and no second detail, ever says them as the person's.
 */
export function findReplyDetails(analysis: Analysis): Detail[] {
  const writerOf = sayableWriter(analysis);
  // Joined before they are sorted by writer: a number that ends a message on a line of its own
  // ("… the other one said" over "40.") is read as nobody's count, and is the message's end.
  const blocks = joinLines(analysis.lines, analysis.visual.width).filter((l) => writerOf(l) !== undefined);
  const seen = new Set<string>();
  const main = mainVoice(blocks.map((b) => (b.author ?? "").trim()));
  return blocks.flatMap((line, rank) => {
    // A notification banner's message is from another conversation: said beside the screen's words, it would claim a reply that never was.
    if (line.confidence < 0.8 || line.notification || isItemRow(line.text) || reachesSide(line.box, analysis.visual.width)) return [];
    const by = (line.author ?? "").trim();
    const voice = by === main ? MAIN_VOICE : 1;
    return splitQuote(dropBegunElsewhere(line.text)).flatMap((text) => {
      const key = text.toLowerCase();
      if (!isWrittenLine(text) || seen.has(key) || !checkScriptSafety(`${by} ${text}`).safe) return [];
      seen.add(key);
      return [
        {
          ...lineQuoteDetail(text, line, voice * 1.1 * (1 - Math.min(rank, 10) * 0.05)),
          by: firstName(by),
          setup: sentenceBefore(line.text, text),
        },
      ];
    });
  });
}

/** How much more a thread's main voice's lines weigh than a passer-by's. */
const MAIN_VOICE = 1.5;

/**
 * The writer a thread is about, by the blocks each writes: one who writes more blocks than anyone
 * else, two at least, answers the others (a post and its replies to the questions under it), and
 * the story on the screen is theirs; a passer-by's one line is a reaction to it. Undefined when
 * no writer speaks more than the others.
 */
export function mainVoice(writers: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const w of writers) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  return ranked[0] && ranked[0][1] >= 2 && (ranked[1]?.[1] ?? 0) < ranked[0][1] ? ranked[0][0] : undefined;
}

/**
 * The name another person's reply, comment or message may be said under: one read cleanly, not
 * the app's word, and not the page's own author's; undefined for any other line.
 */
export function sayableWriter(analysis: Analysis): (line: ScreenLine) => string | undefined {
  // A one-word name that is also a word ("Lunch" over a diary's entries) may be the app's heading,
  // and the upload's kind is too unsure a guess to tell a chat from a diary: such a name is never
  // said as a writer's, at the cost of a "Tom" or a "Sam".
  const named = (author: string) => isName(author) && (author.includes(" ") || author.startsWith("@") || !isListedWord(author));
  const owners = findAuthorsOfPage(analysis);
  return (l) => {
    const author = l.author?.trim();
    return l.owner === "other" && REPLY_ROLES.has(l.role) && author && named(author) && !owners.has(author.toLowerCase()) ? author : undefined;
  };
}

/** The badge an app sets beside the page's own author where they reply: "Brett Kowalczyk Author", "Aaron Blake Maker", "u/x OP". */
const AUTHOR_BADGE = /\s(?:author|op|maker|creator|original poster|host|owner)\s*$/i;

/**
 * Names that are the page's own author, never "someone else" (judged false blind: "Brett takes
 * this one", when Brett wrote the story): a name the app badges as the author where it replies,
 * and, on a screen the reader is not sure is a chat, a name whose words come before any of the
 * person's own (the post's author, read as a commenter over the post itself). Lower case.
 */
function findAuthorsOfPage(analysis: Analysis): Set<string> {
  const owners = new Set<string>();
  for (const line of analysis.lines) {
    const author = line.author?.trim();
    if (author && AUTHOR_BADGE.test(line.text.trim()) && line.text.trim().toLowerCase().startsWith(author.toLowerCase())) owners.add(author.toLowerCase());
  }
  if (analysis.kind === "chat" && analysis.kindSure) return owners;
  const ownFrom = Math.min(...analysis.lines.filter((l) => l.owner === "self" && isContentSentence(l.text, l.role)).map((l) => l.box.y));
  const first = analysis.lines.filter((l) => l.owner === "other" && l.author && REPLY_ROLES.has(l.role)).sort((a, b) => a.box.y - b.box.y)[0];
  if (first?.author && first.box.y < ownFrom) owners.add(first.author.trim().toLowerCase());
  return owners;
}
