// Shared building blocks for the tuning-set screens: one themed stylesheet (colours per app), headers,
// tab bars, chat bubbles, comments and chips, so each app's file only says what is on its screen.
import { avatar, icon } from "./icons";
import { esc, other, own, span, ui } from "./shell";

export interface Theme {
  bg: string;
  fg: string;
  sub: string;
  acc: string;
  card: string;
  line: string;
  /** Bubble colours: theirs, mine, and the text on mine. */
  bl?: string;
  br?: string;
  brf?: string;
}

export const LIGHT: Theme = { bg: "#fff", fg: "#111", sub: "#6b6f76", acc: "#1a73e8", card: "#f3f4f6", line: "#e5e7eb" };
export const DARK: Theme = { bg: "#121212", fg: "#f1f1f1", sub: "#9a9ca1", acc: "#8ab4f8", card: "#1f2023", line: "#2c2d30" };

export const theme = (base: Theme, over: Partial<Theme>): Theme => ({ ...base, ...over });

/** The stylesheet every tuning-set screen starts from. */
export function css(t: Theme, extra = ""): string {
  return `body{background:${t.bg};color:${t.fg}}
.hd{flex:none;min-height:52px;padding:6px 14px;gap:12px;background:${t.bg};border-bottom:1px solid ${t.line};position:relative;z-index:3}
.hd .t{flex:1;min-width:0}.hd b{display:block;font-size:16px;font-weight:600}.hd small{display:block;font-size:12px;color:${t.sub}}
.fill{padding:0 14px}.chat{display:flex;flex-direction:column;justify-content:flex-end;gap:6px;padding:0 12px 10px}
.bb{max-width:255px;border-radius:18px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{align-self:flex-start;background:${t.bl ?? t.card}}.bb.r{align-self:flex-end;background:${t.br ?? t.acc};color:${t.brf ?? "#fff"}}
.nm{font-size:12px;color:${t.sub};margin:6px 0 0 4px}.day{align-self:center;font-size:12px;color:${t.sub};margin:6px 0}
.in{flex:none;gap:10px;padding:6px 12px 8px;background:${t.bg};border-top:1px solid ${t.line};position:relative;z-index:2;color:${t.acc}}
.in .box{flex:1;min-height:38px;border-radius:19px;background:${t.card};display:flex;align-items:center;padding:6px 14px;font-size:15px;line-height:20px;color:${t.sub}}
.in .box.typed{color:${t.fg}}
.tabs{flex:none;height:62px;display:flex;justify-content:space-around;align-items:flex-start;padding-top:8px;border-top:1px solid ${t.line};background:${t.bg};color:${t.sub};position:relative;z-index:3}
.tabs .tb{display:flex;flex-direction:column;align-items:center;gap:2px;font-size:10px}.tabs .on{color:${t.acc}}
.h1{font-size:21px;font-weight:700;line-height:27px;margin:12px 0 4px}.h2{font-size:16px;font-weight:600;margin:14px 0 6px}
.p{font-size:15px;line-height:21px;margin:6px 0}.meta{font-size:12.5px;color:${t.sub}}.sub{color:${t.sub}}
.chip{display:inline-block;border-radius:14px;padding:4px 10px;font-size:12.5px;background:${t.card};margin:0 6px 6px 0}
.btn{display:inline-flex;align-items:center;justify-content:center;border-radius:20px;padding:8px 16px;font-size:14px;font-weight:600;background:${t.acc};color:#fff}
.btn.o{background:transparent;border:1px solid ${t.line};color:${t.fg}}
.card{background:${t.card};border-radius:12px;padding:10px 12px;margin:8px 0}
.c{gap:10px;padding:10px 0;border-bottom:1px solid ${t.line}}.cn{font-size:13.5px;font-weight:600}.cm{font-size:12px;color:${t.sub}}.ct{font-size:14.5px;line-height:20px;margin-top:2px}
.acts{font-size:12.5px;color:${t.sub};margin-top:6px}
.stat{flex:1}.stat b{display:block;font-size:22px;font-weight:700}.stat span{font-size:12px;color:${t.sub}}
.sep{height:8px;background:${t.card};margin:8px -14px}
.badge{display:inline-flex;align-items:center;justify-content:center;min-width:18px;height:18px;border-radius:9px;background:#e53935;color:#fff;font-size:11px;font-weight:700;padding:0 5px}
${extra}`;
}

/** A header: back arrow (or not), an optional avatar, title and subtitle, icons on the right. */
export const header = (title: string, subtitle = "", opts: { back?: boolean; av?: string; right?: string; cls?: string } = {}) =>
  `<div class="row hd ${opts.cls ?? ""}">${opts.back === false ? "" : icon.back(22)}${opts.av ? avatar(34, opts.av) : ""}<div class="t"><b>${esc(title)}</b>${subtitle ? `<small>${esc(subtitle)}</small>` : ""}</div>${opts.right ?? ""}</div>`;

/** A bottom tab bar: [icon, label], the active one by index. */
export const tabs = (items: [string, string][], on: number) =>
  `<div class="tabs">${items.map(([svg, label], i) => `<span class="tb${i === on ? " on" : ""}">${svg}${label ? span(label) : ""}</span>`).join("")}</div>`;

/** A chat bubble: the owner's words or another person's (You for the uploader). */
export const bubble = (side: "l" | "r", text: string, whose: string) => `<div class="bb ${side}">${whose === "owner" ? own(text) : other(whose, text)}</div>`;

/** A message row with an avatar on the left. */
export const msg = (color: string, text: string, whose: string) =>
  `<div class="row" style="gap:6px;align-items:flex-end">${avatar(28, color)}${bubble("l", text, whose)}</div>`;

/** The typing bar; typed text is the words of `who` (You, or the owner). */
export const input = (placeholder: string, typed?: { text: string; who: string }, right = icon.send(22)) =>
  `<div class="row in">${icon.plus(22)}${
    typed
      ? typed.who === "owner"
        ? `<span class="box typed" data-role="owner">${esc(typed.text)}</span>`
        : `<span class="box typed" data-role="other" data-author="${esc(typed.who)}">${esc(typed.text)}</span>`
      : `<span class="box">${esc(placeholder)}</span>`
  }${right}</div>`;

export const chip = (text: string) => span(text, "chip");
export const stat = (n: string, label: string) => `<div class="stat"><b>${esc(n)}</b>${span(label)}</div>`;
export { avatar, esc, icon, other, own, span, ui };
