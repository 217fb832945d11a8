// Part D's own pieces (v24): a review with its reviewer at the head or signed at the foot, a
// "helpful" row, a check-in card (what was logged, the rating, the owner's notes) and its comments.
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { stars } from "./parts";
import { esc, ui } from "./shell";

/** A review with the reviewer's name at the head: avatar, name and meta, stars and date, a title, the words, a foot line. */
export const headReview = (o: {
  name: string;
  meta?: string;
  color: string;
  n: number;
  star: string;
  empty?: string;
  date: string;
  title?: string;
  text: string[];
  who: Who;
  badge?: string;
  foot?: string;
  cls?: string;
}) =>
  `<div class="${o.cls ?? "rv"}"><div class="row" style="gap:10px">${avatar(32, o.color)}<div style="flex:1;min-width:0">${ui(o.name, "nm")}${o.meta ? ui(o.meta, "mt") : ""}</div></div>
<div class="row" style="gap:8px;margin-top:8px">${stars(o.n, o.star, o.empty ?? "#d9d9d9", 14)}${ui(o.date, "mt")}</div>${o.badge ? ui(o.badge, "bd") : ""}${o.title ? say(o.who, o.title, "tt") : ""}${o.text.map((t) => say(o.who, t, "tx")).join("")}${o.foot ? ui(o.foot, "ft") : ""}</div>`;

/** A review signed at its foot: stars, a title, the words, then the name and date under them, and a helpful row. */
export const footReview = (o: {
  n: number;
  star: string;
  empty?: string;
  title: string;
  text: string[];
  who: Who;
  sign: string;
  helpful?: string;
  cls?: string;
}) =>
  `<div class="${o.cls ?? "rv"}">${stars(o.n, o.star, o.empty ?? "#d9d9d9", 14)}${say(o.who, o.title, "tt")}${o.text.map((t) => say(o.who, t, "tx")).join("")}${ui(o.sign, "sg")}${o.helpful ? ui(o.helpful, "ft") : ""}</div>`;

/** A comment under a check-in: avatar, name and age (one label), the words. */
export const note = (name: string, age: string, color: string, text: string, who: Who, size = 30) =>
  `<div class="row cm2">${avatar(size, color)}<div style="flex:1;min-width:0">${ui(age ? `${name} · ${age}` : name, "cn")}${say(who, text, "cx")}</div></div>`;

/** A rating as a number in a box (ui). */
export const scoreBox = (value: string, cls = "sb") => `<span class="${cls}" data-role="ui">${esc(value)}</span>`;
