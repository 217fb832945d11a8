// Part C of the held-out set v42: the chat pieces its screens share (screens-c.ts lists the part in screens.json order).
// Copied from v41 part C's chat kit (itself v40's): bubbles with reactions, a voice note, a photo bubble and a typing line.
import { avatar, icon, picture } from "./icons";
import { other, own, ui } from "./shell";

/** A day divider, a message (its side, text, time, the sender's name over it in groups, the message it quotes,
 *  reactions under it), a voice note, a photo (with an optional caption in its sender's voice), or a typing line. */
export type Msg =
  | { t: string }
  | { typing: string }
  | { me: string; time?: string; quote?: [string, string]; react?: string }
  | { them: string; time?: string; who?: string; quote?: [string, string]; react?: string }
  | { voice: string; who: string; time?: string; react?: string }
  | { photo: [string, string]; who: string; caption?: string; time?: string; h?: number; react?: string; shapes?: string };

const say = (who: string, text: string, cls = "") => (who === "me" ? own(text, cls) : other(who, text, cls));

const wave = () => {
  const bars = [6, 12, 9, 16, 7, 18, 11, 5, 14, 9, 17, 6, 12, 8, 15, 10, 6, 13, 7, 11, 5, 9];
  return `<span class="wv">${bars.map((h) => `<i style="height:${h}px"></i>`).join("")}</span>`;
};

export const bubbles = (them: string, items: Msg[], names = false, avatars: Record<string, string> = {}) =>
  items
    .map((m) => {
      if ("t" in m) return ui(m.t, "tm");
      if ("typing" in m) return `<div class="ty">${ui(m.typing, "tyx")}</div>`;
      const t = m.time ? ui(m.time, "bt2") : "";
      const re = m.react ? `<div class="rx">${ui(m.react, "rxt")}</div>` : "";
      const mine = "me" in m || ("who" in m && m.who === "me");
      const name = "who" in m && m.who ? m.who : them;
      const gn = names && !mine ? ui(name, "gn") : "";
      const av = names && !mine && avatars[name] ? avatar(26, avatars[name]) : "";
      const wrap = (inner: string, extra = "") =>
        mine
          ? `<div class="mw r">${`<div class="bb r${extra}">${inner}</div>`}${re}</div>`
          : `<div class="mw l">${av ? `<div class="row av">${av}<div class="col">` : ""}<div class="bb l${extra}">${gn}${inner}</div>${re}${av ? "</div></div>" : ""}</div>`;
      if ("voice" in m) return wrap(`<div class="row vn"><span class="pl">${icon.play(16)}</span>${wave()}${ui(m.voice, "vd")}</div>${t}`, " vc");
      if ("photo" in m) {
        const cap = m.caption ? say(mine ? "me" : name, m.caption, "pc") : "";
        return wrap(`${picture("100%", m.h ?? 150, m.photo, m.shapes ?? "")}${cap}${t}`, " ph");
      }
      const q = m.quote ? `<div class="qt">${ui(m.quote[0] === "me" ? "You" : m.quote[0], "qn")}${say(m.quote[0], m.quote[1], "qx")}</div>` : "";
      if ("me" in m) return wrap(`${q}${own(m.me)}${t}`);
      return wrap(`${q}${other(name, m.them)}${t}`);
    })
    .join("\n");

export const bubbleCss = (o: {
  bg: string;
  fg: string;
  sub: string;
  left: string;
  leftFg: string;
  right: string;
  rightFg: string;
  radius: number;
  size: number;
  max?: number;
  quote: string;
  react?: string;
}) =>
  `body{background:${o.bg};color:${o.fg}}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:5px}.fill>*{flex-shrink:0}
.mw{display:flex;flex-direction:column;max-width:${o.max ?? 268}px}.mw.l{align-self:flex-start;align-items:flex-start}.mw.r{align-self:flex-end;align-items:flex-end}
.av{align-items:flex-end;gap:6px}.av .avatar{margin-bottom:2px}.av .col{align-items:flex-start}
.bb{border-radius:${o.radius}px;padding:7px 11px;font-size:${o.size}px;line-height:${o.size + 5}px}.bb.l{background:${o.left};color:${o.leftFg}}.bb.r{background:${o.right};color:${o.rightFg}}
.bb.ph{padding:3px;width:220px}.bb.ph .pic{border-radius:${Math.max(o.radius - 3, 4)}px}.bb.ph .pc{padding:5px 8px 0}.bb.ph .bt2,.bb.ph .gn{padding:0 8px}.bb.ph .gn{padding-top:3px}
.bb.vc{width:232px}.vn{gap:8px}.pl{width:30px;height:30px;border-radius:50%;background:currentColor;display:flex;align-items:center;justify-content:center}.pl svg{color:${o.left}}.bb.r .pl svg{color:${o.right}}
.wv{display:flex;align-items:center;gap:2px;flex:1}.wv i{display:block;width:3px;border-radius:2px;background:currentColor;opacity:.55}.vd{font-size:12px;opacity:.8}
.rx{margin-top:-4px;z-index:2;background:${o.react ?? o.left};border:2px solid ${o.bg};border-radius:12px;padding:1px 7px;font-size:13px;line-height:18px}.mw.l .rx{margin-left:8px}.mw.r .rx{margin-right:8px}
.bt2{font-size:10.5px;opacity:.62;text-align:right;margin-top:1px;line-height:13px}.gn{font-size:12.5px;font-weight:600;line-height:16px;margin-bottom:1px}
.qt{border-left:3px solid currentColor;background:${o.quote};border-radius:4px;padding:3px 8px;margin:1px 0 5px}.qn{font-size:12px;font-weight:700;line-height:16px;opacity:.85}.qx{font-size:13px;line-height:17px;opacity:.8}
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}.ty{align-self:flex-start;font-size:12.5px;font-style:italic;color:${o.sub};padding:2px 4px}`;

export const headCss = (bg: string, fg: string, sub: string, line: string, h = 56) =>
  `.hd{flex:none;height:${h}px;padding:0 14px 0 8px;gap:10px;background:${bg};border-bottom:1px solid ${line};color:${fg};position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.hd small{font-size:12px;color:${sub};display:block}`;

/** An absolutely placed box for drawn photos. */
export const box = (l: number, t: number, w: number, h: number, bg: string, r = "6px", extra = "") =>
  `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;border-radius:${r};background:${bg};${extra}"></div>`;
