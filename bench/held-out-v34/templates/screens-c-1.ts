// Part C of the held-out set v34: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const couple: ScreenSpec = {
  id: "couple-nine-sightings-of-the-wrong-missing-cat",
  app: "Couple",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Nordin", handle: null },
  time: "19:26",
  battery: 58,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#fdf5f7", fg: "#33262b", sub: "#a8949b", left: "#ffffff", leftFg: "#33262b", right: "#ef5f85", rightFg: "#ffffff", radius: 20, size: 15.5, max: 274, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #f2e1e6}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#33262b", "#ef5f85", "#f1e3e7", 62)}.hd{color:#ef5f85}.hd b{color:#33262b;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#ef5f85;border-top:1px solid #f1e3e7}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fdf5f7;border:1px solid #f1dde3;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#b9a8ae}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#c2185b")}<div style="flex:1;min-width:0"><b>Meryem</b><small>Thinking of you</small></div>${icon.heartFilled(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Meryem", [
  { t: "Today" },
  { them: "any news on Pepperpot? I’m stuck at work till 8", time: "18:41" },
  { me: "No cat yet. Lots of phone calls though.", time: "18:57" },
  {
    me: "I printed forty LOST CAT posters with my selfie on them by mistake. Nine people have rung to say they’ve spotted me outside the chemist.",
    time: "18:58",
  },
  { them: "number 14 is asking whether the reward still stands", time: "19:07", react: "😂" },
  { them: "and the actual cat??", time: "19:08" },
  { me: "Asleep in the airing cupboard. She never left.", time: "19:19" },
  { me: "I’m going round taking them down.", time: "19:20" },
  { typing: "Meryem is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Send a message</span>${icon.smile(22)}${icon.camera(22)}</div>`,
};

