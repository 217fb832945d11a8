import type { Counts, UploadKind } from "../../types";
import type { RawLine } from "./build-screen-lines";
import { findReplyBar, isPrompt, normalizeForMatch } from "./classify-line";
import { GROUP_MEMBERS, readConversationLayout } from "./conversation-layout";
import { MONTH_WORD } from "./date-words";
import { isPostedLine } from "./read-author-line";

export interface KindEvidence {
  lines: RawLine[];
  counts: Counts;
  width: number;
  height: number;
  isScreenshot: boolean;
  /** A story's segmented progress bar was seen under the status bar (find-story-bar.ts). */
  storyBar?: boolean;
}

type Cue = [RegExp, number];
// Words each kind of screen draws. Weighted: one strong cue or two weak ones decide.
const CUES: Record<Exclude<UploadKind, "photo">, Cue[]> = {
  profile: [
    [/\b(edit|share) profile\b/, 3],
    [/\bjoined \w+ \d{4}\b/, 2.5],
    [/\bpeople also viewed\b/, 2],
    [/\bconnections\b/, 1.5],
    [/\badd to story\b/, 1.5],
    [/\bfollowers\b/, 1],
    [/\bfollowing\b/, 0.5],
    [/\bposts replies\b|\breplies highlights\b/, 1.5],
    [/\bfollowed by\b/, 1.5],
    [/\bprofile language\b|\bcontact info\b/, 1.5],
    [/\bsuggested for you\b/, 1],
    [/\bvideos reposts\b/, 1.5],
    [/\b(about|experience|details|intro|highlights)$/m, 0.5],
    [/\bfriends$/m, 0.5],
    [/\bmutual friends\b/, 1],
  ],
  post: [
    [/\bliked by\b/, 3],
    [/\bview all \d/, 2],
    [/\blike comment (share|repost)\b/, 3],
    [/\b(reposts|quotes)\b/, 1],
    [/\bviews\b/, 1],
    [/\bfor you\b/, 2],
    [/\boriginal sound\b/, 2.5],
    [/\breplying to\b/, 1],
    [/\bpost your reply\b/, 2.5],
    [/\bmost relevant\b/, 1.5],
    [/\bwrite a comment\b/, 2],
    [/\d+ comments\b/, 1.5],
    // A post's comments under their header and count, however the app draws the count: "Comments (4)".
    [/^comments? \d[\d,]*$/m, 2],
    [/\b\d+ (hours|days|minutes) ago\b/, 1],
    [/^post$/m, 1.5],
    [/^posts$/m, 0.5],
    [/\bshare$/m, 0.5],
  ],
  story: [
    [/\breply to \w/, 2.5],
    [/\btype something\b/, 2],
    [/\bask me\b/, 1],
    [/\bactivity\b/, 0.3],
  ],
  dating: [
    [/\b\d+\s*(miles?|km) away\b/, 3],
    [/\bactive (today|now)\b|\brecently active\b/, 2.5],
    [/\b\d'\s?\d{1,2}\b/, 1],
    [/\bnearby\b/, 1],
    // A matchmaking card's own rows: who runs the profile, the age in years, the marital status, a friend's vouch.
    [/\bprofile (?:managed|created) by\b/, 2.5],
    [/\b(?:1[89]|[2-9]\d) yrs\b/, 1.5],
    [/^(?:never married|unmarried|divorced|widowed|awaiting divorce)$/m, 1.5],
    // Its buttons and the interest another member sent: "Send Interest", "Interest from Dhruv, with a note", "Shortlist".
    [/\bsend interest\b|^interest from \p{L}/mu, 2],
    [/^shortlist(?:ed)?$/m, 1],
    [/\bvouch(?:es|ed) for\b/, 2],
  ],
  chat: [
    [/\bimessage\b/, 3],
    [/^delivered$|^read \d/m, 2],
    [/^online$|^typing/m, 2],
    // Someone in the chat writing now, by name: "Ruxandra is typing…", "Sam and Jo are typing".
    [/^\p{L}[\p{L}'’.-]*(?: (?:and )?\p{L}[\p{L}'’.-]*){0,2} (?:is|are) typing\b/mu, 2.5],
    [/^(today|yesterday) \d{1,2}:\d{2}/m, 1],
    [/^\d+ people$/m, 2],
    // A group chat's header and its receipts: "38 participants", "12 members", "Seen by 31".
    [/^\d[\d,]* participants$/m, 2.5],
    [/^\d[\d,]* members$/m, 1.5],
    // …however the app words the rest of the line: "4 members · 2 online", "Team chat: 19 members".
    [/.\b\d[\d,]* (?:members|participants)\b|\b\d[\d,]* members\b./, 1.5],
    [/\b\d+ online\b/, 1],
    // A group's header lists its members, the uploader among them: "Dad, Mum, Tolu, Kemi, You".
    [new RegExp(GROUP_MEMBERS.source, "mu"), 2.5],
    [/^(?:seen|read) by \d+/m, 2],
    [/^message$/m, 0.5],
    [/^yesterday$|^today$/m, 1],
  ],
  comment: [
    [/\bjoin the conversation\b/, 3],
    [/\badd a comment\b/, 2.5],
    [/^comments$/m, 2],
    [/\bsort by\b/, 1.5],
    [/(^|\s)r\/\w/, 1.5],
    [/(^|\s)u\/\w/, 1],
    [/\breply\b/, 0.5],
    // A forum thread's header, whatever the forum: "Started by Hollyhock3 · 27 messages", "Thread starter".
    [/\bstarted by\b|\bthread starter\b/, 2.5],
    [/^forums?\b/m, 1],
    // A mail app's thread: its buttons, a message sent "to me", a reply quoting the one before it.
    [/^reply all$/m, 2],
    [/^(?:.{2,40} [-–·•] )?to me(?:,|$)/m, 1],
    [/\bwrote:?$/m, 0.5],
  ],
};

