// Part A's own pieces (v42), v41 part A's kit copied (itself v40's and earlier): a name and a line printed on a dating photo (ui), a caption the owner wrote on a
// photo, a labelled card (a prompt or label, then words in one voice), a note from someone else (a match's
// message, a vouch, a "liked your answer"), detail chips and a label/value detail row.
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

/** Name, age and a line printed on the photo: ui. */
export const onPhoto = (name: string, line: string, size = 26) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.55)" data-role="ui"><div style="font-size:${size}px;font-weight:700">${esc(name)}</div><div style="font-size:14px">${esc(line)}</div></div>`;

/** A caption on a photo, in one voice (the owner's own words on their picture). */
export const caption = (who: Who, text: string, pos = "left:14px;right:14px;top:14px", bg = "rgba(0,0,0,.45)") =>
  `<div style="position:absolute;${pos};z-index:2">${say(who, text, "capt")}</div><style>.capt{display:inline-block;background:${bg};color:#fff;font-size:14px;line-height:19px;padding:5px 10px;border-radius:10px}</style>`;

/** A card with a label (ui) and words in one voice. */
export const card = (label: string, who: Who, text: string, cls = "bc") => `<div class="${cls}">${ui(label, "bl")}${say(who, text, "bt2")}</div>`;

export const cardCss = (bg: string, label: string, fg: string, size = 15.5, radius = 14) =>
  `.bc{flex:none;background:${bg};margin:8px 12px 0;border-radius:${radius}px;padding:12px 16px}.bl{font-size:12.5px;font-weight:600;color:${label}}.bt2{font-size:${size}px;line-height:${Math.round(size * 1.4)}px;margin-top:5px;color:${fg}}`;

/** A note from someone else: an avatar and a header line (ui), then their words. */
export const note = (head: string, color: string, who: Who, text: string, cls = "vc") =>
  `<div class="${cls}"><div class="row vh" data-role="ui">${avatar(24, color)}<span>${esc(head)}</span></div>${say(who, text, "vt")}</div>`;

export const noteCss = (bg: string, border: string, head: string, fg: string) =>
  `.vc{flex:none;margin:8px 12px 0;border-radius:14px;padding:11px 15px;background:${bg};border:1px solid ${border}}.vh{gap:8px;font-size:12.5px;color:${head};font-weight:700}.vt{font-size:14.5px;line-height:20px;margin-top:6px;color:${fg}}`;

/** Detail chips (one label each). */
export const tags = (items: string[], cls = "tg") => `<div class="row ${cls}" data-role="ui">${items.map((t) => `<span>${esc(t)}</span>`).join("")}</div>`;

/** A detail row: label and value, one line (ui). */
export const detail = (label: string, value: string) => `<div class="row dr" data-role="ui"><span>${esc(label)}</span><b>${esc(value)}</b></div>`;
