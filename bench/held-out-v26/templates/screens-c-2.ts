// Part C of the held-out set v26: chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const monal: ScreenSpec = {
  id: "monal-third-of-three-and-one-was-a-cucumber",
  app: "Monal",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Rosamund", handle: null },
  time: "10:22",
  battery: 88,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#111", sub: "#8e8e93", left: "#e9e9eb", leftFg: "#111", right: "#0a84ff", rightFg: "#fff", radius: 18, size: 15.5, max: 270, quote: "rgba(0,0,0,.07)", react: "#fff" })}
.gn{color:#d2691e}.rx{border-color:#fff;box-shadow:0 1px 2px rgba(0,0,0,.15)}.bb.r .qt{background:rgba(255,255,255,.18)}
${headCss("#f7f7f7", "#111", "#8e8e93", "#dcdcdc", 54)}.hd{color:#0a84ff}.hd b{color:#111;text-align:center}.hd small{text-align:center}
.in{flex:none;gap:10px;padding:8px 12px 32px;background:#f7f7f7;border-top:1px solid #dcdcdc;color:#0a84ff}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff;border:1px solid #d1d1d6;display:flex;align-items:center;padding:4px 14px;font-size:16px;color:#a0a0a5}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<div style="flex:1;min-width:0"><b>Plots 7–12 (Ferry Lane)</b><small>5 members</small></div>${avatar(32, "#6a9f3b", { silhouette: false })}</div>
<div class="fill">
${bubbles(
  "Queenie",
  [
    { t: "Yesterday" },
    { them: "Show results are pinned up in the hut now", time: "18:02", who: "Queenie" },
    { them: "well done on the marrow Rosamund!", time: "18:40", who: "Miroslav" },
    { me: "Thank you! Third place, I’m thrilled.", time: "19:05" },
    { me: "In fairness there were three entries, and one of those was a cucumber.", time: "19:06" },
    { t: "Today" },
    {
      them: "that was my cucumber and i entered it as a marrow on purpose",
      time: "09:14",
      who: "Ozzie",
      quote: ["me", "In fairness there were three entries, and one of those was a cucumber."],
      react: "😂 4",
    },
    { them: "the judge called it a very brave marrow", time: "09:20", who: "Queenie" },
    { me: "I’ll bring the rosette on Sunday for the photo.", time: "10:11" },
    { typing: "Miroslav is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const quicksy: ScreenSpec = {
  id: "quicksy-the-self-checkout-gave-me-a-bodyguard",
  app: "Quicksy",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 840, quality: 68 }],
  owner: { name: "Noemi", handle: null },
  cutLines: 1,
  time: "19:12",
  battery: 37,
  replies: true,
  css: `${bubbleCss({ bg: "#121212", fg: "#e6e6e6", sub: "#9e9e9e", left: "#263238", leftFg: "#e6e6e6", right: "#1b5e20", rightFg: "#f1f8e9", radius: 6, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#263238" })}
.bb{padding:7px 10px}
${headCss("#1f2a22", "#f1f8e9", "#a5c8a9", "#1f2a22", 56)}.hd b{font-size:19px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#1c1c1c;color:#a0a0a0}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#7e7e7e}.in .sd{color:#66bb6a}`,
  statusBarBackground: "#1f2a22",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#5c6bc0")}<div style="flex:1;min-width:0"><b>Oisin</b><small>online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Oisin", [
  { t: "Today" },
  { me: "Still on for tonight? Eight at yours?", time: "17:02" },
  { them: "yes! can you grab snacks on the way, i’ll do the drinks", time: "17:10" },
  { me: "Sure.", time: "17:11" },
  { them: "did you manage to get the stuff for tonight", time: "18:40" },
  { me: "Got everything. Took a while.", time: "18:52" },
  { me: "The self-checkout called for assistance eleven times. By the end the assistant just stood next to me, like a bodyguard.", time: "18:53" },
  { them: "did she at least carry the bags", time: "18:55", react: "😂" },
  { me: "She walked me to the door. We’re on first-name terms now.", time: "18:58" },
  { them: "what did you even buy", time: "19:01" },
  { me: "Crisps, limes and two bags of ice.", time: "19:04" },
  { typing: "Oisin is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Send a message…</span>${icon.paperclip(20)}<span class="sd">${icon.send(22)}</span></div>`,
};

export const verizon: ScreenSpec = {
  id: "verizon-message-plus-the-smoke-alarm-dinner-bell",
  app: "Verizon Message+",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  crop: { top: 26, bottom: 70 },
  owner: { name: "Mette", handle: null },
  time: "18:06",
  battery: 51,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#000", sub: "#747676", left: "#f2f2f2", leftFg: "#000", right: "#cd040b", rightFg: "#fff", radius: 16, size: 15, max: 250, quote: "rgba(0,0,0,.07)", react: "#fff" })}
.gn{color:#555}.rx{border-color:#fff;box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#ffffff", "#000", "#747676", "#d8dada", 58)}.hd b{font-size:18px;font-weight:700}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;border-top:1px solid #d8dada;color:#000}.in .box{flex:1;min-height:40px;border-radius:20px;border:1px solid #a7a7a7;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#747676}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Home</b><small>Radka, Perrin, Niko</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Perrin",
  [
    { them: "whats for tea", time: "17:48", who: "Perrin" },
    { me: "Lasagne, ten minutes.", time: "17:50" },
    { them: "why did the smoke alarm just go off", time: "18:01", who: "Niko" },
    { me: "That was the dinner bell. Shouting never worked, but the smoke alarm gets you both downstairs in nine seconds.", time: "18:02" },
    { them: "she timed it", time: "18:03", who: "Radka", react: "😂 2" },
    { photo: ["#b5532a", "#e8b04a"], who: "Perrin", caption: "lasagne is fine btw, just extremely crispy on top", time: "18:04", h: 118 },
    { me: "Plates are on the table.", time: "18:05" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Text message</span>${icon.mic(22)}</div>`,
};

export const truecaller: ScreenSpec = {
  id: "truecaller-we-paid-to-escape-twice",
  app: "Truecaller",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 880,
  owner: { name: "Ornella", handle: null },
  time: "21:34",
  battery: 64,
  replies: true,
  css: `${bubbleCss({ bg: "#0f1115", fg: "#eef0f4", sub: "#8a909c", left: "#252931", leftFg: "#eef0f4", right: "#0a7cff", rightFg: "#fff", radius: 18, size: 15, max: 258, quote: "rgba(255,255,255,.1)", react: "#252931" })}
${headCss("#0f1115", "#eef0f4", "#8a909c", "#1d2027", 58)}
.in{flex:none;gap:10px;padding:6px 10px 20px;background:#0f1115;color:#a9afba}.in .box{flex:1;min-height:42px;border-radius:21px;background:#252931;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7b818c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#26a69a")}<div style="flex:1;min-width:0"><b>Reza</b><small>Active now</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Reza", [
  { t: "Today 21:08" },
  { them: "how was the escape room!!", time: "21:10" },
  { me: "Really good. We got out with four minutes to spare.", time: "21:15" },
  { me: "Then I realised my car keys were still in the locked chest, so we paid to go back in.", time: "21:15" },
  { them: "tell me you at least remembered the code", time: "21:18" },
  { me: "No. Second time took us fifty minutes.", time: "21:20" },
  { them: "that is the saddest heist i have ever heard of", time: "21:21", react: "😂" },
  { me: "Got the keys though. See you Saturday.", time: "21:30" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box"><span style="flex:1">Type a message</span>${icon.smile(20)}</span>${icon.mic(22)}</div>`,
};

export const siskin: ScreenSpec = {
  id: "siskin-im-ticketed-on-my-own-driveway",
  app: "Siskin IM",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Romaine", handle: null },
  time: "12:47",
  battery: 69,
  cutLines: 1,
  banner: {
    app: "Siskin IM",
    color: "#2e7d32",
    title: "Quenby",
    body: "Remember the 40cm rule when you park at mine on Sunday, I will be checking",
    author: "Quenby",
    age: "now",
  },
  replies: true,
  css: `${bubbleCss({ bg: "#f2f2f7", fg: "#1c1c1e", sub: "#8e8e93", left: "#ffffff", leftFg: "#1c1c1e", right: "#34a853", rightFg: "#fff", radius: 17, size: 16, max: 290, quote: "rgba(0,0,0,.07)", react: "#fff" })}
${headCss("#f9f9fb", "#1c1c1e", "#8e8e93", "#d9d9de", 56)}.hd{color:#34a853}.hd b{color:#1c1c1e}
.in{flex:none;gap:10px;padding:8px 12px 34px;background:#f9f9fb;border-top:1px solid #d9d9de;color:#34a853}.in .box{flex:1;min-height:38px;border-radius:19px;background:#fff;border:1px solid #d1d1d6;display:flex;align-items:center;padding:4px 14px;font-size:16px;color:#a0a0a5}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#ab47bc")}<div style="flex:1;min-width:0"><b>Ophira</b><small>Online</small></div>${icon.phone(22)}${icon.video(24)}</div>
<div class="fill">
${bubbles("Ophira", [
  { t: "Today" },
  { them: "mum says you got a parking fine?? you never even go anywhere", time: "12:20" },
  { me: "I got it on my own driveway. The back of the car was 40cm over the pavement.", time: "12:26" },
  { me: "The warden who wrote it was Quenby, and he has put a photo of it in the family Christmas newsletter.", time: "12:27" },
  { them: "he is SO proud of that job", time: "12:31", react: "😂 1" },
  { them: "did you pay it", time: "12:32" },
  { me: "Paid it. It’s £35 if you pay within two weeks.", time: "12:40" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const cheogram: ScreenSpec = {
  id: "cheogram-excellent-for-lunch-only",
  app: "Cheogram",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 79,
  crop: { bottom: 62 },
  owner: { name: "Milda", handle: null },
  time: "13:18",
  battery: 83,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#303f9f",
  css: `${bubbleCss({ bg: "#eceff1", fg: "#212121", sub: "#78909c", left: "#ffffff", leftFg: "#212121", right: "#c5cae9", rightFg: "#1a237e", radius: 4, size: 15, max: 262, quote: "rgba(48,63,159,.1)", react: "#fff" })}
.bb{padding:7px 10px;box-shadow:0 1px 1px rgba(0,0,0,.12)}.qt{color:#3949ab}.rx{border-color:#eceff1}
${headCss("#3f51b5", "#fff", "#c5cae9", "#3f51b5", 56)}.hd b{font-size:19px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;color:#78909c}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#9e9e9e}.in .sd{color:#3f51b5}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#8d6e63")}<div style="flex:1;min-width:0"><b>Nandor</b><small>last seen 13:02</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nandor", [
  { t: "Friday" },
  { them: "how is Peregrine getting on at the new day care", time: "12:31" },
  { me: "He loves it. They send a report home every Friday.", time: "12:40" },
  { me: "This week he got “Excellent” for lunch. Everything else was “Needs improvement”, including sitting, walking and sharing.", time: "12:41" },
  {
    them: "who is he meant to share WITH",
    time: "12:50",
    quote: ["me", "This week he got “Excellent” for lunch. Everything else was “Needs improvement”, including sitting, walking and sharing."],
    react: "😂",
  },
  { me: "A beagle called Rhubarb. It’s complicated.", time: "13:04" },
  { them: "honestly relatable", time: "13:05" },
  { me: "Pick-up is half five, come and meet him.", time: "13:11" },
])}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Send message</span>${icon.camera(20)}<span class="sd">${icon.send(22)}</span></div>`,
};
