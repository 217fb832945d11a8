import type { Frame } from "./screen-frame";
import { isNameLike } from "./classify-line";
import { looksLikeJobTitle } from "./job-title";
import { type Draft, findAuthor, isUiRole } from "./line-draft";
import { findThreadOwner } from "./find-thread-owner";
import { authorKey, isOneTokenUser, isPostedLine, readAuthorLine } from "./read-author-line";
import { threadStarterOf } from "./thread-starter";

// Interface lines after which a thread's comments start.
const COMMENTS_START = /comment|repl|most relevant|sort by|view all|view \d|join the conversation|like comment|top fans/i;

/**
 * A post or a comment thread: its author (the first handle or name), their caption or text, then
 * the comments, each with its author. Only the post's author is "self"; everyone else is "other",
 * unless the author answers in their own thread.
 */
export function assignThreadRoles(drafts: Draft[], { height }: Frame): void {
  // The author is looked for before the comments start: a thread whose poster is not shown
  // (a Reddit post read without its "u/…") still has its title and text as the person's words.
  const firstComments = drafts.findIndex((d) => isUiRole(d.role) && COMMENTS_START.test(d.text) && !/^liked by/i.test(d.text));
  const forumAt = drafts.findIndex((d, i) => (firstComments < 0 || i <= firstComments) && threadStarterOf(d.text) !== undefined);
  const starter = forumAt < 0 ? undefined : threadStarterOf(drafts[forumAt].text);
  const found = starter ? { index: forumAt, author: starter, byline: true } : findAuthor(drafts, 0, firstComments < 0 ? drafts.length : firstComments);
  // No post header over the comments: the post's own caption may open them (find-thread-owner.ts).
  const owner = found ?? (firstComments < 0 ? undefined : findThreadOwner(drafts, firstComments + 1));
  // In a forum thread the title is its starter's, and each post its writer's, none of them the uploader's for sure.
  const forum = starter !== undefined;
  const titleFrom = forum ? titleStart(drafts, forumAt) : 0;
  const selfKeys = new Set(owner && !forum ? [authorKey(owner.author)] : []);
  // Over a byline is the post's title, theirs; over a name or handle, the app's header.
  let phase: "head" | "body" | "comments" = found && !found.byline ? "head" : "body";
  let speaker: string | undefined;
  const isSelf = (author: string) => selfKeys.has(authorKey(author));
  for (const [i, d] of drafts.entries()) {
    if (found && i === found.index) {
      if (found.byline) {
        // Points, age and comments: the app's line, whose author is known now.
        d.role = "other";
        d.owner = "ui";
      } else markAuthor(d, found.author, "self");
      // Under a forum's byline, its posts start at once.
      phase = forum ? "comments" : "body";
      continue;
    }
    // "Renée Park" then "@renee_takes" under it: one author, known by both.
    if (found && i === found.index + 1 && d.role === "handle" && !forum) {
      selfKeys.add(authorKey(d.text));
      d.owner = "self";
      continue;
    }
    if (isUiRole(d.role) || d.role === "count") {
      // "Reply · 312 likes" under a comment counts that comment's likes, not the poster's.
      if (phase === "comments" && d.role === "count") d.owner = speaker && isSelf(speaker) ? "self" : "other";
      if (phase === "body" && i > (found?.index ?? -1) && COMMENTS_START.test(d.text) && !/^liked by/i.test(d.text)) phase = "comments";
      continue;
    }
    // Over the forum's byline: its title, the starter's words; over that, the forum's own header.
    if (forum && found && i < found.index) {
      d.role = i >= titleFrom ? "comment" : "other";
      d.owner = i >= titleFrom ? "other" : "ui";
      if (i >= titleFrom) d.author = found.author;
      continue;
    }
    if (phase === "head") {
      d.role ??= "other";
      d.owner = "ui";
      continue;
    }
    const header = d.role === undefined || d.role === "handle" ? readAuthorLine(d.text) : undefined;
    // Right under the post's author, a place and a date ("Snowdonia · Sat 5 Dec", v40's FATMAP) is
    // where and when they posted it, never another writer starting the comments.
    if (header && !header.rest && phase === "body" && found && !found.byline && i === found.index + 1) {
      d.role = "other";
      d.owner = "ui";
      continue;
    }
    if (header && (phase === "comments" || !isSelf(header.author))) {
      phase = "comments";
      speaker = header.author;
      markAuthor(d, header.author, isSelf(header.author) ? "self" : "other");
      if (header.rest) {
        d.role = "comment";
        d.text = header.rest;
      }
      continue;
    }
    if (phase === "body") {
      // The community or group line over a post ("r/Cooking · 2h") is the app's, whoever posted.
      if (d.role === undefined && !header && isPostedLine(d.text)) {
        d.role = "other";
        d.owner = "ui";
        continue;
      }
      if (header) d.text = header.rest || d.text;
      if (d.role === "handle" || d.role === "hashtag" || d.role === "detail") {
        d.owner = "self";
        continue;
      }
      const underAuthor = i === (found?.index ?? -2) + 1 && !/[.!?]$/.test(d.text);
      // Under the author: their job (LinkedIn) or the place the photo was taken (Instagram).
      d.role = underAuthor && looksLikeJobTitle(d.text) ? "headline" : underAuthor && isNameLike(d.text) ? "detail" : "caption";
      d.owner = "self";
      continue;
    }
    // Comments: a bare name line introduces the next commenter; the lines under it are theirs. In a
    // forum, so does a username alone on its line ("quietNyquist", "Raimo_K"), a post's number beside it.
    // A word closing a sentence on its own line ("Monday.") is the sentence's end wrapped, never a username.
    const username = forum && d.role === undefined && isOneTokenUser(d.text.trim()) && !/[.!?]$/.test(d.text.trim());
    // Nor is a name a question's or a sentence's last words wrapped ("Pen-y-Pass?" under "what time did you set off from").
    const named = d.role === undefined && isNameLike(d.text) && d.text.split(/\s+/).length <= 3 && !/[.!?]$/.test(d.text.trim());
    if (named || d.role === "handle" || username) {
      speaker = d.text;
      markAuthor(d, d.text, isSelf(d.text) ? "self" : "other");
      continue;
    }
    if (d.role === undefined || d.role === "hashtag" || d.role === "detail") {
      d.role = "comment";
      d.owner = speaker && isSelf(speaker) ? "self" : "other";
      if (speaker) d.author = speaker;
    }
  }
  // A post's author line may sit under the photo (TikTok): lines over it are the app's.
  if (found && drafts[found.index].box.y > height * 0.6) {
    for (const d of drafts.slice(0, found.index)) if (d.owner === undefined && d.role === undefined) d.role = "other";
  }
}

/** The first line of the title over a forum's byline: the lines set close together right above it, three at most. */
function titleStart(drafts: Draft[], byline: number): number {
  let from = byline - 1;
  while (from > 0 && byline - from < 3) {
    const [above, line] = [drafts[from - 1], drafts[from]];
    if (isUiRole(above.role) || line.box.y - (above.box.y + above.box.h) > line.box.h * 0.6) break;
    from -= 1;
  }
  return Math.max(0, from);
}

function markAuthor(d: Draft, author: string, owner: "self" | "other"): void {
  d.role = d.role === "handle" || /[@._/]/.test(author) ? "handle" : "name";
  d.owner = owner;
  if (owner === "other") d.author = author;
}
