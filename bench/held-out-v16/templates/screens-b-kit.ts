// Part B's own pieces (as v15 part B had them): words printed on a dating photo (ui), a labelled card
// (a friend's blurb or an "About me"), a product row and a score row for the review pages.
import { picture } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

/** Name, age and a line printed on the photo: ui. */
export const onPhoto = (name: string, place: string, size = 26) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)" data-role="ui"><div style="font-size:${size}px;font-weight:700">${esc(name)}</div><div style="font-size:14px">${esc(place)}</div></div>`;

/** A card with a label (ui) and words in one voice. */
export const card = (label: string, who: Who, text: string, cls = "bc") => `<div class="${cls}">${ui(label, "bl")}${say(who, text, "bt2")}</div>`;

/** A product row: a picture, the product name and a line under it (ui). */
export const product = (name: string, sub: string, colors: [string, string], shapes = "") =>
  `<div class="row pd" data-role="ui">${picture(54, 54, colors, shapes)}<div style="flex:1;min-width:0"><b>${esc(name)}</b><small>${esc(sub)}</small></div></div>`;

/** A score and its label, read as one line. */
export const score = (value: string, label: string) => `<div class="row rs" data-role="ui"><b>${esc(value)}</b><span>${esc(label)}</span></div>`;

export const productCss = (bg: string, fg: string, sub: string, line: string) =>
  `.pd{gap:12px;padding:10px 16px;background:${bg};border-bottom:1px solid ${line}}.pd b{font-size:14px;line-height:19px;display:block;color:${fg}}.pd small{font-size:12px;color:${sub};display:block;margin-top:2px}
.rs{gap:10px;padding:10px 16px;background:${bg};border-bottom:1px solid ${line};font-size:13px;color:${sub}}.rs b{font-size:22px;color:${fg}}`;

export const cardCss = (bg: string, label: string, fg: string, size = 15.5) =>
  `.bc{background:${bg};margin:8px 12px 0;border-radius:14px;padding:12px 16px}.bl{font-size:12.5px;font-weight:600;color:${label}}.bt2{font-size:${size}px;line-height:${Math.round(size * 1.4)}px;margin-top:5px;color:${fg}}`;
