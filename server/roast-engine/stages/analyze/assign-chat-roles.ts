import { isNameLike } from "./classify-line";
import { isGroupHeader, isOnUploaderSide } from "./conversation-layout";
import type { Draft } from "./line-draft";
import { isAuthorHeader, isForumRank, isSectionHeading, isWriterName, readAuthorLine } from "./read-author-line";
import { isListedWord } from "./lexicon";
import type { Frame } from "./screen-frame";

/**
 * Bubbles on the right (or in the sender's colour) are the uploader's; left ones are others'. A
 * chat that names each sender over their words ("Sam Whitaker 08:44", as Slack, Discord or a
 * group does) says whose they are: the lines under a name line, in its column, are that person's,
 * and which of them is the uploader the screen does not say.
 */
export function assignChatRoles(drafts: Draft[], { width, height }: Frame): void {
  let speaker: string | undefined;
  let header: Draft | undefined;
  // A group's header says so under its name ("Dad, Mum, Tolu, Kemi, You", "4 members · 2 online"):
  // its title is the group's name, never a sender's, so a message whose sender scrolled away is nobody's.
  const group = drafts.some((d) => d.box.y < height * 0.2 && isGroupHeader(d.text));
  const first = drafts.find((d) => d.role === undefined && d.box.y < height * 0.16);
  // A title of words of the language only ("Ask Tell", a forum's board) names no one; "Mum" may.
  const title = group || (first && isCommonWords(first.text)) ? undefined : first;
  // The last left-hand message line: a short line right under it is its wrap, not a sender ("Roma").
  let lastLeft: Draft | undefined;
  let previous: Draft | undefined;
  for (const d of drafts) {
    const above = previous;
    previous = d;
    // A forum member's line under their name ("Registered Mar 3, 2011", "Joined 2019"): the app's,
    // and the name over it heads the post under both.
    if (MEMBER_SINCE.test(d.text.trim())) {
      d.role = "ui";
      d.owner = "ui";
      d.author = undefined;
      if (above && isWriterName(above.text.trim()) && !isSectionHeading(above.text)) {
        above.role = "name";
        above.owner = "other";
        above.author = above.text.trim();
        header = above;
        speaker = above.author;
      }
      continue;
    }
    // A bare handle over words in its column ("kostas_tactics", then his message) names their sender.
    if (d.role === "handle" && d.box.y > height * 0.16 && !isOnUploaderSide(d.box, width)) {
      d.owner = "other";
      d.author = d.text.trim();
      header = d;
      continue;
    }
    // A name and the message's age, read as a timestamp ("Yorick · 52m", "Valdis Ombré - 48m"),
    // heads a comment thread's next message: the lines under it are that writer's, not the last name's.
    const dated = d.role === "timestamp" && d.box.y > height * 0.16 ? readAuthorLine(d.text) : undefined;
    if (dated && !dated.rest && isAuthorHeader(d.text)) {
      d.role = "name";
      d.owner = "other";
      d.author = dated.author;
      header = d;
      continue;
    }
    if (d.role !== undefined) {
      if (d.role !== "timestamp" && d.role !== "count") header = undefined;
      continue;
    }
    if ((d.box.y < height * 0.16 && !wrapsBelowHeader(d, drafts, { width, height })) || d.box.y > height * 0.9) {
      d.role = "ui";
      continue;
    }
    const named = readAuthorLine(d.text);
    // A post's number and age ("#38 - Today 12:41 AM") heads a post, but names no one.
    if (named && !/\p{L}/u.test(named.author)) {
      d.role = "ui";
      d.owner = "ui";
      header = undefined;
      speaker = undefined;
      continue;
    }
    if (named && !named.rest && isAuthorHeader(d.text)) {
      d.role = "name";
      d.owner = "other";
      d.author = named.author;
      header = d;
      continue;
    }
    if (header && Math.abs(d.box.x - header.box.x) < Math.max(header.box.h, 8) * 1.5) {
      d.role = "chat_message";
      d.owner = "other";
      d.author = header.author;
      continue;
    }
    header = undefined;
    // A member's rank under their name is the app's, and the post under both is still theirs.
    if (isForumRank(d.text)) {
      d.role = "ui";
      d.owner = "ui";
      continue;
    }
    // A section's heading ("Known Flaws", "Seller's Description") is the page's: the lines under it
    // are no earlier sender's.
    if (isSectionHeading(d.text)) {
      d.role = "ui";
      d.owner = "ui";
      speaker = undefined;
      continue;
    }
    const right = isOnUploaderSide(d.box, width);
    // Short by its words, not only its box: an avatar read with the name widens the box ("Priyanka J.").
    // A qualifier in brackets is no part of the name's length: "Irina (Flat 2)".
    const nameWords = d.text.replace(/\s+\([^()]{1,20}\)$/u, "").split(/\s+/).length;
    const wraps =
      lastLeft !== undefined && Math.abs(d.box.x - lastLeft.box.x) < lastLeft.box.h && d.box.y - (lastLeft.box.y + lastLeft.box.h) < lastLeft.box.h * 0.6;
    // A field's label over its value or a note ("Seats", "Duration", "TIMELINE") is the app's: the
    // lines under it are no one's it names.
    if (!right && isLabelWord(d.text)) {
      d.role = "ui";
      d.owner = "ui";
      speaker = undefined;
      continue;
    }
    if (!right && !wraps && isNameLike(d.text) && nameWords <= 2 && (d.box.w < width * 0.3 || d.text.length <= 24)) {
      d.role = "name";
      d.owner = "other";
      speaker = d.text;
      continue;
    }
    d.role = "chat_message";
    d.owner = right ? "self" : "other";
    if (!right) d.author = speaker ?? title?.text;
    lastLeft = right ? undefined : d;
  }
  giveTwoSidedChatToItsVoice(drafts, title);
}

