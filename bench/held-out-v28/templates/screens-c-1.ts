// Part C of the held-out set v28: chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const kontalk: ScreenSpec = {
  id: "kontalk-the-hallway-has-a-wardrobe-now",
  app: "Kontalk",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Moritz", handle: null },
  time: "10:03",
  battery: 71,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#155a70",
  css: `${bubbleCss({ bg: "#ece9e4", fg: "#22262a", sub: "#7b8187", left: "#ffffff", leftFg: "#22262a", right: "#cfeede", rightFg: "#173a2b", radius: 8, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.13)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#1a6b84", "#fff", "#b7dbe6", "#1a6b84", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 8px 20px;background:#ece9e4;color:#6b7278}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#9aa1a7}.in .sd{width:44px;height:44px;border-radius:50%;background:#1a6b84;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#c2185b")}<div style="flex:1;min-width:0"><b>Rasa</b><small>last active 09:12</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Rasa", [
  { t: "Today" },
  { them: "how did the wardrobe go", time: "09:02" },
  { me: "Finished it at about eleven last night.", time: "09:14" },
  {
    me: "I built it in the hallway because there was more room. Wardrobes, I’ve learned, don’t bend round corners. So the hallway has a wardrobe now.",
    time: "09:15",
  },
  { them: "so your coats have a walk-in wardrobe and you don’t", time: "09:21", react: "😂 1" },
  {
    photo: ["#d9cbb5", "#b9a488"],
    who: "me",
    caption: "The hallway, currently.",
    time: "09:24",
    h: 103,
    shapes: `<div style="position:absolute;left:70px;top:14px;width:84px;height:118px;background:#f4f1ea;border:2px solid #cfc8bb"></div><div style="position:absolute;left:111px;top:14px;width:2px;height:118px;background:#cfc8bb"></div><div style="position:absolute;left:14px;top:20px;width:40px;height:112px;background:#8b6a4e"></div><div style="position:absolute;left:48px;top:74px;width:4px;height:4px;border-radius:50%;background:#e0c06a"></div>`,
  },
  { them: "does the front door still open", time: "09:40" },
  { me: "About two thirds of the way.", time: "09:47" },
  { typing: "Rasa is typing…" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Send a message</span>${icon.paperclip(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const silence: ScreenSpec = {
  id: "silence-forty-minutes-of-the-beekeeper",
  app: "Silence",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Nazanin", handle: null },
  time: "20:36",
  battery: 42,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#101417", fg: "#e4e9ec", sub: "#7d8a92", left: "#2f5d7c", leftFg: "#f1f6f9", right: "#2b3238", rightFg: "#e4e9ec", radius: 4, size: 15, max: 262, quote: "rgba(255,255,255,.09)", react: "#2b3238" })}
${headCss("#1c2328", "#eef2f4", "#8d9aa2", "#0b0e10", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:6px 10px 20px;background:#101417;color:#8d9aa2}.in .box{flex:1;min-height:44px;border-radius:4px;background:#1f262b;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#6f7c84}.in .sd{width:44px;height:44px;border-radius:50%;background:#2f5d7c;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#7e57c2")}<div style="flex:1;min-width:0"><b>Otso</b><small>Mobile · SMS</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Otso", [
  { t: "Today" },
  { them: "where ARE you, the trailers are finished", time: "19:42" },
  { them: "i have your popcorn", time: "19:43" },
  { me: "I’m in my seat, row F. Saving yours.", time: "19:45" },
  { them: "row F is empty nazanin. i am IN row F", time: "20:26" },
  { me: "I’ve just sat through forty minutes of a Danish film about a beekeeper before checking the ticket. We’re screen 4. This is screen 7.", time: "20:31" },
  { me: "I’m staying. He’s going through a lot.", time: "20:32" },
  { them: "the beekeeper or you", time: "20:33", react: "😂 1" },
  { them: "i’m eating your popcorn then", time: "20:34" },
  { me: "That’s fair.", time: "20:35" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Send unencrypted SMS</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const nextplus: ScreenSpec = {
  id: "nextplus-a-seven-year-old-did-the-coin-trick",
  app: "Nextplus",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Mauro", handle: null },
  time: "18:20",
  battery: 56,
  keyboard: true,
  suggestions: ["review", "reviews", "Review"],
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1b1f24", sub: "#8b929b", left: "#eff1f4", leftFg: "#1b1f24", right: "#00b386", rightFg: "#fff", radius: 18, size: 16, max: 282, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#f7f8fa", "#1b1f24", "#8b929b", "#e3e6ea", 54)}.hd{color:#00b386}.hd b{color:#1b1f24;font-size:17px}
.in{flex:none;gap:10px;padding:6px 10px;background:#f7f8fa;border-top:1px solid #e3e6ea;color:#00b386}.in .box{flex:1;min-height:36px;border-radius:18px;border:1px solid #d6dae0;background:#fff;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#1b1f24}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#ffa726")}<div style="flex:1;min-width:0"><b>Njeri</b><small>(312) 555-0176</small></div>${icon.phone(20)}${icon.video(22)}</div>
<div class="fill">
${bubbles("Njeri", [
  { t: "Sunday" },
  { them: "how did the party go??", time: "17:48" },
  { me: "Loud. Twelve seven-year-olds and one cake.", time: "17:55" },
  {
    me: "The magician lasted twenty minutes. A girl called Rumi worked out the coin trick, explained it to the whole room, and he packed up early.",
    time: "17:56",
  },
  { them: "so Rumi is getting booked for the next party", time: "18:03", react: "😂" },
  { them: "please tell me you got a refund", time: "18:04" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}${own("He asked me not to leave a review", "box")}${icon.send(22)}</div>`,
};

