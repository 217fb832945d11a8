import { isHandle, isNameLike } from "./classify-line";
import { AGO_ABROAD, MONTH } from "./date-words";
import { type Draft, UI_ROLES } from "./line-draft";
import { isListedWord } from "./lexicon";
import {
  authorKey,
  dropAvatarGlyph,
  isAuthorHeader,
  isForumRank,
  isPersonName,
  isUsername,
  isWriterName,
  readAuthorLine,
  readByline,
  spellsName,
} from "./read-author-line";
import { isThreadStarterLine } from "./thread-starter";

/** What the writer did, before when they did it: "Answered 1 hour ago", "Stayed Sep 2025". */
const DID = "answered|asked|posted|replied|commented|edited|updated|reviewed|stayed|visited|dined|ordered|bought|purchased|travell?ed";
/** When: how long ago (in the sets' languages), or a date. */
const WHEN = String.raw`(?:\d+|an?|one)\s?(?:[smhdwy]|mo|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?)(?:\s+ago)?|${AGO_ABROAD}|yesterday|today|just now|(?:in\s+)?(?:${MONTH})\w*\.?(?: \d{1,2},?)? \d{4}|\d{1,2} (?:${MONTH})\w*\.?(?: \d{4})?`;

/**
 * A rank or a role the app prints under a writer's name with the age of their words: "Ambitious -
 * 2 hours ago", "Expert · Answered 1 hour ago", "Family with kids - Stayed Oct 2025". The label is
 * made of the language's words; the age may follow what they did, and may be a date.
 */
const BADGE_AGE = new RegExp(String.raw`^(\p{Lu}[\p{L}'-]+(?: [\p{L}\d'-]+){0,3})\s*[·•|–—-]\s*(?:(?:${DID})\s+)?(${WHEN})$`, "iu");
/**
 * The same line with no badge, opening on what the writer did and when, the app's score after it
 * maybe: "Reviewed 5 days ago - Score 10/10", "Answered 2h".
 */
const DID_AGE = new RegExp(String.raw`^(?:${DID})\s+(${WHEN})(?:\s*[·•|–—-]\s*[^.!?]{1,30})?$`, "iu");

/** A writer's header read over two lines: where it is, and whom it names. */
export interface JoinedHeader {
  index: number;
  author: string;
  /** Where the badge line under the name is. */
  badge: number;
}

/**
 * A writer's name on a line of its own with the badge and age line right under it is one author
 * header over two lines: the name names the writer, the badge names nobody ("FinnsDad_Gary" over
 * "Ambitious - 2 hours ago" is Gary, not someone called Ambitious). The name's line takes the age
 * ("FinnsDad_Gary · 2 hours ago"), as apps that print it on one line do, and the badge line becomes
 * the app's. Q&A sites and forums lay a question and its answers out this way, in any language.
 */
export function joinAuthorBadge(drafts: Draft[]): JoinedHeader[] {
  const joined: JoinedHeader[] = [];
  for (let i = 0; i + 1 < drafts.length; i++) {
    const name = drafts[i];
    // The next line under the name's row: a post's number on the row's far side ("#402") is beside it, not under.
    let under = i + 1;
    while (under + 1 < drafts.length && drafts[under].box.y < name.box.y + name.box.h * 0.6) under++;
    const badge = drafts[under];
    const badged = BADGE_AGE.exec(badge.text.trim());
    const age = badged && isBadge(badged[1]) ? badged[2] : DID_AGE.exec(badge.text.trim())?.[1];
    if (age === undefined || !isWriterName(name.text.trim())) continue;
    const gap = badge.box.y - (name.box.y + name.box.h);
    const height = Math.max(name.box.h, badge.box.h);
    if (gap > height || Math.abs(badge.box.x - name.box.x) > height * 2) continue;
    const author = name.text.trim();
    name.text = `${author} · ${age}`;
    name.role = undefined;
    name.owner = undefined;
    badge.role = "other";
    badge.owner = "ui";
    joined.push({ index: i, author, badge: under });
  }
  return joined;
}

/**
 * On a page of two or more such headers (a question and its answers), each writer's block runs from
 * their header to the next, or to the app's next line, wherever its lines start (an avatar pushes
 * the header right of the text): the first writer is the one who asked, the page's person, and so
 * is any later block under their name; every other block is its writer's. Run after the kind's
 * pass, over the lines it gave to anyone but the app.
 */
export function giveBlocksToHeaders(drafts: Draft[], joined: readonly JoinedHeader[]): void {
  if (joined.length < 2) return;
  // A badge line reads like a header ("Ambitious - 2 hours ago"); joined, it is the app's.
  const badges = new Set(joined.map((j) => j.badge));
  const named = new Map(joined.map((j) => [j.index, j.author]));
  const headers = drafts.flatMap((d, i) => {
    const author = named.get(i) ?? (i > joined[0].index && !badges.has(i) && isAuthorHeader(d.text) ? readAuthorLine(d.text)?.author : undefined);
    return author === undefined ? [] : [{ at: i, author }];
  });
  giveBlocks(
    drafts,
    headers.map((h) => ({ ...h, key: authorKey(h.author) })),
    authorKey(headers[0].author),
    badges,
  );
}

