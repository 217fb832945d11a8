// Part A of the held-out set v23, its five chats (screens-a.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

/** A day or call divider, or a message: its side, text, time, the sender's name over it (groups), and the message it quotes. */
type Msg =
  | { t: string }
  | { call: string; side: "me" | "them"; time?: string }
  | { me: string; time?: string; quote?: [string, string] }
  | { them: string; time?: string; who?: string; quote?: [string, string] };

const say = (who: string, text: string, cls = "") => (who === "me" ? own(text, cls) : other(who, text, cls));

const bubbles = (them: string, items: Msg[], names = false) =>
  items
    .map((m) => {
      if ("t" in m) return ui(m.t, "tm");
      const t = m.time ? ui(m.time, "bt2") : "";
      if ("call" in m) return `<div class="bb ${m.side === "me" ? "r" : "l"} cl" data-role="ui">${icon.video(18)}${ui(m.call, "cx")}${t}</div>`;
      const q = m.quote ? `<div class="qt">${ui(m.quote[0] === "me" ? "You" : m.quote[0], "qn")}${say(m.quote[0], m.quote[1], "qx")}</div>` : "";
      if ("me" in m) return `<div class="bb r">${q}${own(m.me)}${t}</div>`;
      const name = m.who ?? them;
      return `<div class="bb l">${names ? ui(name, "gn") : ""}${q}${other(name, m.them)}${t}</div>`;
    })
    .join("\n");

const bubbleCss = (o: {
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
}) =>
  `body{background:${o.bg};color:${o.fg}}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:5px}.fill>*{flex-shrink:0}
.bb{max-width:${o.max ?? 268}px;border-radius:${o.radius}px;padding:7px 11px;font-size:${o.size}px;line-height:${o.size + 5}px}.bb.l{background:${o.left};color:${o.leftFg};align-self:flex-start}.bb.r{background:${o.right};color:${o.rightFg};align-self:flex-end}
.bt2{font-size:10.5px;opacity:.62;text-align:right;margin-top:1px;line-height:13px}.gn{font-size:12.5px;font-weight:600;line-height:16px;margin-bottom:1px}
.qt{border-left:3px solid currentColor;background:${o.quote};border-radius:4px;padding:3px 8px;margin:1px 0 5px}.qn{font-size:12px;font-weight:700;line-height:16px;opacity:.85}.qx{font-size:13px;line-height:17px;opacity:.8}
.cl{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.cl .cx{font-weight:600}.cl .bt2{margin:0}
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}`;

const headCss = (bg: string, fg: string, sub: string, line: string, h = 56) =>
  `.hd{flex:none;height:${h}px;padding:0 14px 0 8px;gap:10px;background:${bg};border-bottom:1px solid ${line};color:${fg};position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:${sub};display:block}`;

export const dialpad: ScreenSpec = {
  id: "dialpad-they-deserve-a-duck",
  app: "Dialpad",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Truett", handle: null },
  time: "10:24",
  battery: 58,
  replies: true,
  css: `${bubbleCss({ bg: "#f7f6fb", fg: "#1e1b2e", sub: "#807c92", left: "#fff", leftFg: "#1e1b2e", right: "#6e3cf5", rightFg: "#fff", radius: 14, size: 15, max: 272, quote: "rgba(255,255,255,.16)" })}
.bb.l{border:1px solid #e6e3f0}
${headCss("#fff", "#1e1b2e", "#807c92", "#e6e3f0")}.hd .ic{color:#6e3cf5}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e6e3f0;color:#807c92}.in .box{flex:1;min-height:38px;border-radius:8px;border:1px solid #d9d5e6;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#9a96aa}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(34, "#d07a4f")}<div style="flex:1;min-width:0"><b>Shona Petrakis</b><small>Customer Success · Available</small></div><span class="ic">${icon.phone(20)}</span><span class="ic">${icon.video(22)}</span></div>
<div class="fill">
${bubbles("Shona Petrakis", [
  { t: "Today" },
  { them: "morning! odd one. what is option 9 on the main line menu? the monthly report has it as our most pressed option", time: "10:02 AM" },
  { me: "Option 9 is a duck.", time: "10:09 AM" },
  { me: "I recorded it at a pond on my lunch break in 2022 to test the menu. I never took it out.", time: "10:09 AM" },
  { them: "truett 318 callers pressed 9 last month. average time on option 9 is four minutes", time: "10:11 AM" },
  {
    me: "People ring us on their worst day. They deserve four minutes of duck.",
    time: "10:14 AM",
    quote: ["Shona Petrakis", "truett 318 callers pressed 9 last month. average time on option 9 is four minutes"],
  },
  { them: "legal wants it gone by friday", time: "10:20 AM" },
  { me: "Fine. Could it stay on my own line?", time: "10:22 AM" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message Shona</span>${icon.send(22)}</div>`,
};

