// Part C of the held-out set v25: chats, continued (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const schildichat: ScreenSpec = {
  id: "schildichat-my-most-productive-meeting",
  app: "SchildiChat",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  crop: { top: 30, bottom: 64 },
  owner: { name: "Mostyn", handle: null },
  time: "12:41",
  battery: 55,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f6f2", fg: "#1a1c18", sub: "#74796d", left: "#fff", leftFg: "#1a1c18", right: "#d5ecb8", rightFg: "#1a1c18", radius: 14, size: 15, max: 260, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.06)}.gn{color:#3f7d20}.qt{color:#3f7d20}.qx{color:#1a1c18}
${headCss("#fff", "#1a1c18", "#74796d", "#e2e6dc", 56)}
.in{flex:none;gap:10px;padding:8px 10px 24px;background:#fff;border-top:1px solid #e2e6dc;color:#74796d}.in .box{flex:1;min-height:40px;border-radius:20px;background:#eef1ea;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#8a8f83}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#5c8f3a", { silhouette: false })}<div style="flex:1;min-width:0"><b>#floor-3</b><small>24 members</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Onur",
  [
    { them: "does anyone know who has Room 4 every friday at 2? it’s been booked since 2021", time: "11:58", who: "Onur" },
    { them: "the booking just says “sync (do not cancel)”", time: "12:02", who: "Pasha" },
    { me: "That’s mine.", time: "12:09" },
    { them: "a sync about what", time: "12:10", who: "Remy" },
    { me: "I forgot what it was for in 2021. I still go every Friday. It’s my most productive meeting.", time: "12:16" },
    { them: "you have a weekly meeting with nobody and it’s going better than ours", time: "12:19", who: "Onur", react: "😂 5" },
    { photo: ["#c9c2b4", "#8f8a7f"], who: "Pasha", caption: "room 4 right now. there is a cushion", time: "12:27", h: 84 },
    { me: "Please don’t move the cushion.", time: "12:33" },
  ],
  true,
  { Onur: "#d08a3c", Pasha: "#4a7fc1", Remy: "#b24f6e" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box"><span style="flex:1">Send a message…</span>${icon.smile(20)}</span>${icon.mic(22)}</div>`,
};

export const conversations: ScreenSpec = {
  id: "conversations-our-most-loyal-fan",
  app: "Conversations",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 84 }, { width: 820, quality: 66 }],
  owner: { name: "Milos", handle: null },
  time: "16:22",
  battery: 88,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#2e7d32",
  css: `${bubbleCss({ bg: "#eeeeee", fg: "#212121", sub: "#757575", left: "#fff", leftFg: "#212121", right: "#e8f5e9", rightFg: "#212121", radius: 6, size: 15, max: 256, quote: "rgba(0,0,0,.06)" })}
.bb{box-shadow:0 1px 1px rgba(0,0,0,.12)}
${headCss("#388e3c", "#fff", "#c8e6c9", "#388e3c", 56)}.hd b{font-size:19px;font-weight:500}
.in{flex:none;gap:10px;padding:6px 10px 22px;background:#fff;color:#757575}.in .box{flex:1;min-height:44px;display:flex;align-items:center;padding:6px 8px;font-size:15px;color:#9e9e9e}.in .sd{color:#388e3c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Rune</b><small>rune@thecrookedanchor.pub</small></div>${icon.paperclip(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Rune", [
  { t: "Yesterday" },
  { them: "any chance the band can do saturday? the quiz has pulled out", time: "18:04" },
  { me: "We can. Usual set, usual time?", time: "18:30" },
  { them: "same set as the last nine years yes", time: "18:31" },
  { t: "Today" },
  { me: "Our most loyal fan is the fruit machine. It plays its little jingle at the end of every song.", time: "16:05" },
  { them: "it’s the only one in there who claps in time tbh", time: "16:09" },
  { me: "Please don’t unplug it this year. Our drummer counts in off it.", time: "16:14" },
  { them: "8 till late, a pint each, same as always", time: "16:17" },
  { typing: "Rune is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Send message</span><span class="sd">${icon.send(22)}</span></div>`,
};

