// Part C of the held-out set v29: group chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const nimbuzz: ScreenSpec = {
  id: "nimbuzz-she-hid-and-waited-for-herself",
  app: "Nimbuzz",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 66 }],
  owner: { name: "Omolara", handle: null },
  time: "12:24",
  battery: 47,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#e87d12",
  css: `${bubbleCss({ bg: "#f7f3ee", fg: "#2a241d", sub: "#8b8277", left: "#ffffff", leftFg: "#2a241d", right: "#ffe2bf", rightFg: "#4a2c07", radius: 12, size: 15, max: 258, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#d2690a}
${headCss("#f68b1f", "#fff", "#ffe6c8", "#f68b1f", 56)}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 8px 20px;background:#f7f3ee;color:#8b8277}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #eadfd2;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#a59c91}.in .sd{width:44px;height:44px;border-radius:50%;background:#f68b1f;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#6d4c41")}<div style="flex:1;min-width:0"><b>Narges surprise (shh)</b><small>Pasi, Rohini, Miklos, You</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Pasi",
  [
    { t: "Sunday" },
    { them: "ok how did it go, I had to leave before she got there", who: "Pasi", time: "10:48" },
    { me: "She had no idea. Completely fooled.", time: "11:02" },
    {
      me: "She turned up early, saw the balloons, and hid behind the sofa with the rest of us. Twenty minutes in the dark waiting for herself. She shouted surprise louder than anyone.",
      time: "11:03",
    },
    { them: "in my defence it was very dark and she had a hat on", who: "Rohini", time: "11:09" },
    { voice: "0:09", who: "Miklos", time: "11:15" },
    { them: "best surprise party I’ve ever missed", who: "Pasi", time: "11:20", react: "😂 3" },
    { me: "Same time next year?", time: "11:41" },
    { typing: "Miklos is typing…" },
  ],
  true,
  { Pasi: "#3949ab", Rohini: "#00897b", Miklos: "#c62828" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Write a message</span>${icon.camera(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const palringo: ScreenSpec = {
  id: "palringo-four-right-answers-talked-out-of",
  app: "Palringo",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Reinhilde", handle: null },
  time: "23:17",
  battery: 22,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#15121a", fg: "#ebe6f0", sub: "#857d90", left: "#2a2431", leftFg: "#ebe6f0", right: "#c2185b", rightFg: "#fff", radius: 18, size: 16, max: 282, quote: "rgba(255,255,255,.1)", react: "#2a2431" })}
.gn{color:#f48fb1}.fill{padding-bottom:22px}
${headCss("#1d1923", "#ebe6f0", "#857d90", "#0c0a0f", 58)}.hd{color:#f06292}.hd b{color:#ebe6f0;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#1d1923;border-top:1px solid #0c0a0f;color:#f06292}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2a2431;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7b7386}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#ad1457")}<div style="flex:1;min-width:0"><b>The Rusty Anchors (quiz)</b><small>4 members · 1 online</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Orestes",
  [
    { t: "Tuesday" },
    { them: "final scores are up on their page", who: "Orestes", time: "22:31" },
    { them: "second. again. by four points", who: "Pratibha", time: "22:33" },
    {
      me: "I’ve gone back through the sheet. I talked us out of the right answer four times tonight. Each time, I began with “trust me”.",
      time: "22:41",
    },
    { them: "framing this one", who: "Mathurin", quote: ["me", "Trust me, nobody has ever been to Ljubljana."], time: "22:44", react: "😂 2" },
    { them: "you’re still captain. just not of the pen", who: "Orestes", time: "22:50" },
    { me: "Fair. Mathurin can hold the pen next week.", time: "22:58" },
    { them: "I’ve been to Ljubljana twice", who: "Pratibha", time: "23:02" },
  ],
  true,
  { Orestes: "#5e35b1", Pratibha: "#00838f", Mathurin: "#ef6c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message the group</span>${icon.mic(22)}</div>`,
};