export const rakutenLink: ScreenSpec = {
  id: "rakuten-link-a-half-marathon-in-purl-stitch",
  app: "Rakuten Link",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Pyotr", handle: null },
  time: "21:34",
  battery: 47,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#121212", fg: "#ececec", sub: "#8d8d8d", left: "#2a2a2a", leftFg: "#ececec", right: "#b3121f", rightFg: "#ffffff", radius: 16, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#2a2a2a" })}
.bb.r{border-bottom-right-radius:4px}.bb.l{border-bottom-left-radius:4px}
${headCss("#1b1b1b", "#f2f2f2", "#9a9a9a", "#000000", 56)}.hd{color:#d6d6d6}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:10px;padding:6px 10px 14px;background:#121212;color:#e0414d}.in .box{flex:1;min-height:40px;border-radius:20px;background:#242424;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#8d8d8d}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#5d4037")}<div style="flex:1;min-width:0"><b>Nasima</b><small>Rakuten Link</small></div>${icon.phone(20)}${icon.video(21)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nasima", [
  { t: "Today" },
  { them: "why has your watch just posted a medal in the family group", time: "21:02" },
  { me: "I wondered when someone would ask.", time: "21:10" },
  {
    me: "It thinks I ran a half marathon on Sunday. I spent four hours knitting Mum’s scarf on the sofa. The needles count as strides.",
    time: "21:11",
  },
  { them: "Dad has forwarded it to his whole golf club", time: "21:16", react: "😂" },
  { them: "will you tell him", time: "21:16" },
  { me: "Not until the scarf’s finished. He’s booked me a physio.", time: "21:25" },
  { voice: "0:21", who: "Nasima", time: "21:31" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">${icon.smile(20)}<span style="flex:1">Message</span>${icon.camera(20)}</span>${icon.mic(22)}</div>`,
};

export const oxchat: ScreenSpec = {
  id: "0xchat-three-thousand-followers-for-the-slipper-man",
  app: "0xchat",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Olavi", handle: null },
  time: "07:52",
  battery: 81,
  keyboard: true,
  suggestions: ["the", "I", "it’s"],
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0e0d14", fg: "#e9e6f5", sub: "#8a84a3", left: "#221f2e", leftFg: "#e9e6f5", right: "#7b4dff", rightFg: "#ffffff", radius: 18, size: 15.5, max: 290, quote: "rgba(255,255,255,.1)", react: "#221f2e" })}
${headCss("#0e0d14", "#f1effa", "#8a84a3", "#1e1c28", 58)}.hd{color:#b9a7ff}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:6px 10px 8px;background:#0e0d14;color:#b9a7ff}.in .box{flex:1;min-height:38px;border-radius:19px;background:#221f2e;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#e9e6f5}.in .sd{width:36px;height:36px;border-radius:50%;background:#7b4dff;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#00695c")}<div style="flex:1;min-width:0"><b>Rinchen</b><small>Private chat · encrypted</small></div>${icon.phone(20)}${icon.more(22)}</div>
<div class="fill">
${bubbles("Rinchen", [
  { them: "is the bird camera you put up any good?", time: "07:31" },
  { me: "Very good. Too good.", time: "07:40" },
  {
    me: "It has been streaming to a public page since April. 3,100 followers. They don’t watch the feeder. They tune in for the man in slippers who comes out to shout at squirrels.",
    time: "07:41",
  },
  { them: "just found it. you’re live right now", time: "07:46", react: "😂" },
  { them: "someone has donated £5 for ‘more slipper man’", time: "07:47" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">${own("Taking it down before the 8am squirrel", "tp")}</span><span class="sd">${icon.arrowUp(18)}</span></div>`,
};

const haggis = `<div style="position:absolute;left:0;right:0;bottom:0;height:48px;background:#9c7b5b"></div><div style="position:absolute;left:44px;top:58px;width:120px;height:52px;border-radius:45% 45% 35% 35%;background:#e8d7b9"></div><div style="position:absolute;left:140px;top:44px;width:46px;height:40px;border-radius:50%;background:#e2cfae"></div><div style="position:absolute;left:168px;top:38px;width:16px;height:24px;border-radius:50%;background:#b89a74"></div>`;

export const fring: ScreenSpec = {
  id: "fring-overdue-for-my-own-worming-tablet",
  app: "Fring",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Mazen", handle: null },
  time: "11:08",
  battery: 36,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f3f6f0", fg: "#1f2a1a", sub: "#7f8b78", left: "#ffffff", leftFg: "#1f2a1a", right: "#dff2c8", rightFg: "#1f2a1a", radius: 10, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#5fa829", "#ffffff", "#e3f5d2", "#5fa829", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#f3f6f0;color:#5fa829}.in .box{flex:1;min-height:42px;border-radius:6px;background:#fff;border:1px solid #d6dfcf;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#8e9988}.in .sd{width:42px;height:42px;border-radius:50%;background:#5fa829;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#529223",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#6d4c41")}<div style="flex:1;min-width:0"><b>Mukami</b><small>Available</small></div>${icon.phone(20)}${icon.video(21)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mukami", [
  { them: "did Haggis get his jabs done?", time: "10:12" },
  { me: "He did. My morning has been less good.", time: "10:31" },
  {
    me: "I registered him at the vet under my own name. Their reminder says I’m overdue for my worming tablet and my kennel cough booster.",
    time: "10:32",
  },
  { them: "well are you", time: "10:40", react: "😂" },
  { photo: ["#d9e4ee", "#eef1e6"], who: "me", caption: "The actual patient.", time: "10:44", h: 120, shapes: haggis },
  { them: "ring them before they microchip you", time: "10:51" },
  { me: "Already booked. Tuesday at 4, both of us.", time: "11:02" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Type a message</span>${icon.paperclip(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const wizz: ScreenSpec = {
  id: "wizz-top-marks-for-a-school-down-the-road",
  app: "Wizz",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  crop: { top: 44 },
  owner: { name: "Nereida", handle: null },
  time: "16:20",
  battery: 23,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f6f4ff", fg: "#221d3a", sub: "#9891b3", left: "#ffffff", leftFg: "#221d3a", right: "#6c4cff", rightFg: "#ffffff", radius: 22, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #e7e2fb}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#221d3a", "#6c4cff", "#ebe7fb", 62)}.hd{color:#6c4cff}.hd b{color:#221d3a;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#6c4cff;border-top:1px solid #ebe7fb}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f6f4ff;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a9a2c6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#ff7043", { ring: "#6c4cff" })}<div style="flex:1;min-width:0"><b>Pono</b><small>Active now</small></div>${icon.more(22)}</div>
<div class="fill">
${bubbles("Pono", [
  { t: "Yesterday" },
  { me: "Titrations all night. Wish me luck.", time: "21:58" },
  { t: "Today 15:02" },
  { them: "how did the chem mock go", time: "15:02" },
  { me: "Weird. Nothing on the paper looked familiar.", time: "15:40" },
  {
    me: "Found out why. I’ve spent six weeks revising for the other exam board. I can answer every question on a paper nobody at our school is sitting.",
    time: "15:41",
  },
  { them: "so you’re top of the class at a different school", time: "15:52", react: "😭" },
  { them: "what does sir say", time: "15:53" },
  { me: "That ours is mostly the chapters I skipped.", time: "16:11" },
  { typing: "Pono is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Say something nice</span>${icon.smile(22)}${icon.mic(22)}</div>`,
};
