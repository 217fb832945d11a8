import type { ScreenLine } from "../../types";
import { isHandle } from "./classify-line";
import { authorKey } from "./read-author-line";

/**
 * Lines the layout gave to another author whose handle the screen shows as the person's own (the
 * profile's or post's handle line): the person answering in their own comments. A handle names one
 * account, where two people may share a first name, so only a handle is matched.
 */
export function ownAuthorLines(lines: ScreenLine[]): ScreenLine[] {
  const own = new Set(lines.filter((l) => l.owner === "self" && l.role === "handle" && isHandle(l.text.trim())).map((l) => authorKey(l.text.trim())));
  if (own.size === 0) return lines;
  return lines.map((l) => {
    if (l.owner !== "other" || !l.author || !own.has(authorKey(l.author))) return l;
    const { author: _author, ...line } = l;
    return { ...line, owner: "self" };
  });
}
