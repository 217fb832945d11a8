import type { ScreenLine } from "../../types";
import { WRITTEN_ROLES } from "./assign-line-roles";
import { isHandle } from "./classify-line";
import { SELLER_ROW } from "./meta-lines";
import { authorKey, dropGlyphBeforeLogin, spellsName } from "./read-author-line";

/**
 * The badge an app sets after the page's own writer where they answer in its comments: "Winnifred
 * Creator · 4d", "Sune Seller · 1d", "rutger_n · OP · 4h". The app vouches for who it is, so a
 * first name is enough here, where elsewhere only a handle is.
 */
const BADGES = "creator|author|op|host|seller|owner|landlord";
const OWNER_BADGE = new RegExp(`^(?:${BADGES})\\b`, "i");
const BADGE_WORD = new RegExp(`^(?:${BADGES})$`, "i");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether an author line carries the badge of the page's own writer right after the name, or read as its last word ("Vaiva Seller"). */
const hasOwnerBadge = (line: ScreenLine): boolean => line.owner === "other" && line.author !== undefined && isBadgedWriter(line.text, line.author);

function isBadgedWriter(text: string, writer: string): boolean {
  const words = writer.trim().split(/\s+/);
  // "The owner" answering under a review ("Reply from the owner") is the business's, named by no name: no badge of the page's writer.
  if (/^(?:the|a|an|our|your)$/i.test(words[0] ?? "")) return false;
  if (words.length >= 2 && BADGE_WORD.test(words[words.length - 1])) return true;
  // After an avatar's glyph OCR may read ("a Sheelagh Seller"), the name, a separator, the badge.
  const after = new RegExp(String.raw`^(?:\S{1,2}\s+)?${escapeRegExp(writer)}\s*(?:[-·•|]\s*)?(.*)$`, "u").exec(text.trim());
  return after !== null && OWNER_BADGE.test(after[1]);
}

/**
 * Whether the writer a header line names (`lines[index]`) is the page's own, as the app marks
 * them: the owner's badge after the name ("a Seanan Seller 1d"), or the seller's record under it
 * ("Seanan" over "Private seller · 9 ads"). For a pass that reads replies by their headers.
 */
export const isOwnerHeader = (lines: readonly ScreenLine[], index: number, writer: string): boolean =>
  isBadgedWriter(lines[index].text, writer) || SELLER_ROW.test(lines[index + 1]?.text.trim() ?? "");

/**
 * Lines the layout gave to another author whose handle the screen shows as the person's own (the
 * profile's or post's handle line), or whom the app badges as the page's own writer: the person
 * answering in their own comments. A handle names one account, where two people may share a first
 * name, so only a handle or the app's badge is matched.
 */
export function ownAuthorLines(lines: ScreenLine[]): ScreenLine[] {
  // The person's handle heads their page or post, over their words; a handle under them is someone
  // else's however the layout read it (a row of friends under a bio: "tadhg siri.k mum ziggy").
  const firstWords = lines.findIndex((l) => l.owner === "self" && WRITTEN_ROLES.has(l.role) && l.text.trim().split(/\s+/).length >= 3);
  const heading = firstWords < 0 ? lines : lines.slice(0, firstWords);
  const own = new Set(heading.filter((l) => l.owner === "self" && l.role === "handle" && isHandle(l.text.trim())).map((l) => authorKey(l.text.trim())));
  // A listing's seller row names the page's owner: a handle (after an avatar's letter OCR may read,
  // "a celeste.holcombe"), over "Seller · 38 items sold". Their answers to buyers are theirs.
  lines.forEach((l, i) => {
    const handle = dropGlyphBeforeLogin(l.text);
    if (l.owner !== "other" && isHandle(handle) && SELLER_ROW.test(lines[i + 1]?.text.trim() ?? "")) own.add(authorKey(handle));
  });
  for (const l of lines) if (hasOwnerBadge(l) && l.author) own.add(authorKey(l.author));
  const handle = handleUnderName(lines);
  if (handle?.author) own.add(authorKey(handle.author));
  if (own.size === 0) return lines;
  return lines.map((l) => {
    if (l.owner !== "other" || !l.author || !own.has(authorKey(l.author))) return l;
    const { author: _author, ...line } = l;
    // The handle's own line under the name says who they are and where ("· Bristol"), not what they wrote.
    return { ...line, owner: "self", ...(l === handle ? { role: "handle" as const } : {}) };
  });
}

/**
 * The person's handle, read as the author of the line right under their name ("Nevin Colquhoun"
 * over "@nevincolquhoun · Editor at a local paper", "Tacita Hollweg" over "@tacitasets · Bristol"):
 * a handle that spells a word of that name is theirs, and so is what is said under it further down.
 */
function handleUnderName(lines: ScreenLine[]): ScreenLine | undefined {
  const at = lines.findIndex((l) => l.owner === "self" && l.role === "name");
  const under = at < 0 ? undefined : lines[at + 1];
  if (!under || under.owner !== "other" || !under.author || !isHandle(under.author)) return undefined;
  const words = lines[at].text.split(/\s+/).filter((w) => /^\p{L}{3,}$/u.test(w));
  return words.some((w) => spellsName(under.author ?? "", w)) ? under : undefined;
}
