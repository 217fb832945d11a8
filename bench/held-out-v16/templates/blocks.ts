// v10's own helpers (new in v10): a themed page of cards (header, posts, reviews with an answer,
// comments, stat grids, prompts, a tab bar), so each non-chat screen's template holds its words and
// colours and little else. Words go through kit.ts's `say`: "owner", "ui" or the author's name.
import { avatar, icon } from "./icons";
import { say, type Who } from "./kit";
import { stars } from "./parts";
import { esc, ui } from "./shell";

export interface Theme {
  bg: string;
  card: string;
  fg: string;
  sub: string;
  line: string;
  accent: string;
  soft: string;
  /** Body text size in CSS px. */
  size?: number;
}

/** CSS for a card page: header .hd, cards .cd, names .nm, meta .mt, titles .tt, text .tx, answers .rp, comments .cm, stats .st, tabs .tb. */
export const pageCss = (t: Theme) => {
  const s = t.size ?? 14.5;
  return `body{background:${t.bg};color:${t.fg}}
.hd{flex:none;min-height:52px;padding:0 14px;gap:14px;background:${t.card};border-bottom:1px solid ${t.line};position:relative;z-index:3}.hd .h{flex:1;min-width:0}.hd b{font-size:16px;font-weight:600;display:block}.hd small{font-size:12px;color:${t.sub};display:block}
.fill{display:flex;flex-direction:column}.fill.end{justify-content:flex-end}
.cd{background:${t.card};padding:12px 16px;border-bottom:1px solid ${t.line}}.gap{margin-top:8px}
.who{gap:9px}.nm{font-size:14px;font-weight:600}.mt{font-size:12px;color:${t.sub}}
.tt{font-size:${s + 2.5}px;font-weight:700;line-height:${s + 8}px;margin-top:8px}
.tx{font-size:${s}px;line-height:${Math.round(s * 1.4)}px;margin-top:6px}
.rp{margin-top:10px;padding:9px 12px;border-radius:8px;background:${t.soft}}.rl{font-size:12px;font-weight:600;color:${t.accent}}
.acts{gap:18px;margin-top:9px;font-size:12.5px;color:${t.sub}}
.cm{gap:10px;padding:9px 16px;align-items:flex-start;background:${t.card}}.cm.in2{padding-left:52px}.cn{font-size:13px;font-weight:600}.cx{font-size:${s - 0.5}px;line-height:${Math.round((s - 0.5) * 1.38)}px;margin-top:2px}
.st{display:grid;gap:10px 6px;padding:12px 16px;background:${t.card};border-bottom:1px solid ${t.line};text-align:center}.st b{font-size:19px;display:block}.st small{font-size:11.5px;color:${t.sub};display:block}
.pr{background:${t.card};margin:8px 12px 0;border-radius:14px;padding:14px 16px}.pq{font-size:13px;font-weight:600;color:${t.sub}}.pa{font-size:${s + 5}px;line-height:${s + 11}px;font-weight:600;margin-top:6px}
.ch{gap:8px;padding:8px 16px;flex-wrap:wrap;background:${t.card}}.ch span{font-size:12px;border:1px solid ${t.line};border-radius:14px;padding:3px 10px;color:${t.sub}}.ch span.on{border-color:${t.accent};color:${t.accent}}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:${t.card};border-top:1px solid ${t.line};color:${t.sub};position:relative;z-index:3}.tb.a{height:56px;padding-bottom:4px}
.bt{flex:none;padding:10px 16px 28px;background:${t.card};border-top:1px solid ${t.line};position:relative;z-index:3}.bt span{display:block;text-align:center;background:${t.accent};color:#fff;border-radius:22px;padding:11px;font-weight:600;font-size:15px}.bt.a{padding-bottom:14px}`;
};

/** A header: back, title and subtitle, right-hand icons. */
export const head = (title: string, sub = "", right = icon.more(22), left = icon.back(22)) =>
  `<div class="row hd" data-role="ui">${left}<div class="h"><b>${esc(title)}</b>${sub ? `<small>${esc(sub)}</small>` : ""}</div>${right}</div>`;

/** Avatar, name and meta (labels). */
export const whoRow = (name: string, meta: string, color: string, size = 36, extra = "") =>
  `<div class="row who">${avatar(size, color)}<div style="flex:1;min-width:0">${ui(name, "nm")}${meta ? ui(meta, "mt") : ""}</div>${extra}</div>`;

/** Paragraphs in one voice, each its own element. */
export const paras = (who: Who, texts: string[], cls = "tx") => texts.map((t) => say(who, t, cls)).join("");

/** A review: who, stars and date, an optional title, the text, and an optional answer under its label. */
export const review = (o: {
  name: string;
  meta: string;
  color: string;
  n: number;
  star: string;
  date?: string;
  title?: string;
  text: string[];
  who: Who;
  answer?: { label: string; author: string; text: string };
  foot?: string;
}) =>
  `<div class="cd gap">${whoRow(o.name, o.meta, o.color, 32)}<div class="row" style="gap:8px;margin-top:8px">${stars(o.n, o.star, "#d6d6d6", 14)}${o.date ? ui(o.date, "mt") : ""}</div>${o.title ? say(o.who, o.title, "tt") : ""}${paras(o.who, o.text)}${
    o.answer ? `<div class="rp">${ui(o.answer.label, "rl")}${say(o.answer.author, o.answer.text, "tx")}</div>` : ""
  }${o.foot ? `<div class="row acts">${icon.thumbUp(14)}${ui(o.foot)}</div>` : ""}</div>`;

/** A comment: avatar, a name row (one label), the words; `indent` for a reply. */
export const cmt = (name: string, meta: string, color: string, text: string, who: Who, indent = false) =>
  `<div class="row cm${indent ? " in2" : ""}">${avatar(indent ? 26 : 30, color)}<div style="flex:1;min-width:0">${ui(meta ? `${name} · ${meta}` : name, "cn")}${say(who, text, "cx")}</div></div>`;

/** A grid of stats, each value over its label. */
export const statGrid = (items: [string, string][], cols = 3) =>
  `<div class="st" style="grid-template-columns:repeat(${cols},1fr)" data-role="ui">${items.map(([v, l]) => `<div><b>${esc(v)}</b><small>${esc(l)}</small></div>`).join("")}</div>`;

/** A dating prompt: the question (ui) and the owner's answer. */
export const prompt = (q: string, a: string) => `<div class="pr">${ui(q, "pq")}${say("owner", a, "pa")}</div>`;

/** Filter chips (labels). */
export const chips = (items: string[], on = 0) =>
  `<div class="row ch" data-role="ui">${items.map((c, i) => `<span${i === on ? ' class="on"' : ""}>${esc(c)}</span>`).join("")}</div>`;

/** A tab bar of icons; `android` for the shorter bar. */
export const tabs = (icons: string[], android = false) => `<div class="row tb${android ? " a" : ""}">${icons.join("")}</div>`;

/** A bottom action button. */
export const button = (label: string, android = false) => `<div class="bt${android ? " a" : ""}" data-role="ui"><span>${esc(label)}</span></div>`;

/** A row of counts with icons. */
export const acts = (items: [string, string][]) =>
  `<div class="row acts" data-role="ui">${items.map(([s, n]) => `<span class="row" style="gap:5px">${s}${n ? `<span>${esc(n)}</span>` : ""}</span>`).join("")}</div>`;
