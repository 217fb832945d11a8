import { isNameLike } from "./classify-line";
import { isUiRole, type Draft } from "./line-draft";
import { isOneTokenUser } from "./read-author-line";

/**
 * The line a shared list prints under an item someone else put on it: "Added by Alan", "Tasks ·
 * Added by Wiebke" (shopping lists, to-do lists, family calendars). The name closes the line.
 */
const ADDED_BY = /^(?:[\p{L}&' ]{1,24}\s*[·•|-]\s*)?(?:added|suggested|requested|assigned)\s+by\s+(\S+(?:\s+\S+){0,2})\s*$/iu;

/** Lines of one item sit closer than this share of a line's height. */
const WRAP_GAP = 0.8;

/** The name an "Added by" line gives, when it is one. */
export function readAddedBy(text: string): string | undefined {
  const name = ADDED_BY.exec(text.trim())?.[1];
  return name && (isNameLike(name) || isOneTokenUser(name) || /^\p{Lu}\p{Ll}+$/u.test(name)) ? name : undefined;
}

/**
 * A shared list names who added an item on the line under it, not over it as a comment's author
 * line does: the item above "Added by Alan" is Alan's, said as his, and the line is the app's
 * (read the other way, each item went to the name above it and the app's line became a bio).
 * Items with no such line stay the list owner's. Pure, on the drafts in place.
 */
export function markAddedBy(drafts: Draft[]): void {
  drafts.forEach((line, i) => {
    const author = readAddedBy(line.text);
    if (!author) return;
    line.role = "ui";
    line.owner = "ui";
    line.author = undefined;
    // The item: the nearest line over it in its column (a calendar prints times beside it), and
    // the lines it wraps from, close above and starting where it starts.
    const column = drafts.slice(0, i).filter((d) => Math.abs(d.box.x - line.box.x) <= line.box.h * 1.5);
    let lower = line;
    for (let j = column.length - 1; j >= 0; j--) {
      const item = column[j];
      if (isUiRole(item.role) || readAddedBy(item.text)) break;
      const gap = lower.box.y - (item.box.y + item.box.h);
      if (lower !== line && gap > WRAP_GAP * Math.min(item.box.h, lower.box.h)) break;
      item.owner = "other";
      item.author = author;
      if (item.role === "bio" || item.role === "headline" || item.role === "caption" || item.role === undefined) item.role = "comment";
      lower = item;
    }
  });
}