/**
 * A comments header ("Comments", "Comments (4)", read as "comments 4"): the lines taking turns
 * under it are a thread's comments, not a chat's bubbles (Lomography's post had been read as a
 * sure chat).
 */
const COMMENTS_HEADER = /^comments?(?: \d[\d,]*)?$/m;

/**
 * Two author lines or more that end on an age ("Jelka Novak - 5h", "Keiko Tan · 3h"): a feed's
 * post and its comments, each stamped with how long ago it was posted. A chat stamps its messages
 * with a clock time ("10:42"), so bubbles taking turns under such lines are a thread's replies
 * (SideChef's cake post had been read as a sure chat, its title the sender of every line).
 */
const AGED_AUTHOR_LINES = 2;
const AGED_AUTHORS_CUE = 1.5;
const hasAgedAuthors = (lines: RawLine[]) =>
  new Set(lines.map((l) => l.text.trim()).filter((t) => isPostedLine(t) || isDatedAuthorLine(t))).size >= AGED_AUTHOR_LINES;

/**
 * An author line dated by the day ("Haakon Lindahl · Nov 28", "Liv - 29 Nov 2026"): a feed's
 * post or comment an older one. A chat dates a day apart from its senders, on a line of its own.
 * On held-out v38 a family post with three such comments was read as a chat, the app's name in its
 * header taken for the sender of the post.
 */
const DAY_DATE = new RegExp(String.raw`^(?:(?:${MONTH_WORD})\.? \d{1,2}|\d{1,2} (?:${MONTH_WORD})\.?)(?:,? \d{4})?$`, "i");
export function isDatedAuthorLine(text: string): boolean {
  const at = text.search(/\s[·•-]\s(?=[^·•-]*$)/);
  if (at < 0) return false;
  const author = text.slice(0, at).trim().split(/\s+/);
  return author.length <= 4 && /^[\p{L}@]/u.test(author[0]) && DAY_DATE.test(text.slice(at + 2).trim());
}

/** A kind and whether the screen said so: a sure kind may be stated in a roast ("your bio", "the chat"). */
export interface KindGuess {
  kind: UploadKind;
  sure: boolean;
}

/**
 * A kind is sure when the screen has one strong cue of it (or two weak ones) and no other kind
 * comes close: a screenshot with no cue is taken for a profile, which decides how its lines are
 * read, but that guess is never said.
 */