/**
 * A page of entries each under its writer's one-line header ("Maribel · Vermont · 5 days ago",
 * "drizzlebell · 1 month ago"), with no person's header above them (reviews under a recipe,
 * comments under a guide, a channel's messages): each entry is its writer's, said as theirs by
 * name, and none is the uploader's; a person's page above them (a name line, a post's byline)
 * keeps theirs, and so does the poster a thread's pass found. Run after the kind's pass: a
 * profile's reads a page without a person's header as one person's, a thread's may miss a header
 * it took for a date.
 */
export function giveBlocksToWriters(drafts: Draft[], { thread }: { thread: boolean }): void {
  // The meta line of a header over two lines ("Helmut W." over "Südstadt · vor 5 Std."): the app's.
  const metas = new Set<number>();
  const found = drafts.flatMap((d, at) => {
    const author = headerAuthor(d.text);
    if (author === undefined) return [];
    const name = at > 0 && !isHandle(author) && !isUsername(author) ? nameOver(drafts[at - 1], d) : undefined;
    if (name === undefined) return [{ at, author }];
    metas.add(at);
    return [{ at: at - 1, author: name }];
  });
  if (found.length === 0) return;
  const above = drafts.slice(0, found[0].at);
  // (The kind's pass leaves the person's lines without an owner: they are the person's unless said otherwise.)
  const persons = above.filter((d) => d.owner === undefined || d.owner === "self");
  // A person's page over the entries (a tutor's profile over reviews of them) is theirs, and an
  // entry is theirs only under their own name or a handle that spells it. The post's meta line
  // names them ("53 points by kestrel_dev 9 hours ago"), else a name line, whoever the kind's
  // pass guessed it was (a profile's second name line is "another person's").
  // A forum's "Started by …" names the thread's first writer, not the page's person.
  const bylineAt = above.findIndex((d) => readByline(d.text) !== undefined && !isThreadStarterLine(d.text));
  const pageLine =
    bylineAt >= 0 ? undefined : above.find((d) => d.owner !== "ui" && (d.role === "name" || d.role === "handle") && isPersonOrUser(d.text.trim()));
  const page = bylineAt >= 0 ? readByline(above[bylineAt].text) : pageLine?.text.trim();
  const key = writerKeys([...found.map((h) => h.author), ...(page ? [page] : [])]);
  const headers = found.map((h) => ({ ...h, key: key(h.author) }));
  // Two writers at least, each with words under their header.
  const writers = new Set(headers.filter((_, k) => blockWords(drafts, headers, k).length > 0).map((h) => h.key));
  // "Me" and "You" head the uploader's own entries: a conversation, read by its own pass.
  if (writers.size < 2 || headers.some(({ author }) => /^(?:me|you)$/i.test(author))) return;
  for (const at of metas) Object.assign(drafts[at], { role: "other", owner: "ui", author: undefined });
  if (pageLine) Object.assign(pageLine, { owner: "self", author: undefined });
  if (bylineAt >= 0) Object.assign(above[bylineAt], { role: "other", owner: "ui", author: undefined });
  // Only a title over them (a recipe's name, a product's), no person and no post or article: the app's words.
  const sentences = above.filter((d) => d.owner !== "other" && d.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= SENTENCE_WORDS);
  if (!page && sentences.length === 0)
    for (const d of persons) if (!UI_ROLES.has(d.role ?? "bio")) Object.assign(d, { role: "other", owner: "ui", author: undefined });
  // Else a thread's own pass may know its poster by the layout (the one block nobody replies to);
  // a list's writers are all others.
  const poster = thread ? headers.find(({ at }) => drafts[at].owner === "self")?.key : undefined;
  giveBlocks(drafts, headers, page ? key(page) : (poster ?? (sentences.length === 0 ? opener(drafts, headers) : undefined) ?? ""), metas);
}

/**
 * The writer whose entry opens the page and who answers under it: their header first, nothing
 * written above it, their name heading a later entry too, and their first entry the longest (a
 * post and its poster's replies under the comments). Undefined on any other page.
 */
function opener(drafts: Draft[], headers: ReadonlyArray<{ at: number; key: string }>): string | undefined {
  const [first, ...rest] = headers;
  if (!rest.some((h) => h.key === first.key)) return undefined;
  const written = (k: number) => blockWords(drafts, headers, k).length;
  const longest = rest.every((_, k) => written(k + 1) < written(0));
  return longest ? first.key : undefined;
}

/** The lines of words under the k-th header, up to the next: what its writer wrote, as the kind's pass left it. */
const blockWords = (drafts: Draft[], headers: ReadonlyArray<{ at: number }>, k: number) =>
  drafts.slice(headers[k].at + 1, headers[k + 1]?.at ?? drafts.length).filter((d) => d.owner !== "ui" && !UI_ROLES.has(d.role ?? "bio"));

/** Words that make a line above the entries a post's or an article's sentence, not a title. */
const SENTENCE_WORDS = 5;