/**
 * A bubble of the person's that starts in the header's band and wraps under it ("Loud. Twelve
 * seven-year-olds" over "and one cake."), the chat scrolled up to its top: a message, not the header,
 * however many of its lines are in the band.
 * A header's lines are at the screen's left or centre, never set in on the uploader's side.
 */
function wrapsBelowHeader(d: Draft, drafts: Draft[], { width, height }: Pick<Frame, "width" | "height">): boolean {
  if (!isOnUploaderSide(d.box, width)) return false;
  // The bubble's lines, one under the next at its left edge, until one is under the band.
  for (let at = drafts.indexOf(d), line = d; at + 1 < drafts.length; at++) {
    const next = drafts[at + 1];
    if (Math.abs(next.box.x - line.box.x) >= line.box.h || next.box.y - (line.box.y + line.box.h) >= line.box.h * 0.6) return false;
    if (next.box.y >= height * 0.16) return true;
    line = next;
  }
  return false;
}

/** How much more one side of a chat must say to be the voice the screenshot is about. */
const MAIN_VOICE_SHARE = 1.5;

/**
 * A chat of two sides and no sender's name over any message (a one-to-one chat): the screen does
 * not say whose it is, but whoever fills it is who it was taken for. People screenshot the other
 * side's messages to share them ("my landlord said…"), and their own when they roast themselves:
 * when the left side says half as much again as the right, its messages are the person's (the
 * chat's title, a name, is theirs), and the uploader's replies are nobody's to quote.
 */
function giveTwoSidedChatToItsVoice(drafts: Draft[], title: Draft | undefined): void {
  const messages = drafts.filter((d) => d.role === "chat_message");
  // A name is a sender's only over words: one with no message under it (a keyboard's keys or a
  // quick-reply chip read as a word) names nobody in this chat.
  // A banner's sender (find-notification.ts) sends nothing in this chat.
  const sends = (name: Draft) => !name.notification && drafts.slice(drafts.indexOf(name) + 1).some((d) => d.role === "chat_message");
  if (drafts.some((d) => d.role === "name" && sends(d)) || messages.some((d) => d.owner === "other" && d.author !== title?.text)) return;
  const words = (owner: Draft["owner"]) =>
    messages.filter((d) => d.owner === owner).reduce((sum, d) => sum + d.text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length, 0);
  const left = words("other");
  const right = words("self");
  if (right === 0 || left < right * MAIN_VOICE_SHARE) return;
  for (const d of messages) {
    if (d.owner === "other") {
      d.owner = "self";
      d.author = undefined;
    } else d.owner = "other";
  }
  if (title && isNameLike(title.text)) {
    title.role = "name";
    title.owner = "self";
  }
}

/** A forum member's standing under their name: when they joined, never words of theirs. */
const MEMBER_SINCE = /^(?:registered|joined|member since)\b.*\d/i;

/** Words of the language only, two or more: a board's or a section's title, not a person's name. */
const isCommonWords = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && words.every((w) => isListedWord(w.toLowerCase().replace(/[^\p{L}'’]/gu, "")));
};

/**
 * One word of the language that no one is called: set in capitals ("TIMELINE", "READINESS"), a
 * plural ("Seats", "Scenes") or an abstract noun ("Duration", "Transmission", "Intensity"). A
 * contact saved as a word ("Mum", "Boss") or a name that is one ("Rose", "Grace") is neither.
 */
export function isLabelWord(text: string): boolean {
  const word = text.trim();
  if (!/^\p{L}+$/u.test(word) || word.length < 4) return false;
  const lower = word.toLowerCase();
  if (!isListedWord(lower)) return false;
  if (/^\p{Lu}+$/u.test(word)) return true;
  if (/[^s]s$/.test(lower) && isListedWord(lower.slice(0, -1))) return true;
  if (/ies$/.test(lower) && isListedWord(`${lower.slice(0, -3)}y`)) return true;
  return /(?:tion|sion|ness|ment|ity|ance|ence)$/.test(lower);
}
