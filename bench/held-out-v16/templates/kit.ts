// v6's own helpers (new in v6): a voice by role, a chat (header, timeline, input bar) built from a
// theme, and a tab bar, so each screen's template holds its words and colours and little else.
import { avatar, icon } from "./icons";
import { esc, other, own, ui } from "./shell";

/** "owner", "ui", or the author's name for someone else's words. */
export type Who = string;
export const say = (who: Who, text: string, cls = "") => (who === "owner" ? own(text, cls) : who === "ui" ? ui(text, cls) : other(who, text, cls));

export interface ChatTheme {
  bg: string;
  hd: string;
  fg: string;
  sub: string;
  line: string;
  left: string;
  leftFg: string;
  right: string;
  rightFg: string;
  accent: string;
  box: string;
  radius?: number;
}

/** CSS for a chat: header .hd, timeline .fill (bottom-aligned), bubbles .bb.l/.bb.r, names .gn, times .tm, input .in. */
export const chatCss = (t: ChatTheme, size = 15) =>
  `body{background:${t.bg};color:${t.fg}}.hd{flex:none;height:58px;padding:0 12px;gap:11px;background:${t.hd};border-bottom:1px solid ${t.line};position:relative;z-index:3}.hd b{font-size:16px;font-weight:600;display:block}.hd small{font-size:12px;color:${t.sub};display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:5px}.bb{max-width:266px;border-radius:${t.radius ?? 16}px;padding:8px 12px;font-size:${size}px;line-height:${size + 5}px}.bb.l{background:${t.left};color:${t.leftFg};align-self:flex-start}.bb.r{background:${t.right};color:${t.rightFg};align-self:flex-end}
.gn{font-size:12px;font-weight:600;margin:6px 0 -2px 4px;color:${t.sub}}.tm{align-self:center;font-size:11px;color:${t.sub};margin:6px 0 2px}.seen{align-self:flex-end;font-size:11px;color:${t.sub}}
.in{flex:none;gap:10px;padding:7px 10px 10px;background:${t.hd};border-top:1px solid ${t.line};color:${t.accent};position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:${t.box};display:flex;align-items:center;padding:6px 14px;font-size:15px;color:${t.sub}}.in .box.typed{color:${t.fg}}`;

/** A chat header: back, avatar, title and subtitle, right-hand icons. */
export const chatHead = (title: string, sub: string, color: string, right = `${icon.phone(20)}${icon.moreV(20)}`) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, color)}<div style="flex:1;min-width:0"><b>${esc(title)}</b>${sub ? `<small>${esc(sub)}</small>` : ""}</div>${right}</div>`;

/** Timeline items: ["t", time] a time label; ["l"|"r", who, text, sender label?]; ["s", "Seen"]. */
export type Item = ["t" | "s", string] | ["l" | "r", Who, string, string?];
export const timeline = (items: Item[]) =>
  items
    .map((it) => {
      if (it[0] === "t") return `<div class="tm">${esc(it[1])}</div>`;
      if (it[0] === "s") return `<div class="seen">${esc(it[1])}</div>`;
      const [side, who, text, label] = it;
      return `${label ? `<div class="gn"${side === "r" ? ' style="align-self:flex-end"' : ""}>${esc(label)}</div>` : ""}<div class="bb ${side}">${say(who, text ?? "")}</div>`;
    })
    .join("\n");

/** The input bar: a placeholder (ui), or words the uploader typed (You). */
export const inputBar = (text: string, typed = false) =>
  `<div class="row in">${icon.plus(22)}<span class="box${typed ? " typed" : ""}"${typed ? ` data-role="other" data-author="You"` : ""}>${esc(text)}</span>${typed ? icon.send(22) : icon.mic(22)}</div>`;

/** A bottom tab bar of icons (and optional labels). */
export const tabBar = (cls: string, icons: string[]) => `<div class="row ${cls}">${icons.join("")}</div>`;

/** A Slack-like message row: avatar, name and time as labels, then lines spoken by `who`. */
export const msgRow = (name: string, color: string, lines: string[], who: Who, time = "") =>
  `<div class="row ev">${avatar(32, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:8px"><span class="en">${esc(name)}</span>${time ? `<span class="et">${esc(time)}</span>` : ""}</div>${lines.map((t) => say(who, t, "ex")).join("")}</div></div>`;
