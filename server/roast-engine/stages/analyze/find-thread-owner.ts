import { type Draft, isUiRole } from "./line-draft";
import { readAuthorLine } from "./read-author-line";

// A comment's own actions under it: "Reply · 312 likes", "Like Reply", "3 replies".
const ACTIONS = /\b(?:reply|replies|likes?)\b/i;

/**
 * The post's author in a comment sheet that shows no post header (an Instagram "Comments" sheet):
 * the first speaker after the comments start whose words carry no "Reply · likes" line under them
 * while the comments after it do. That first block is the post's caption, which nobody can reply
 * to or like there; the layout says so whatever the words are.
 */
export function findThreadOwner(drafts: Draft[], from: number): { index: number; author: string } | undefined {
  const blocks: Array<{ index: number; author: string; acted: boolean }> = [];
  for (let i = Math.max(0, from); i < drafts.length; i++) {
    const d = drafts[i];
    const header = d.role === undefined || d.role === "handle" ? readAuthorLine(d.text) : undefined;
    if (header) blocks.push({ index: i, author: header.author, acted: false });
    else if (blocks.length > 0 && isActionLine(d)) blocks[blocks.length - 1].acted = true;
  }
  const [first, ...rest] = blocks;
  if (!first || first.acted || rest.length === 0) return undefined;
  // The last comment may be cut off by the screen's edge before its actions.
  const acted = rest.filter((b) => b.acted).length;
  return acted >= Math.max(1, rest.length / 2) ? { index: first.index, author: first.author } : undefined;
}

function isActionLine(d: Draft): boolean {
  const short = d.text.split(/\s+/).length <= 6;
  return short && (isUiRole(d.role) || d.role === "count" || d.role === "button") && ACTIONS.test(d.text);
}
