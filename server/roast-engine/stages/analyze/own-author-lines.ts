import type { ScreenLine } from "../../types";
import { WRITTEN_ROLES } from "./assign-line-roles";
import { isHandle } from "./classify-line";
import { authorKey, dropGlyphBeforeLogin } from "./read-author-line";

/** The row under a listing's seller: what the app calls them, and their record. */
const SELLER_ROW = /^(?:seller|host|landlord|owner|private seller|trader|dealer)\b/i;

/**
 * Lines the layout gave to another author whose handle the screen shows as the person's own (the
 * profile's or post's handle line): the person answering in their own comments. A handle names one
 * account, where two people may share a first name, so only a handle is matched.
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
  if (own.size === 0) return lines;
  return lines.map((l) => {
    if (l.owner !== "other" || !l.author || !own.has(authorKey(l.author))) return l;
    const { author: _author, ...line } = l;
    return { ...line, owner: "self" };
  });
}
