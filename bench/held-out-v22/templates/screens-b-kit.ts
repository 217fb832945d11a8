// Part B's own pieces (v22): words printed on a dating photo (ui), a labelled card (a label and words in one
// voice), a note card (someone else's like or comment: a label and their words), and a row of chips.
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

/** Name, age and a line printed on the photo: ui. */
export const onPhoto = (name: string, line: string, size = 26) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.55)" data-role="ui"><div style="font-size:${size}px;font-weight:700">${esc(name)}</div><div style="font-size:14px">${esc(line)}</div></div>`;

/** A card with a label (ui) and words in one voice. */
export const card = (label: string, who: Who, text: string, cls = "bc") => `<div class="${cls}">${ui(label, "bl")}${say(who, text, "bt2")}</div>`;

export const cardCss = (bg: string, label: string, fg: string, size = 15.5, radius = 14) =>
  `.bc{background:${bg};margin:8px 12px 0;border-radius:${radius}px;padding:12px 16px}.bl{font-size:12.5px;font-weight:600;color:${label}}.bt2{font-size:${size}px;line-height:${Math.round(size * 1.4)}px;margin-top:5px;color:${fg}}`;

/** Someone else's note on the profile: avatar, a label, their words. */
export const note = (label: string, author: string, text: string, color: string) =>
  `<div class="nt"><div class="row" style="gap:9px">${avatar(26, color)}${ui(label, "nl")}</div>${say(author, text, "nx")}</div>`;

/** Chips (one label each). */
export const tags = (items: string[], cls = "tg") => `<div class="row ${cls}" data-role="ui">${items.map((t) => `<span>${esc(t)}</span>`).join("")}</div>`;
