// Part C of the held-out set v31: chats, one-to-one (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const arattai: ScreenSpec = {
  id: "arattai-fourteen-months-on-a-four-week-course",
  app: "Arattai",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Padmini", handle: null },
  time: "18:21",
  battery: 63,
  keyboard: true,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f3f5fb", fg: "#1b2233", sub: "#7d8597", left: "#ffffff", leftFg: "#1b2233", right: "#2d5bd7", rightFg: "#fff", radius: 14, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.09)}.bb.r{border-bottom-right-radius:4px}.bb.l{border-bottom-left-radius:4px}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#1b2233", "#2e9d5b", "#e3e7f0", 58)}.hd{color:#2d5bd7}.hd b{color:#1b2233;font-size:17px}
.in{flex:none;gap:8px;padding:6px 8px;background:#f3f5fb;color:#5d6577}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #d9deea;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#1b2233}.in .sd{width:42px;height:42px;border-radius:50%;background:#2d5bd7;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#ef6c00")}<div style="flex:1;min-width:0"><b>Mukund</b><small>online</small></div>${icon.video(21)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mukund", [
  { t: "Today" },
  { them: "did you ever finish that online course", time: "18:02" },
  { me: "I did! The certificate arrived today.", time: "18:10" },
  {
    me: "Free four-week course on time management. It took me fourteen months, and I only finished because the site emailed to say it was closing down.",
    time: "18:11",
  },
  { them: "so your deadline was the website dying", time: "18:14", react: "😂 1" },
  { them: "what was the last module even about", time: "18:15" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}${own("“Using deadlines well.”", "")}<span style="flex:1"></span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const gemSpace: ScreenSpec = {
  id: "gem-space-four-centimetres-wider-than-the-door",
  app: "Gem Space",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 68 }],
  owner: { name: "Rostam", handle: null },
  time: "16:48",
  battery: 41,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0e0f1a", fg: "#eceef8", sub: "#878aa3", left: "#22243a", leftFg: "#eceef8", right: "#6c4cf5", rightFg: "#fff", radius: 20, size: 16, max: 280, quote: "rgba(255,255,255,.1)", react: "#22243a" })}
