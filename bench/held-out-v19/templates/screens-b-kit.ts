// Part B's own pieces (v19): words printed on a dating photo (ui), a labelled card (a prompt and its
// answer, an "About" text), a score row for the review pages, and a dog-and-person picture.
import { say, type Who } from "./kit";
import { shapes } from "./parts";
import { esc, ui } from "./shell";

/** Name, age and a line printed on the photo: ui. */
export const onPhoto = (name: string, line: string, size = 26) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)" data-role="ui"><div style="font-size:${size}px;font-weight:700">${esc(name)}</div><div style="font-size:14px">${esc(line)}</div></div>`;

/** A card with a label (ui) and words in one voice. */
export const card = (label: string, who: Who, text: string, cls = "bc") => `<div class="${cls}">${ui(label, "bl")}${say(who, text, "bt2")}</div>`;

export const cardCss = (bg: string, label: string, fg: string, size = 15.5, radius = 14) =>
  `.bc{background:${bg};margin:8px 12px 0;border-radius:${radius}px;padding:12px 16px}.bl{font-size:12.5px;font-weight:600;color:${label}}.bt2{font-size:${size}px;line-height:${Math.round(size * 1.4)}px;margin-top:5px;color:${fg}}`;

/** A score and its label, read as one line. */
export const score = (value: string, label: string) => `<div class="row rs" data-role="ui"><b>${esc(value)}</b><span>${esc(label)}</span></div>`;

export const scoreCss = (bg: string, fg: string, sub: string, line: string) =>
  `.rs{gap:10px;padding:10px 16px;background:${bg};border-bottom:1px solid ${line};font-size:13px;color:${sub}}.rs b{font-size:22px;color:${fg}}`;

/** A person (head and shoulders) with a dog beside them, in soft shapes. */
export const personAndDog = (x = 90) =>
  shapes([
    [x, 60, 74, 74, "rgba(255,224,200,.85)"],
    [x - 30, 128, 134, 170, "rgba(70,90,120,.9)", "60px 60px 0 0"],
    [x + 120, 150, 66, 54, "rgba(40,30,25,.9)", "40% 40% 30% 30%"],
    [x + 110, 196, 96, 100, "rgba(240,240,235,.92)", "45% 45% 0 0"],
    [x + 118, 140, 18, 26, "rgba(40,30,25,.9)", "50% 50% 20% 20%"],
    [x + 166, 140, 18, 26, "rgba(40,30,25,.9)", "50% 50% 20% 20%"],
  ]);