export const movim: ScreenSpec = {
  id: "movim-secret-santa-gave-back-the-scarf",
  app: "Movim",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Radoslava", handle: null },
  time: "17:52",
  battery: 66,
  crop: { top: 50 },
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f4f9", fg: "#202233", sub: "#80849a", left: "#ffffff", leftFg: "#202233", right: "#5c6bc0", rightFg: "#fff", radius: 16, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#3f51b5}.fill{padding-bottom:24px}.bb.r .qt{background:rgba(255,255,255,.16)}
${headCss("#ffffff", "#202233", "#80849a", "#e4e5ee", 56)}.hd{color:#5c6bc0}.hd b{color:#202233;font-size:17px}
.in{flex:none;gap:10px;padding:8px 10px 30px;background:#f4f4f9;color:#80849a}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #e1e2ec;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#a0a3b4}.in .sd{width:44px;height:44px;border-radius:50%;background:#5c6bc0;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#7cb342")}<div style="flex:1;min-width:0"><b>Wool Wednesdays</b><small>Nodira, Pilipo, Oskari and you</small></div>${icon.video(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Nodira",
  [
    { t: "Thursday" },
    { them: "cheers for last night everyone, the mince pies were unreal", who: "Oskari", time: "16:20" },
    {
      me: "Confession time. I drew Nodira, and her present was the scarf she knitted me last Christmas. She spotted her own dropped stitch before the paper was off.",
      time: "16:34",
    },
    { them: "I KNEW it. I thought I had a secret admirer who knits exactly like me", who: "Nodira", time: "16:41" },
    {
      photo: ["#cfc6da", "#9f93b3"],
      who: "Pilipo",
      caption: "the moment of recognition",
      time: "16:45",
      h: 120,
      shapes: `<div style="position:absolute;left:70px;top:14px;width:52px;height:52px;border-radius:50%;background:#c59d84"></div><div style="position:absolute;left:40px;top:62px;width:112px;height:20px;border-radius:8px;background:repeating-linear-gradient(90deg,#2e7d32 0 10px,#c62828 10px 20px)"></div><div style="position:absolute;left:128px;top:70px;width:18px;height:50px;background:repeating-linear-gradient(0deg,#2e7d32 0 10px,#c62828 10px 20px)"></div>`,
    },
    { them: "honestly a closed loop. very sustainable", who: "Oskari", time: "16:52", react: "😂 2" },
    { me: "I’m doing a proper present for her in January.", time: "17:10" },
  ],
  true,
  { Nodira: "#8e24aa", Pilipo: "#00897b", Oskari: "#f4511e" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Your message</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const brosix: ScreenSpec = {
  id: "brosix-twelve-burritos-and-the-cat",
  app: "Brosix",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Mehrdad", handle: null },
  time: "12:47",
  battery: 58,
  crop: { bottom: 122 },
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1d4f91",
  css: `${bubbleCss({ bg: "#f2f5f9", fg: "#1a2433", sub: "#7c8796", left: "#ffffff", leftFg: "#1a2433", right: "#dbe8f8", rightFg: "#12305a", radius: 10, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#1d5fb0}
${headCss("#1f58a3", "#fff", "#c7daf2", "#1f58a3", 58)}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #dde3eb;color:#1f58a3}.in .box{flex:1;min-height:40px;border-radius:6px;background:#f2f5f9;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#95a0ae}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<div style="flex:1;min-width:0"><b># design-team</b><small>Nokuthula, Rolando, Mattea, you</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Nokuthula",
  [
    { t: "Today" },
    { them: "is lunch still coming at 12:30? people are hovering by the kitchen", who: "Nokuthula", time: "12:34" },
    { me: "Yes, ordered it last night. Checking now.", time: "12:36" },
    {
      me: "Found the problem. The app used my home address. Twelve burritos have just been delivered to my flat, forty miles away, and the driver says my cat looked pleased.",
      time: "12:39",
    },
    { them: "so the cat got the team lunch", who: "Rolando", time: "12:40", react: "😂 4" },
    { them: "there’s a vending machine on 3 if anyone needs me", who: "Mattea", time: "12:41" },
    { me: "Ordering again now. Same place, right address this time.", time: "12:44" },
    { them: "eta? asking for the whole floor, we are getting restless over here", who: "Nokuthula", time: "12:46" },
  ],
  true,
  { Nokuthula: "#6a1b9a", Rolando: "#2e7d32", Mattea: "#e65100" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message #design-team</span>${icon.send(22)}</div>`,
};

export const plusMessenger: ScreenSpec = {
  id: "plus-messenger-dad-blew-out-forty-six",
  app: "Plus Messenger",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Pamphile", handle: null },
  time: "09:31",
  battery: 90,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#0f1821", fg: "#e8eef3", sub: "#7b8a98", left: "#1e2c3a", leftFg: "#e8eef3", right: "#2b5278", rightFg: "#eef5fb", radius: 16, size: 16, max: 282, quote: "rgba(255,255,255,.08)", react: "#1e2c3a" })}
.gn{color:#6ab3f3}
${headCss("#17212b", "#eef2f5", "#7b8a98", "#0a1016", 58)}.hd{color:#6ab3f3}.hd b{color:#eef2f5;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#17212b;color:#7b8a98}.in .box{flex:1;min-height:38px;border-radius:19px;background:#0f1821;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#5f6e7c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#43a047")}<div style="flex:1;min-width:0"><b>Family</b><small>5 members</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Ruslana",
  [
    { t: "Yesterday" },
    { them: "thank you for doing the cake!! sorry we were late", who: "Ruslana", time: "20:14" },
    { me: "No problem, it was fun to make.", time: "20:30" },
    {
      me: "Small thing I only noticed in the photos: I put the number candles on backwards. Dad blew out 46 and has been telling everyone he feels eighteen years younger.",
      time: "20:32",
    },
    { them: "I do feel younger. Same again next year please", who: "Dad", time: "20:40", react: "❤️ 4" },
    { voice: "0:21", who: "Mum", time: "20:47" },
    { them: "next year is 65, so 56. I’ve already bought the candles", who: "Pascual", time: "21:05", react: "😂 3" },
    { t: "Today" },
    { me: "I’ll let you do the cake then.", time: "09:12" },
    { typing: "Mum is typing…" },
  ],
  true,
  { Ruslana: "#8e24aa", Dad: "#1e88e5", Mum: "#e53935", Pascual: "#fb8c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};
