import type { LineRole, ScreenLine, UploadKind } from "../../types";
import { assignContentRoles } from "./assign-content-roles";
import type { RawLine } from "./build-screen-lines";
import { classifyByText, isStatusBar } from "./classify-line";
import { isGarbledLine } from "./clean-ocr-text";
import { markNotificationBanner } from "./find-notification";
import { markAddedBy } from "./mark-added-by";
import { markKeyboardDraft } from "./mark-keyboard-draft";
import { type Draft, UI_ROLES } from "./line-draft";
import { cutMetaTail } from "./meta-lines";

// Roles whose lines are someone's writing, which the app may have glued its metadata to.
export const WRITTEN_ROLES = new Set<LineRole>(["bio", "caption", "comment", "chat_message", "answer", "sticker", "headline"]);

export interface LayoutInput {
  lines: RawLine[];
  kind: UploadKind;
  width: number;
  height: number;
}

/**
 * The layout pass: every line gets a role and an owner. Interface text is found by where it sits
 * (status bar, tab bar, header) and by the app phrases kept as data; what is left is content, whose
 * role and owner follow from the kind of upload (a profile's bio, a post's caption and comments, a
 * chat's two sides, a dating card's prompts and answers, a story's text and stickers).
 */
export function assignLineRoles({ lines, kind, width, height }: LayoutInput): ScreenLine[] {
  const portrait = height >= width;
  const drafts: Draft[] = lines.map((line) => ({ ...line, role: chromeRole(line, width, height, portrait, kind) }));
  // Before any content pass: the keys, the suggestions and a message still being typed are no one's posted words.
  markKeyboardDraft(drafts, { width, height });
  // A banner over the screen's top is no part of it: its sender is not the chat's title, nor the
  // sender of the chat's unnamed messages (Blabber's banner had lent its sender to the chat under it).
  markNotificationBanner(drafts, { width, height });
  assignContentRoles(drafts, { kind, width, height, portrait });
  // Whatever the layout pass made of them: a shared list's items under "Added by" lines are their adders'.
  markAddedBy(drafts);
  // Over whatever the layout pass made of it: a banner's message is its sender's, not the person's.
  markNotificationBanner(drafts, { width, height });
  return drafts.map((d) => {
    const garbled = !UI_ROLES.has(d.role ?? "other") && isGarbledLine(d.text, d.confidence);
    const role = garbled ? "other" : (d.role ?? "other");
    const owner = garbled ? "ui" : (d.owner ?? (UI_ROLES.has(role) ? "ui" : "self"));
    const extra = { ...(d.author ? { author: d.author } : {}), ...(d.iconAfter ? { iconAfter: true } : {}), ...(d.notification ? { notification: true } : {}) };
    // What someone wrote, without the app's metadata glued after it ("… w/ chat · 1.2K viewers").
    const text = WRITTEN_ROLES.has(role) ? cutMetaTail(d.text) : d.text;
    return { text, box: d.box, role, owner, ...extra, confidence: d.confidence };
  });
}

/** Roles that do not depend on the kind of upload: status bar, tab bar, app phrases, counts… */
function chromeRole(line: RawLine, width: number, height: number, portrait: boolean, kind: UploadKind): LineRole | undefined {
  if (isStatusBar(line.text, line.box, height, portrait)) return "status_bar";
  const words = line.text.split(/\s+/);
  const byText = classifyByText(line.text);
  // The tab bar: short words along the bottom edge of a phone screen. A few words that close on a
  // sentence's stop ("him out fourteen minutes early.") are the end of someone's words scrolled to
  // the edge, never a tab's label (an input's "Write a message..." trails off; it does not stop).
  const bottom = portrait && line.box.y > height * 0.91;
  const sentence = words.length >= 3 && /[^.][.!?]["'”’)]*$/u.test(line.text.trim());
  if (bottom && kind !== "photo" && (byText !== undefined || (words.length <= 5 && !sentence))) return byText === "ui" ? "ui" : "navigation";
  // A desktop app's top bar.
  if (!portrait && line.box.y + line.box.h < height * 0.075 && words.length <= 8) return "navigation";
  if (byText === "prompt" && kind !== "dating") return undefined;
  if (byText === "detail" && (kind === "chat" || kind === "comment")) return undefined;
  // In a chat, "today" under "Did you eat anything green" is the end of a bubble, not a date.
  const centred = Math.abs(line.box.x + line.box.w / 2 - width / 2) < width * 0.08;
  if (kind === "chat" && (byText === "ui" || byText === "timestamp") && /^\p{Ll}/u.test(line.text) && !centred) return undefined;
  return byText;
}