export const textplus: ScreenSpec = {
  id: "textplus-painted-the-room-back-into-itself",
  app: "textPlus",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Priscila", handle: null },
  time: "16:41",
  battery: 33,
  cutLines: 1,
  replies: true,
  banner: { app: "textPlus", color: "#7b3fe4", title: "Medard", body: "Mum says it looks a bit lighter, for what it’s worth", author: "Medard", age: "now" },
  css: `${bubbleCss({ bg: "#f6f4fb", fg: "#1d1830", sub: "#8d88a0", left: "#ffffff", leftFg: "#1d1830", right: "#7b3fe4", rightFg: "#fff", radius: 20, size: 16, max: 292, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#ffffff", "#1d1830", "#8d88a0", "#e7e3f0", 58)}.hd{color:#7b3fe4}.hd b{color:#1d1830}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e7e3f0;color:#7b3fe4}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f1eef8;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9c97ae}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#26a69a")}<div style="flex:1;min-width:0"><b>Medard</b><small>Free call · Text</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Medard", [
  { t: "Sun 15 Nov" },
  { them: "how’s the painting going", time: "15:58" },
  { me: "Done! Three coats and a new roller.", time: "16:02" },
  { me: "Two weekends on the lounge, and in daylight it’s the exact colour it was before. I’ve repainted the room back into itself.", time: "16:03" },
  { them: "what was the colour called", time: "16:10" },
  { me: "“Quiet Oat”. The old one was “Warm Biscuit”.", time: "16:14" },
  { them: "so you paid to swap one breakfast for another", time: "16:15", react: "😂 1" },
  { me: "I’m choosing not to hear that.", time: "16:22" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Text message</span>${icon.mic(22)}</div>`,
};

export const hushed: ScreenSpec = {
  id: "hushed-the-council-took-the-sign-and-the-bike",
  app: "Hushed",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 810,
  owner: { name: "Rutendo", handle: null },
  time: "09:27",
  battery: 88,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#14161a", fg: "#e7e9ec", sub: "#7f858f", left: "#262a31", leftFg: "#e7e9ec", right: "#17b978", rightFg: "#06281a", radius: 16, size: 15, max: 262, quote: "rgba(255,255,255,.09)", react: "#262a31" })}
${headCss("#1b1e23", "#e7e9ec", "#7f858f", "#0d0f12", 58)}
.in{flex:none;gap:10px;padding:6px 10px 20px;background:#14161a;color:#7f858f}.in .box{flex:1;min-height:42px;border-radius:21px;background:#262a31;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#6d737c}.in .sd{width:42px;height:42px;border-radius:50%;background:#17b978;color:#06281a;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#5c6bc0")}<div style="flex:1;min-width:0"><b>Olav</b><small>via (646) 555-0193</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Olav", [
  { t: "Today" },
  { them: "are you cycling in tomorrow", time: "08:51" },
  { me: "Can’t. Slight problem with the bike.", time: "08:58" },
  {
    me: "I locked it to the no-parking sign outside the office, like always. This morning the council took the sign away. The bike went with it.",
    time: "08:59",
  },
  { them: "so technically the bike got towed for parking", time: "09:04", react: "😂 1" },
  {
    photo: ["#8d9196", "#6b7076"],
    who: "me",
    caption: "Where the sign used to be.",
    time: "09:08",
    h: 118,
    shapes: `<div style="position:absolute;left:0;top:78px;width:100%;height:40px;background:#a9a49b"></div><div style="position:absolute;left:96px;top:90px;width:22px;height:10px;border-radius:50%;background:#3d3a36"></div><div style="position:absolute;left:150px;top:12px;width:60px;height:66px;background:#b9c3cc"></div>`,
  },
  { them: "ring the council, they must have a room full of bikes and signs", time: "09:15" },
  { me: "On hold. I’m number nine in the queue.", time: "09:24" },
])}
</div>
<div class="row in" data-role="ui"><span class="box"><span style="flex:1">Type a message</span>${icon.camera(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};