export const qksms: ScreenSpec = {
  id: "qksms-i-panicked-and-said-gracias",
  app: "QKSMS",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Margarida", handle: null },
  time: "10:47",
  battery: 91,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#111417", fg: "#e6e8ea", sub: "#8b9196", left: "#212a30", leftFg: "#e6e8ea", right: "#1e88e5", rightFg: "#fff", radius: 18, size: 15, max: 250, quote: "rgba(255,255,255,.1)" })}
${headCss("#111417", "#e6e8ea", "#8b9196", "#1c2226", 56)}.hd b{font-size:19px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 22px;background:#111417;color:#8b9196}.in .box{flex:1;min-height:42px;border-radius:21px;background:#1c2226;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#6f767c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Mathis</b></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mathis", [
  { them: "did you try your welsh at the café in the end??", time: "9:58 AM" },
  { me: "I did. I ordered a flat white, fully in Welsh.", time: "10:21 AM" },
  { them: "AND", time: "10:21 AM" },
  { me: "412 days of Welsh lessons, and when the barista answered in Welsh I panicked and said gracias.", time: "10:26 AM" },
  { them: "you don’t speak spanish either", time: "10:27 AM" },
  { me: "Apparently I do under pressure.", time: "10:30 AM" },
  { photo: ["#5a3a24", "#d9c2a6"], who: "me", caption: "The flat white in question.", time: "10:31 AM", h: 96 },
  { them: "that flat white looks very confused", time: "10:44 AM" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box"><span style="flex:1">Write a message</span>${icon.smile(20)}</span>${icon.send(22)}</div>`,
};

export const berty: ScreenSpec = {
  id: "berty-now-they-have-given-me-a-solo",
  app: "Berty",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Obadiah", handle: null },
  time: "19:33",
  battery: 44,
  replies: true,
  banner: {
    app: "Berty",
    color: "#3845e0",
    title: "Norberto",
    body: "Solo rehearsal Monday 6pm! Can’t wait to finally hear that voice",
    author: "Norberto",
    age: "now",
  },
  css: `${bubbleCss({ bg: "#f7f8fe", fg: "#1c1d2b", sub: "#8186a5", left: "#fff", leftFg: "#1c1d2b", right: "#3845e0", rightFg: "#fff", radius: 16, size: 15.5, max: 276, quote: "rgba(56,69,224,.08)", react: "#fff" })}
.bb.l{border:1px solid #e4e6f5}
${headCss("#fff", "#1c1d2b", "#8186a5", "#e4e6f5", 58)}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e4e6f5;color:#3845e0}.in .box{flex:1;min-height:40px;border-radius:12px;background:#f1f2fb;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8186a5}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#d0844f")}<div style="flex:1;min-width:0"><b>Melchior</b><small>Connected · peer-to-peer</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Melchior", [
  { t: "Wednesday" },
  { them: "congratulations on the solo!!! norberto announced it after you left", time: "21:14" },
  { me: "Thanks. Big news.", time: "21:40" },
  { them: "you don’t sound very happy about it", time: "21:41" },
  { me: "I have mimed every Wednesday for two years. Now they’ve given me a solo.", time: "21:46" },
  { them: "wait you MIME??? you’re in the front row", time: "21:47", react: "😳 1" },
  { me: "I have very expressive eyebrows.", time: "21:52" },
  { voice: "0:23", who: "Melchior", time: "21:58" },
  { t: "Today" },
  { them: "have you told him yet", time: "19:20" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Write a secure message...</span>${icon.camera(22)}</div>`,
};

export const status: ScreenSpec = {
  id: "status-outvoted-me-on-my-own-answers",
  app: "Status",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Quentin", handle: null },
  time: "23:12",
  battery: 27,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#0b0d12", fg: "#e9ebf2", sub: "#8c92a6", left: "#1e2230", leftFg: "#e9ebf2", right: "#4360df", rightFg: "#fff", radius: 16, size: 15.5, max: 300, quote: "rgba(255,255,255,.1)", react: "#1e2230" })}
.gn{color:#a5b4ff}
${headCss("#0b0d12", "#e9ebf2", "#8c92a6", "#1e2230", 58)}
.in{flex:none;gap:10px;padding:8px 12px 32px;background:#0b0d12;color:#8c92a6}.in .box{flex:1;min-height:42px;border-radius:12px;background:#1e2230;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#8c92a6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#e0684b", { silhouette: false })}<div style="flex:1;min-width:0"><b>Fourth Place Again</b><small>5 members</small></div>${icon.search(21)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Ovidiu",
  [
    { t: "Tuesday" },
    { them: "fourth out of nine. not bad for a tuesday", time: "22:31", who: "Ovidiu" },
    { them: "it was our own quizmaster’s quiz though", time: "22:33", who: "Rainer" },
    { me: "I did write it, yes.", time: "22:40" },
    { me: "I wrote all forty questions, and my own team still outvoted me on my own answers.", time: "22:41" },
    { them: "in fairness you told us you couldn’t remember writing round three", time: "22:44", who: "Maddox", react: "💀 2" },
    { voice: "0:52", who: "Merfyn", time: "22:50" },
    {
      them: "the dog round was impossible though",
      time: "22:58",
      who: "Rainer",
      quote: ["me", "I wrote all forty questions, and my own team still outvoted me on my own answers."],
    },
    { me: "The dog round was about my dog.", time: "23:03" },
    { them: "QUENTIN", time: "23:04", who: "Ovidiu" },
    { them: "how were we meant to know his middle name is Percival", time: "23:06", who: "Maddox" },
  ],
  true,
  { Ovidiu: "#3fa07a", Rainer: "#c8893a", Maddox: "#8d5bd1", Merfyn: "#d05a8a" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message</span>${icon.smile(22)}${icon.mic(22)}</div>`,
};
