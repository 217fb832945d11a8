// Part C of the held-out set v24: the pieces of an email thread as a phone's mail app shows it (subject,
// messages with sender, address and time, a quoted earlier message, signature, reply buttons), and of an
// anonymous question-and-answer page (the asker's question on a card, the owner's answer under it, likes).
import { avatar } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

export interface MailTheme {
  bg: string;
  card: string;
  fg: string;
  sub: string;
  line: string;
  accent: string;
  quote: string;
  size?: number;
  font?: string;
}

export const mailCss = (t: MailTheme) => {
  const s = t.size ?? 15;
  return `body{background:${t.bg};color:${t.fg}${t.font ? `;font-family:${t.font}` : ""}}
.hd{flex:none;height:50px;padding:0 14px;gap:20px;background:${t.card};color:${t.accent};position:relative;z-index:3}.hd .sp{flex:1}.hd b{color:${t.fg};font-size:16px;font-weight:600}
.fill{display:flex;flex-direction:column;background:${t.bg}}
.sj{padding:6px 16px 10px;font-size:${s + 5}px;line-height:${s + 11}px;font-weight:700;background:${t.card}}.lb{display:flex;gap:6px;padding:0 16px 10px;background:${t.card}}.lb span{font-size:11.5px;padding:2px 8px;border-radius:5px;background:${t.line};color:${t.sub}}
.ms{background:${t.card};padding:12px 16px 14px;border-top:1px solid ${t.line}}
.mh{gap:10px;align-items:flex-start}.mh .nw{flex:1;min-width:0}.nm{font-size:${s}px;font-weight:600;line-height:${s + 5}px}.ad{font-size:12.5px;color:${t.sub};line-height:17px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.tm{font-size:12.5px;color:${t.sub};line-height:${s + 5}px;flex:none}
.bd{margin-top:10px}.bd .p{font-size:${s}px;line-height:${Math.round(s * 1.42)}px;margin-top:8px}.bd .p:first-child{margin-top:0}
.sg{margin-top:10px}.sg .g{font-size:${s - 1.5}px;line-height:${Math.round((s - 1.5) * 1.4)}px;color:${t.sub}}
.qt{margin-top:12px}.qh{font-size:${s - 1.5}px;line-height:${Math.round((s - 1.5) * 1.4)}px;color:${t.sub}}.qb{margin-top:6px;border-left:3px solid ${t.quote};padding-left:10px;color:${t.sub}}.qb .q{font-size:${s - 1}px;line-height:${Math.round((s - 1) * 1.42)}px;margin-top:6px}.qb .q:first-child{margin-top:0}
.cl{background:${t.card};padding:10px 16px;border-top:1px solid ${t.line};gap:10px}.cl .nw{flex:1;min-width:0}.cl .sn{font-size:13.5px;color:${t.sub};line-height:18px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.rb{flex:none;gap:10px;padding:10px 12px 30px;background:${t.card};border-top:1px solid ${t.line};position:relative;z-index:3}.rb.a{padding-bottom:16px}.rb span{flex:1;text-align:center;border:1px solid ${t.line};border-radius:20px;padding:9px 4px;font-size:14px;font-weight:600;color:${t.accent}}`;
};

export interface Mail {
  who: Who;
  name: string;
  addr: string;
  time: string;
  color: string;
  body: string[];
  sig?: string[];
  quote?: { head: string; who: Who; lines: string[] };
}

export const message = (m: Mail) =>
  `<div class="ms"><div class="row mh">${avatar(36, m.color)}<div class="nw">${ui(m.name, "nm")}${ui(m.addr, "ad")}</div>${ui(m.time, "tm")}</div>
<div class="bd">${m.body.map((p) => say(m.who, p, "p")).join("")}</div>${m.sig ? `<div class="sg">${m.sig.map((g) => say(m.who, g, "g")).join("")}</div>` : ""}${
    m.quote ? `<div class="qt">${ui(m.quote.head, "qh")}<div class="qb">${m.quote.lines.map((q) => say(m.quote!.who, q, "q")).join("")}</div></div>` : ""
  }</div>`;

export const collapsed = (who: Who, name: string, time: string, color: string, snippet: string) =>
  `<div class="row cl">${avatar(30, color)}<div class="nw"><div class="row" style="justify-content:space-between">${ui(name, "nm")}${ui(time, "tm")}</div>${say(who, snippet, "sn")}</div></div>`;

export const subject = (text: string, who: Who, labels: string[] = []) =>
  `${say(who, text, "sj")}${labels.length ? `<div class="lb">${labels.map((l) => `<span>${esc(l)}</span>`).join("")}</div>` : ""}`;