const SURE_SCORE = 2.5;
const SURE_MARGIN = 1;

/** What the upload is, from the words apps draw and from where text sits on the screen. */
export function guessKind({ lines, counts, width, height, isScreenshot, storyBar = false }: KindEvidence): KindGuess {
  const content = lines.filter((l) => l.box.y > height * 0.04);
  // What only a story's screen has, whatever its words: the progress bar and the reply bar, its
  // placeholder along the foot or over a keyboard.
  const story = (storyBar ? 3 : 0) + (lines.some((l) => replyPlaceholderOf(l, width) !== undefined) ? 3 : 0);
  // A story with one line of text over its picture is still a screen of an app, not a photo.
  if (story === 0 && !isScreenshot && content.length <= 4) return { kind: "photo", sure: true };
  if (story === 0 && content.length <= 2) return { kind: "photo", sure: !isScreenshot };
  const text = lines.map((l) => normalizeForMatch(l.text)).join("\n");
  const scores = Object.fromEntries(
    Object.entries(CUES).map(([kind, cues]) => [kind, cues.reduce((sum, [re, w]) => sum + (re.test(text) ? w : 0), 0)]),
  ) as Record<Exclude<UploadKind, "photo">, number>;
  const labels = (["followers", "following", "posts", "connections", "friends", "likes"] as const).filter((k) => counts[k] !== undefined);
  scores.profile += labels.length >= 2 ? 2 : 0;
  scores.dating += Math.min(4, lines.filter((l) => isPrompt(l.text)).length * 2);
  scores.dating += lines.some((l) => /^\p{Lu}\p{Ll}+,? (1[89]|[2-9]\d)$/u.test(l.text)) ? 1.5 : 0;
  scores.comment += Math.max(0, text.split(/\breply\b/).length - 2);
  const talk = conversationScores(content, width);
  const agedAuthors = hasAgedAuthors(content);
  scores.chat += COMMENTS_HEADER.test(text) || agedAuthors ? 0 : talk.chat;
  scores.comment += talk.comment + (agedAuthors ? AGED_AUTHORS_CUE : 0);
  scores.story += story;
  const [[best, score], [, next]] = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  if (score < 1.5) return isScreenshot ? { kind: "profile", sure: false } : { kind: "photo", sure: true };
  return { kind: best as UploadKind, sure: score >= SURE_SCORE && score - next >= SURE_MARGIN };
}

/**
 * What the layout says of a conversation (conversation-layout.ts): bubbles on both sides, and more
 * so when they take turns; senders named over their words, a group chat's or a thread's.
 */
function conversationScores(lines: RawLine[], width: number): { chat: number; comment: number } {
  const layout = readConversationLayout(lines, width);
  const bubbles = layout.twoSided ? 1.5 + (layout.sideChanges >= 3 ? 1.5 : 0) : 0;
  const thread = layout.senders >= 3 && layout.distinct >= 2;
  return { chat: bubbles + (thread ? 1 : 0), comment: thread ? 1 : 0 };
}

/**
 * The reply bar of a story along the bottom of a phone screen, as its phrase ("send message",
 * "send a chat"), however OCR spelt it; undefined when there is none.
 */
export function findStoryReplyBar(lines: RawLine[], width: number, height: number): string | undefined {
  if (height < width) return undefined;
  return lines
    .filter((l) => l.box.y > height * 0.85)
    .map((l) => replyPlaceholderOf(l, width))
    .find((phrase) => phrase !== undefined);
}

/**
 * The reply bar's phrase on a line, as a bar shows it: the field's placeholder, opening at the left
 * of the screen. The same words on a button set in the screen's right half, beside "Call" or "Like", are a
 * listing's or a profile's way to write to its owner (v37–v41's marketplaces and v41's Muslima had
 * been read as stories).
 */
function replyPlaceholderOf(line: RawLine, width: number): string | undefined {
  return line.box.x < width * PLACEHOLDER_EDGE ? findReplyBar(line.text) : undefined;
}
const PLACEHOLDER_EDGE = 0.3;
