import type { LineOwner, LineRole } from "../../types";
import type { RawLine } from "./build-screen-lines";
import { isNameLike } from "./classify-line";
import { isLoginToken, isPostedLine, readAuthorLine, readByline } from "./read-author-line";

/** A line on its way to a role: `role` undefined means "content", decided by the upload's kind. */
export interface Draft extends RawLine {
  role?: LineRole;
  owner?: LineOwner;
  author?: string;
  /** A notification banner's line (find-notification.ts). */
  notification?: boolean;
}

/** Roles that are the app talking (or noise): never the person's words. */
export const UI_ROLES = new Set<LineRole>(["status_bar", "navigation", "button", "section_label", "ui", "timestamp", "prompt", "other"]);

export const isUiRole = (role: LineRole | undefined) => role !== undefined && UI_ROLES.has(role);

/** The first author-like line: a handle, a post's byline, a "name · 3h" header, or a name. */
export function findAuthor(drafts: Draft[], from: number, to: number): { index: number; author: string; byline?: boolean } | undefined {
  for (let i = from; i < to; i++) {
    const d = drafts[i];
    if (d.role === "handle") return { index: i, author: d.text };
    if (d.role !== undefined) continue;
    // A post's meta line naming its author ("312 points by kvolkov 7 hours ago"): the lines over it are their title.
    const byline = readByline(d.text);
    if (byline) return { index: i, author: byline, byline: true };
    const header = readAuthorLine(d.text);
    if (header) return { index: i, author: header.author };
    if (isNameLike(d.text)) return { index: i, author: d.text };
    // A login alone over where and when it was posted ("samwise" over "Library · 2h late"): a
    // post's header on two lines, its writer the first.
    const next = drafts[i + 1];
    if (isLoginToken(d.text.trim()) && !/(\p{L})\1\1/u.test(d.text) && next && next.role === undefined && isPlaceLine(next.text))
      return { index: i, author: d.text.trim() };
  }
  return undefined;
}

/** Where and when a post was made, under its writer's login ("Library · 2h late"): a place in capitals, never a second login. */
const isPlaceLine = (text: string) => isPostedLine(text) && /^\p{Lu}\p{Ll}/u.test(text.trim()) && !isLoginToken(text.trim().split(/\s+/)[0]);
