// Part C of the held-out set v36: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { own } from "./shell";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const goSmsPro: ScreenSpec = {
  id: "go-sms-pro-a-first-edition-on-a-sixty-wash",
  app: "GO SMS Pro",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Mikko", handle: null },
  time: "19:08",
  battery: 31,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#121417", fg: "#e8eaed", sub: "#858b93", left: "#2a2e33", leftFg: "#e8eaed", right: "#1fa463", rightFg: "#ffffff", radius: 14, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#2a2e33" })}
${headCss("#1a1d21", "#f1f3f4", "#858b93", "#24282d", 56)}.hd{color:#cfd3d8}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#1a1d21;color:#1fa463;border-top:1px solid #24282d}.in .box{flex:1;min-height:40px;border-radius:20px;background:#2a2e33;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#7b828a}.in .sd{width:38px;height:38px;border-radius:50%;background:#1fa463;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#8e6bbf")}<div style="flex:1;min-width:0"><b>Rivka</b><small>Mobile 07700 900418</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Rivka", [
  { them: "still on for pizza later?", time: "18:02" },
  { me: "Yes, ordering at seven.", time: "18:09" },
  {
    me: "Small problem. I hid your birthday present in the washing machine on Tuesday, because you’ve never once opened it. Then I put my gym kit on a sixty wash.",
    time: "18:31",
  },
  { them: "you hid it in the one appliance I can’t work. fair", time: "18:33", react: "😂" },
  { them: "what was it", time: "18:33" },
  { me: "A signed first edition of your favourite novel. It’s now one grey brick that smells of fabric conditioner.", time: "18:36" },
  { them: "your gym kit has never smelled this nice though", time: "18:52" },
  { me: "The author drew a little owl inside it. The owl is gone.", time: "19:04" },
  { typing: "Rivka is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type message</span>${icon.smile(22)}<span class="sd">${icon.send(20)}</span></div>`,
};

const cake = `<div style="position:absolute;left:0;right:0;bottom:0;height:40px;background:#d7ccc8"></div><div style="position:absolute;left:44px;top:92px;width:132px;height:52px;border-radius:6px;background:#fffdf8;box-shadow:0 2px 3px rgba(0,0,0,.15)"></div><div style="position:absolute;left:62px;top:52px;width:96px;height:44px;border-radius:6px;background:#fffaf0;box-shadow:0 2px 3px rgba(0,0,0,.12)"></div><div style="position:absolute;left:80px;top:18px;width:60px;height:38px;border-radius:6px;background:#fffdf8;box-shadow:0 2px 3px rgba(0,0,0,.12)"></div><div style="position:absolute;left:88px;top:4px;width:44px;height:20px;border-radius:4px;background:#f0e0b0;border:2px solid #c9a84c"></div><div style="position:absolute;left:50px;top:110px;width:120px;height:6px;border-radius:3px;background:#f8bbd0"></div><div style="position:absolute;left:68px;top:72px;width:84px;height:5px;border-radius:3px;background:#f8bbd0"></div>`;

export const grasshopper: ScreenSpec = {
  id: "grasshopper-happy-retirement-on-a-wedding-cake",
  app: "Grasshopper",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Merel", handle: null },
  time: "13:26",
  battery: 82,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1f2a24", sub: "#8a958f", left: "#eef1ef", leftFg: "#1f2a24", right: "#3ba55c", rightFg: "#ffffff", radius: 18, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#eef1ef" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#1f2a24", "#8a958f", "#e7ebe8", 62)}.hd{color:#3ba55c}.hd b{font-size:17px;color:#1f2a24}
.ln{flex:none;gap:6px;padding:6px 14px;background:#f3f8f4;color:#2d7f46;font-size:12.5px;border-bottom:1px solid #e7ebe8}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#3ba55c;border-top:1px solid #e7ebe8}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f4f6f5;border:1px solid #e2e6e3;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a0aaa4}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#ef8a62")}<div style="flex:1;min-width:0"><b>Nilgun</b><small>+44 7700 900236</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>Texting from</span><b>Sugar &amp; Crumb Cakes</b><span style="color:#8a958f">· (0115) 496 0372</span></div>
<div class="fill">
${bubbles("Nilgun", [
  { t: "Saturday 11:40" },
  { them: "Hi! Just collected the cake, it looks stunning", time: "11:40" },
  { me: "So glad! Have the loveliest day.", time: "11:44" },
  { photo: ["#efebe9", "#f5f0ea"], who: "Nilgun", caption: "quick question about the top tier", time: "12:58", h: 150, shapes: cake },
  { them: "why does the sugar plaque say Happy Retirement Pius", time: "12:58" },
  {
    me: "I’m so sorry. The plaques got swapped on the van. Somewhere in Ormskirk a retired postman is about to cut a cake with two brides on it.",
    time: "13:09",
  },
  { them: "his family just rang the number on the box. they’re thrilled", time: "13:17", react: "😂" },
  { them: "my wife says we’re keeping the plaque and framing it", time: "13:18" },
  { me: "I’ll refund the icing. Pius says congratulations.", time: "13:24" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Text message</span>${icon.send(22)}</div>`,
};

export const mig33: ScreenSpec = {
  id: "mig33-speed-dating-a-chess-tournament",
  app: "mig33",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 64 }],
  owner: { name: "Naoise", handle: null },
  time: "23:14",
  battery: 12,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#e8542a",
  css: `${bubbleCss({ bg: "#f5f2ef", fg: "#2a211c", sub: "#8f847c", left: "#ffffff", leftFg: "#2a211c", right: "#ffd8c7", rightFg: "#3a2217", radius: 10, size: 15, max: 264, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.12)}.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#e8542a", "#ffffff", "#ffd9cb", "#e8542a", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#f5f2ef;color:#e8542a}.in .box{flex:1;min-height:42px;border-radius:8px;background:#fff;border:1px solid #e0d8d2;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#9a8f87}.in .sd{width:42px;height:42px;border-radius:8px;background:#e8542a;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#7e57c2")}<div style="flex:1;min-width:0"><b>Mishal</b><small>Online · migLevel 14</small></div>${icon.gift(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mishal", [
  { t: "Today" },
  { them: "sooo how was speed dating", time: "22:31" },
  { me: "Honestly, not sure it went well.", time: "22:40" },
  {
    me: "I went to the wrong room at the community centre. I spent two hours speed dating a chess tournament. Every time someone hit the clock I moved along a seat.",
    time: "22:41",
  },
  { them: "and nobody said anything??", time: "22:43" },
  { voice: "0:41", who: "Mishal", time: "22:44", react: "😂" },
  { me: "One man told me to go home. Another asked if I’d be his second.", time: "22:58" },
  { them: "so you left with a date", time: "23:02" },
  { me: "I’ve been invited back Thursday. Apparently I’m very good at losing.", time: "23:10" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Type a message</span></span><span class="sd">${icon.send(20)}</span></div>`,
};

export const moxtra: ScreenSpec = {
  id: "moxtra-an-alcove-measured-in-feet",
  app: "Moxtra",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  keyboard: true,
  suggestions: ["I", "The", "I’m"],
  owner: { name: "Rosine", handle: null },
  time: "10:52",
  battery: 58,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f6f8fb", fg: "#1c2433", sub: "#8390a3", left: "#ffffff", leftFg: "#1c2433", right: "#2f6fed", rightFg: "#ffffff", radius: 16, size: 15.5, max: 300, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(20,40,80,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#1c2433", "#8390a3", "#e4e9f1", 60)}.hd{color:#2f6fed}.hd b{font-size:17px;color:#1c2433}
.tabs2{flex:none;gap:22px;padding:0 16px;background:#fff;border-bottom:1px solid #e4e9f1;font-size:14px;color:#8390a3}.tabs2 div{padding:9px 0}.tabs2 .on{color:#2f6fed;border-bottom:2px solid #2f6fed;font-weight:600}
.in{flex:none;gap:10px;padding:7px 12px 8px;background:#ffffff;color:#2f6fed;border-top:1px solid #e4e9f1}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f6f8fb;border:1px solid #dfe5ee;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#1c2433}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="width:38px;height:38px;border-radius:9px;background:#2f6fed;flex:none"></div><div style="flex:1;min-width:0"><b>Flat 4 Living Room</b><small>Mahmoud, You</small></div>${icon.video(21)}${icon.moreV(20)}</div>
<div class="row tabs2" data-role="ui"><div class="on">Chat</div><div>Files</div><div>To-Dos</div><div>Meet</div></div>
<div class="fill">
${bubbles(
  "Mahmoud",
  [
    { them: "Sofa’s coming Tuesday. Will it fit the alcove?", time: "10:12" },
    { me: "Yes, I measured it myself on the first visit.", time: "10:20" },
    {
      me: "Quick update. I measured the alcove in my own feet because I’d left the tape in the car. I’ve just checked, and my feet are not twelve inches.",
      time: "10:41",
    },
    { them: "how far off can a foot be", time: "10:44", react: "😂" },
    { them: "how many of your feet is the sofa", time: "10:45" },
  ],
  true,
  { Mahmoud: "#26a69a" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">${own("Nineteen and a bit. I’m calling the shop")}</span>${icon.send(22)}</div>`,
};

export const sideline: ScreenSpec = {
  id: "sideline-a-viewing-for-the-neighbours",
  app: "Sideline",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Pramod", handle: null },
  time: "15:37",
  battery: 47,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#15171c", fg: "#e7e9ee", sub: "#80879a", left: "#262a33", leftFg: "#e7e9ee", right: "#5b5bd6", rightFg: "#ffffff", radius: 18, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#262a33" })}
${headCss("#15171c", "#f2f3f6", "#80879a", "#262a33", 58)}.hd{color:#a5a8ff}.hd b{font-size:17px;font-weight:500;color:#f2f3f6}
.ln{flex:none;gap:6px;padding:6px 14px;background:#1d2028;color:#a5a8ff;font-size:12.5px;border-bottom:1px solid #262a33}
.in{flex:none;gap:8px;padding:6px 10px 10px;background:#15171c;color:#a5a8ff;border-top:1px solid #262a33}.in .box{flex:1;min-height:40px;border-radius:20px;background:#262a33;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#80879a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#c2185b")}<div style="flex:1;min-width:0"><b>Meliha (14 Ash Grove)</b><small>Mobile</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>Work line · Quayside Lettings</span></div>
<div class="fill">
${bubbles("Meliha (14 Ash Grove)", [
  { t: "Yesterday" },
  { them: "keys are under the blue pot for tomorrow’s viewings", time: "19:06" },
  { me: "Got it, thanks. I’ll text after each one.", time: "19:15" },
  { t: "Today" },
  { them: "how did the 2pm viewing go?", time: "14:48" },
  { me: "Really well. Very engaged, lots of questions about the boiler.", time: "14:55" },
  {
    me: "Slight issue. The 2pm couple never came. I gave a forty-minute viewing to your next-door neighbours, who’d popped round to return your hedge trimmer. They were too polite to stop me.",
    time: "15:20",
  },
  { them: "their house is literally identical to mine", time: "15:24", react: "😂" },
  { them: "did they at least like it", time: "15:25" },
  { me: "They’ve made an offer. On yours.", time: "15:31" },
  { typing: "Meliha is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Text from work line</span>${icon.send(22)}</div>`,
};