export const replyBar = (labels: string[], android = false) =>
  `<div class="row rb${android ? " a" : ""}">${labels.map((l) => `<span>${esc(l)}</span>`).join("")}</div>`;

const sv = (size: number, d: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></svg>`;
export const mi = {
  trash: (s = 22) => sv(s, "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"),
  archive: (s = 22) => sv(s, "M3 4h18v4H3zM5 8v12h14V8M10 12h4"),
  mail: (s = 22) => sv(s, "M3 6h18v12H3zM3 6l9 7 9-7"),
  reply: (s = 22) => sv(s, "M10 8 5 12l5 4M5 12h9a5 5 0 0 1 5 5v1"),
  folder: (s = 22) => sv(s, "M3 6h6l2 2h10v11H3z"),
  flag: (s = 22) => sv(s, "M5 21V4M5 4h12l-2 4 2 4H5"),
  clock: (s = 22) => sv(s, "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2"),
  chevUp: (s = 22) => sv(s, "M6 15l6-6 6 6"),
  chevDown: (s = 22) => sv(s, "M6 9l6 6 6-6"),
};

// ---- question-and-answer pages ----

export interface QaTheme {
  bg: string;
  card: string;
  fg: string;
  sub: string;
  line: string;
  accent: string;
  /** Background and text colour of the question box. */
  qbg: string;
  qfg: string;
  size?: number;
  radius?: number;
}

export const qaCss = (t: QaTheme) => {
  const s = t.size ?? 15;
  return `body{background:${t.bg};color:${t.fg}}
.hd{flex:none;height:50px;padding:0 14px;gap:16px;background:${t.card};color:${t.fg};border-bottom:1px solid ${t.line};position:relative;z-index:3}.hd b{flex:1;font-size:17px;font-weight:700;text-align:center}
.fill{display:flex;flex-direction:column;gap:10px;padding:10px 0}
.pf{background:${t.card};padding:14px 16px;gap:12px;border-bottom:1px solid ${t.line}}.pf .nw{flex:1;min-width:0}.pn{font-size:17px;font-weight:700;line-height:22px}.ph{font-size:13px;color:${t.sub};line-height:18px}.pb{font-size:14px;line-height:19px;margin-top:4px}.pc{font-size:12.5px;color:${t.sub};margin-top:4px}
.ask{margin:0 12px;padding:10px 12px;border-radius:${t.radius ?? 14}px;background:${t.card};border:1px solid ${t.line}}.ask .ab{font-size:14px;color:${t.sub};line-height:20px}.ask .bt{margin-top:8px;text-align:center;font-size:13.5px;font-weight:700;padding:7px;border-radius:9px;background:${t.accent};color:#fff}
.pf,.ask,.qa,.cp{flex:none}
.qa{margin:0 12px;background:${t.card};border-radius:${t.radius ?? 14}px;overflow:hidden;border:1px solid ${t.line}}
.qq{background:${t.qbg};color:${t.qfg};padding:10px 14px}.qq .qw{font-size:12px;font-weight:600;opacity:.75;line-height:16px}.qq .qx{font-size:${s}px;font-weight:600;line-height:${Math.round(s * 1.38)}px;margin-top:3px}
.an{padding:10px 14px 4px;gap:10px;align-items:flex-start}.an .nw{flex:1;min-width:0}.an .aw{font-size:13px;font-weight:600;line-height:18px}.an .ax{font-size:${s}px;line-height:${Math.round(s * 1.42)}px;margin-top:3px}
.ft{padding:6px 14px 10px;gap:16px;color:${t.sub};font-size:12.5px}.ft .sp{flex:1}.ft span{display:flex;align-items:center;gap:4px}
.tb{flex:none;justify-content:space-around;padding:9px 0 28px;background:${t.card};border-top:1px solid ${t.line};color:${t.sub};position:relative;z-index:3}.tb.a{padding-bottom:12px}`;
};

export interface Qa {
  /** Who asked, as shown ("Anonymous", or a name); the words are theirs. */
  asker: string;
  /** Label above the question; defaults to the asker's name. */
  askerLabel?: string;
  question: string;
  ownerName: string;
  color: string;
  answer: string[];
  age: string;
  likes: string;
  likeIcon: string;
  extra?: string;
}

export const qa = (q: Qa) =>
  `<div class="qa"><div class="qq">${ui(q.askerLabel ?? q.asker, "qw")}${say(q.asker, q.question, "qx")}</div>
<div class="row an">${avatar(30, q.color)}<div class="nw">${ui(q.ownerName, "aw")}${q.answer.map((a) => say("owner", a, "ax")).join("")}</div></div>
<div class="row ft"><span>${esc(q.age)}</span><span class="sp"></span><span>${q.likeIcon}${esc(q.likes)}</span>${q.extra ?? ""}</div></div>`;