export const justalk: ScreenSpec = {
  id: "justalk-forty-one-minutes-of-ear",
  app: "JusTalk",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Sindre", handle: null },
  time: "07:41",
  battery: 66,
  replies: true,
  css: `${bubbleCss({ bg: "#0f1216", fg: "#e7eaee", sub: "#8a929c", left: "#1f252c", leftFg: "#e7eaee", right: "#13a37f", rightFg: "#fff", radius: 18, size: 15, max: 250, quote: "rgba(0,0,0,.18)" })}
.bb.l{border-bottom-left-radius:5px}.bb.r{border-bottom-right-radius:5px}
${headCss("#161b21", "#e7eaee", "#8a929c", "#252c34")}
.in{flex:none;gap:10px;padding:8px 10px 24px;background:#0f1216;color:#8a929c}.in .box{flex:1;min-height:40px;border-radius:20px;background:#1f252c;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7c848d}.in .sd{width:40px;height:40px;border-radius:50%;background:#13a37f;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#b0678f")}<div style="flex:1;min-width:0"><b>Vibeke</b><small>online</small></div>${icon.video(22)}${icon.phone(20)}</div>
<div class="fill">
${bubbles("Vibeke", [
  { t: "Yesterday" },
  { them: "did bestemor ring you again? she says the video thing works great now", time: "19:48" },
  { me: "She rang at 7, like every day.", time: "19:52" },
  { call: "Video call 41:12", side: "them", time: "19:00" },
  { them: "41 minutes!! what did you two talk about", time: "19:53" },
  { me: "Mostly I looked at her ear. She holds the phone to it like a normal phone.", time: "19:55" },
  { me: "Forty-one minutes of ear. I could pick it out of a line-up.", time: "19:55" },
  { them: "did you not tell her to hold it out in front of her", time: "19:57" },
  { me: "I did. She said she can’t hear me from over there.", time: "20:01" },
  { t: "Today" },
  { them: "she just rang me to say you look well", time: "07:32" },
  { me: "That’s kind. Tell her ear I said the same.", time: "07:39", quote: ["Vibeke", "she just rang me to say you look well"] },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(22)}<span style="flex:1">Message</span>${icon.camera(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const lineworks: ScreenSpec = {
  id: "lineworks-i-am-lost-property",
  app: "LINE WORKS",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Waleed", handle: null },
  time: "09:37",
  battery: 81,
  keyboard: true,
  suggestions: ["sign", "signs", "signed"],
  replies: true,
  css: `${bubbleCss({ bg: "#eef1f4", fg: "#1b1f24", sub: "#7d8590", left: "#fff", leftFg: "#1b1f24", right: "#2fbf71", rightFg: "#fff", radius: 14, size: 15.5, max: 300, quote: "rgba(0,0,0,.08)" })}
${headCss("#fff", "#1b1f24", "#7d8590", "#e1e5ea", 54)}
.in{flex:none;gap:10px;padding:7px 10px 8px;background:#fff;border-top:1px solid #e1e5ea;color:#7d8590}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f1f3f5;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#1b1f24}.in .sd{width:34px;height:34px;border-radius:50%;background:#2fbf71;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(34, "#5b7fb8")}<div style="flex:1;min-width:0"><b>Verena Thistlewood</b><small>Facilities · Head office</small></div>${icon.phone(20)}${icon.menu(22)}</div>
<div class="fill">
${bubbles("Verena Thistlewood", [
  { t: "Mon, Nov 30" },
  { them: "Waleed, reception says there is a cello next to your desk?", time: "09:14" },
  { me: "I handed in one umbrella in 2023. Since then I am lost property.", time: "09:24" },
  { them: "how much lost property are we talking", time: "09:26" },
  { me: "14 umbrellas, a retainer, a bread maker and now a cello.", time: "09:31" },
  { them: "please send all of it down to reception", time: "09:33" },
  {
    me: "Reception sent it up. I think they see me as lost property too.",
    time: "09:36",
    quote: ["Verena Thistlewood", "please send all of it down to reception"],
  },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}${own("I have put up a sign", "box")}<span class="sd">${icon.arrowUp(18)}</span></div>`,
};

export const campfire: ScreenSpec = {
  id: "campfire-forty-three-got-off",
  app: "Campfire",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { top: 47 },
  cutLines: 1,
  owner: { name: "Wade", handle: null },
  time: "11:02",
  battery: 39,
  replies: true,
  css: `${bubbleCss({ bg: "#1b1a18", fg: "#ece7df", sub: "#9a938a", left: "#2a2825", leftFg: "#ece7df", right: "#8a4b22", rightFg: "#fff4ea", radius: 12, size: 15, max: 276, quote: "rgba(0,0,0,.2)" })}
.fill{gap:6px}.gn{color:#f0a35c}
${headCss("#22211f", "#ece7df", "#9a938a", "#34312d", 54)}.hd .rm{font-size:17px;font-weight:700}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#22211f;border-top:1px solid #34312d;color:#9a938a}.in .box{flex:1;min-height:38px;border-radius:10px;background:#2a2825;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#817a71}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<div style="flex:1;min-width:0"><b class="rm"># summer-boat-party</b><small>5 people here</small></div>${icon.search(21)}${icon.person(22)}</div>
<div class="fill">
${bubbles(
  "Sarai",
  [
    { t: "Saturday" },
    { them: "thank you all for coming!! photos go in the shared folder by monday please", time: "9:12 PM", who: "Sarai" },
    { t: "Today" },
    { them: "who did the headcount at the pier? facilities are asking", time: "10:31 AM", who: "Vaughn" },
    { me: "Me. Forty-two of us got on the boat.", time: "10:40 AM" },
    { me: "Forty-three got off.", time: "10:40 AM" },
    { them: "wait what", time: "10:41 AM", who: "Suhail" },
    { them: "who is the extra one??", time: "10:41 AM", who: "Sarai" },
    { me: "Tall man in a fleece. Great with the ropes. He fixed the speaker.", time: "10:46 AM" },
    { me: "By then nobody felt they could ask.", time: "10:46 AM" },
    {
      them: "he is in the group photo. front row. holding the cake",
      time: "10:52 AM",
      who: "Vaughn",
      quote: ["me", "Tall man in a fleece. Great with the ropes. He fixed the speaker."],
    },
    { me: "He cut it as well. Generous slices.", time: "10:58 AM" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Say something…</span>${icon.send(22)}</div>`,
};

export const botim: ScreenSpec = {
  id: "botim-the-driver-did-most-of-the-work",
  app: "BOTIM",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 86 }, { width: 810, quality: 67 }],
  owner: { name: "Sameer", handle: null },
  time: "09:03",
  battery: 72,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0a66d8",
  css: `${bubbleCss({ bg: "#edf2f8", fg: "#18212b", sub: "#76818e", left: "#fff", leftFg: "#18212b", right: "#d4e7ff", rightFg: "#18212b", radius: 10, size: 15, max: 252, quote: "rgba(10,102,216,.08)" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.07)}.qt{color:#0a66d8}.qx{color:#18212b}
${headCss("#0a66d8", "#fff", "#cfe2ff", "#0a66d8")}
.in{flex:none;gap:10px;padding:8px 10px 24px;background:#edf2f8;color:#76818e}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#8c96a2}.in .sd{width:40px;height:40px;border-radius:50%;background:#0a66d8;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#c79a3c")}<div style="flex:1;min-width:0"><b>Tahani</b><small>last seen today at 08:57</small></div>${icon.video(22)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Tahani", [
  { them: "saw your run on the club app!! 14 km and a 2:50 kilometre??", time: "08:40" },
  { me: "I forgot to stop my watch after the run, then took a taxi home along Sheikh Zayed Road.", time: "08:46" },
  { them: "so the 2:50 was", time: "08:47" },
  { me: "My fastest kilometre was in the back of a Camry.", time: "08:49" },
  { them: "sameer the club gave you a badge for it", time: "08:51" },
  { me: "I accepted it. The driver did most of the work, but I was there.", time: "08:53" },
  { them: "coach wants you in the front group on saturday", time: "08:56" },
  { me: "I’ll need a lift.", time: "08:58", quote: ["Tahani", "coach wants you in the front group on saturday"] },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(22)}<span style="flex:1">Type a message</span>${icon.paperclip(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};