const isPersonOrUser = (text: string) => isPersonName(text) || isHandle(text) || isUsername(text);

/**
 * One key per writer: a handle that spells a header's name is that name's ("@baptiste_o" is
 * Baptiste Oyelowo's), as apps print the name on one entry and the handle on another.
 */
function writerKeys(authors: readonly string[]): (author: string) => string {
  const names = authors.filter((a) => !isHandle(a) && !isUsername(a) && a.includes(" "));
  return (author) => {
    if (!isHandle(author) && !isUsername(author)) return authorKey(author);
    const spelled = names.find((n) => spellsName(authorKey(author), n.split(/\s+/)[0]));
    return authorKey(spelled ?? author);
  };
}

/**
 * The writer a name line right over a header names: "a Helmut W." over "Südstadt · vor 5 Std." is
 * Helmut's header, the place under his name read as nobody (an avatar's glyph before it dropped).
 */
function nameOver(above: Draft, meta: Draft): string | undefined {
  const gap = meta.box.y - (above.box.y + above.box.h);
  const height = Math.max(above.box.h, meta.box.h);
  if (gap > height || above.box.x > meta.box.x + height) return undefined;
  const name = dropAvatarGlyph(above.text);
  return isWriterName(name) && !isAuthorHeader(above.text) ? name : undefined;
}

/** A one-line writer's header: a name or username and the age of their words, nothing said after it. */
function headerAuthor(text: string): string | undefined {
  if (!isAuthorHeader(text) || DID_AGE.test(text.trim())) return undefined;
  const author = readAuthorLine(text)?.author;
  // "Reviewed · 3 days ago" is what someone did, not who: a lone word of the language names nobody.
  return author && !(/^\p{L}+$/u.test(author) && isListedWord(author)) ? author : undefined;
}

/** Each header's block to its writer, up to the next header or the app's next line after words; the `self` writer's blocks are the person's. */
function giveBlocks(drafts: Draft[], headers: ReadonlyArray<{ at: number; author: string; key: string }>, self: string, badges: ReadonlySet<number>): void {
  headers.forEach(({ at, author, key }, k) => {
    const own = key === self;
    const header = drafts[at];
    header.role = isNameLike(author) ? "name" : "handle";
    header.owner = own ? "self" : "other";
    header.author = own ? undefined : author;
    let said = false;
    const end = headers[k + 1]?.at ?? drafts.length;
    for (let i = at + 1; i < end; i++) {
      const d = drafts[i];
      if (badges.has(i)) continue;
      // A name the kind's pass read ends the block: a writer whose header this reading missed
      // ("Dwayne O." over "50th birthday - 3 weeks ago"). The app's line ends it once the writer
      // has said something (a heading over an answer); before, it is the block's own (a rating).
      // An app's role is the app's line unless the kind's pass gave it a writer ("other" is both).
      if (d.role === "name" || d.role === "handle") break;
      const app = d.owner === "ui" || (d.role !== undefined && UI_ROLES.has(d.role) && d.owner === undefined);
      if (said && (app || addresses(d.text, author))) {
        // Words to the writer by their first name after their block ("Thanks Alison! …"), under a
        // heading or not: an answer to them, someone else's, whoever the heading names (read or not).
        const to = drafts.slice(i, end).findIndex((next) => addresses(next.text, author));
        if (to >= 0)
          for (const reply of drafts.slice(i + to, end))
            if (reply.owner !== "ui" && !UI_ROLES.has(reply.role ?? "bio")) Object.assign(reply, { role: "comment", owner: "other" });
        break;
      }
      if (app) continue;
      // A count under the words ("Reply - 312 likes") stays a count, the writer's.
      if (d.role !== "count") d.role = own && k === 0 ? "caption" : "comment";
      d.owner = own ? "self" : "other";
      d.author = own ? undefined : author;
      said = true;
    }
  });
}

/** "Thanks Alison!", "Hi Leopold,", "Alison, …": the line opens by speaking to the writer by their first name. */
function addresses(text: string, author: string): boolean {
  const first = author.split(/\s+/)[0]?.replace(/[^\p{L}'-]/gu, "") ?? "";
  if (first.length < 2 || !/^\p{Lu}/u.test(first)) return false;
  return new RegExp(String.raw`^(?:(?:thanks|thank you|many thanks|hi|hello|hey|dear)(?: so much)?,?\s+)?${first}\b[,!]`, "iu").test(text.trim());
}

/**
 * A label of the language's words, not a person's name: one word ("Ambitious", "Expert"), or a
 * phrase in sentence case ("Top contributor"); "Tom Baker" is a name, whatever its words mean.
 */
const isBadge = (label: string) => {
  const words = label.split(/\s+/);
  // A rank's number is part of it ("Level 14").
  // A forum's rank is often title-cased ("Golden Member", "Diamond Member").
  if (isForumRank(label)) return true;
  return words.every((w) => isListedWord(w.toLowerCase()) || /^\d{1,4}$/.test(w)) && words.slice(1).every((w) => /^[\p{Ll}\d]/u.test(w));
};