${headCss("#141628", "#f1f2fa", "#8d90ab", "#05060c", 58)}.hd{color:#8f78ff}.hd b{color:#f1f2fa;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#141628;color:#8f78ff}.in .box{flex:1;min-height:38px;border-radius:19px;background:#22243a;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#767a96}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#ad1457")}<div style="flex:1;min-width:0"><b>Reyhaneh</b><small>was online recently</small></div>${icon.video(21)}${icon.phone(20)}</div>
<div class="fill">
${bubbles("Reyhaneh", [
  { t: "Today" },
  { them: "did the sofa go in ok??", time: "16:20" },
  { me: "Define ok.", time: "16:31" },
  {
    me: "Three floors, forty minutes, two scraped knuckles, and it’s four centimetres wider than my front door. It lives on the landing now. The man from 4B has already had a nap on it.",
    time: "16:33",
  },
  {
    photo: ["#5a5348", "#2e2a25"],
    who: "me",
    caption: "Day one on the landing.",
    time: "16:34",
    h: 112,
    shapes: `<div style="position:absolute;left:0;top:0;width:60px;height:112px;background:#8a8272"></div><div style="position:absolute;left:150px;top:0;width:70px;height:112px;background:#3b3630"></div><div style="position:absolute;left:38px;top:48px;width:150px;height:42px;border-radius:10px;background:#2f6f6a"></div><div style="position:absolute;left:30px;top:34px;width:26px;height:56px;border-radius:10px;background:#28605b"></div><div style="position:absolute;left:172px;top:34px;width:26px;height:56px;border-radius:10px;background:#28605b"></div><div style="position:absolute;left:44px;top:90px;width:8px;height:14px;background:#1c1a17"></div><div style="position:absolute;left:176px;top:90px;width:8px;height:14px;background:#1c1a17"></div>`,
  },
  { them: "so you bought your neighbour a sofa", time: "16:40", react: "😂" },
  { them: "is he paying rent at least", time: "16:41" },
  { me: "He left me a biscuit.", time: "16:46" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const moxxy: ScreenSpec = {
  id: "moxxy-the-whole-harvest-in-one-egg-cup",
  app: "Moxxy",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Onawa", handle: null },
  time: "19:07",
  battery: 34,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#16131c", fg: "#e9e1f2", sub: "#968da3", left: "#2a2533", leftFg: "#e9e1f2", right: "#cfbcff", rightFg: "#21005d", radius: 18, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#2a2533" })}
${headCss("#1f1b25", "#ece4f5", "#a59cb2", "#1f1b25", 60)}.hd{color:#cfbcff}.hd b{color:#ece4f5;font-size:18px;font-weight:500}
.in{flex:none;gap:8px;padding:8px 10px 22px;background:#16131c;color:#cfbcff}.in .box{flex:1;min-height:44px;border-radius:22px;background:#2a2533;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#8f879c}.in .sd{width:44px;height:44px;border-radius:14px;background:#4f378b;color:#eaddff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#00695c")}<div style="flex:1;min-width:0"><b>Raziya</b><small>raziya@jabber.fr</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Raziya", [
  { them: "harvest day!!! how did the potatoes do", time: "18:40" },
  { me: "Mixed.", time: "18:52" },
  {
    me: "Four months of watering, two bags of compost and a book called Grow Your Own Dinner. The whole harvest fits in one egg cup. I weighed it: 61 grams.",
    time: "18:53",
  },
  {
    photo: ["#e9dfc8", "#c9b994"],
    who: "me",
    caption: "Dinner.",
    time: "18:54",
    h: 104,
    shapes: `<div style="position:absolute;left:84px;top:44px;width:52px;height:50px;border-radius:8px 8px 26px 26px;background:#f6f3ee"></div><div style="position:absolute;left:96px;top:94px;width:28px;height:10px;background:#f0ece5"></div><div style="position:absolute;left:90px;top:32px;width:16px;height:13px;border-radius:50%;background:#a67c52"></div><div style="position:absolute;left:104px;top:28px;width:13px;height:12px;border-radius:50%;background:#8f6a44"></div><div style="position:absolute;left:116px;top:33px;width:15px;height:12px;border-radius:50%;background:#b08559"></div>`,
  },
  { them: "that’s not dinner, that’s a side dish for a mouse", time: "18:58", react: "😂" },
  { them: "so what happens to them now", time: "18:59" },
  { me: "Plant them. Obviously.", time: "19:04" },
  { typing: "Raziya is typing…" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Send a message…</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const totok: ScreenSpec = {
  id: "totok-a-code-impossible-to-forget",
  app: "ToTok",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Nandita", handle: null },
  time: "21:15",
  battery: 77,
  cutLines: 1,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Pranjal",
    body: "did you pack my phone charger by any chance? can’t find it anywhere",
    author: "Pranjal",
    age: "now",
  },
  css: `${bubbleCss({ bg: "#f6f8f7", fg: "#111817", sub: "#86908e", left: "#ffffff", leftFg: "#111817", right: "#12b886", rightFg: "#fff", radius: 18, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#111817", "#86908e", "#e3e8e6", 62)}.hd{color:#12b886}.hd b{color:#111817;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;color:#12b886;border-top:1px solid #e3e8e6}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f1f4f3;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9aa3a1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(40, "#5e35b1")}<div style="flex:1;min-width:0"><b>Omkar</b><small>Free HD voice &amp; video</small></div>${icon.video(22)}${icon.phone(21)}</div>
<div class="fill">
${bubbles("Omkar", [
  { t: "Today" },
  { them: "how’s the hotel? is the pool any good", time: "20:31" },
  { me: "The pool is lovely. The safe is the problem.", time: "20:49" },
  {
    me: "I set the code to something “impossible to forget” and forgot it in ten minutes. Passport, wallet and both pairs of reading glasses are inside. Reception is sending a man with a drill.",
    time: "20:50",
  },
  { them: "so the safe is doing its job beautifully", time: "20:58", react: "😂 1" },
  { them: "what was the unforgettable code meant to be", time: "20:59" },
  { me: "If I knew that I’d be at the pool.", time: "21:06" },
  { voice: "0:11", who: "Omkar", time: "21:12" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type a message</span>${icon.camera(22)}${icon.mic(22)}</div>`,
};

export const kaidan: ScreenSpec = {
  id: "kaidan-the-washing-up-is-in-the-oven",
  app: "Kaidan",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Nneka", handle: null },
  time: "17:52",
  battery: 88,
  crop: { bottom: 74 },
  downscaleTo: 720,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#fafafa", fg: "#202124", sub: "#80868b", left: "#eceff1", leftFg: "#202124", right: "#d6ecff", rightFg: "#0b2a44", radius: 10, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.16)}
${headCss("#1e88e5", "#fff", "#d0e6fb", "#1e88e5", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 24px;background:#fafafa;color:#1e88e5}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #dadce0;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#9aa0a6}`,
  statusBarDark: true,
  statusBarBackground: "#1565c0",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#c62828")}<div style="flex:1;min-width:0"><b>Manaia</b><small>Online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Manaia", [
  { t: "Sunday" },
  { them: "is your mum still coming over tonight", time: "17:21" },
  { me: "She came early. No warning. Twenty minutes ago.", time: "17:33" },
  {
    me: "I panicked and hid all the washing-up in the oven. She’s been here ten minutes and has just offered to make us a pizza.",
    time: "17:34",
  },
  { them: "DO NOT let her preheat", time: "17:36", react: "😂 1" },
  { them: "what’s actually in there", time: "17:37" },
  { me: "Four days. Two pans. One colander.", time: "17:41" },
  { them: "tell her you’re gluten free. tell her anything", time: "17:44" },
  { me: "She’s reading the dial.", time: "17:50" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Compose message</span>${icon.send(22)}</div>`,
};
