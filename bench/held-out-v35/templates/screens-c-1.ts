// Part C of the held-out set v35: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const openPhone: ScreenSpec = {
  id: "openphone-a-full-valet-for-the-wrong-estate",
  app: "OpenPhone",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Octavio", handle: null },
  time: "16:31",
  battery: 44,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1d1b26", sub: "#8e8a9c", left: "#f1f0f5", leftFg: "#1d1b26", right: "#6f4ef2", rightFg: "#ffffff", radius: 18, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#f1f0f5" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#1d1b26", "#8e8a9c", "#ecebf1", 64)}.hd{color:#6f4ef2}.hd b{font-size:17px}
.ln{flex:none;gap:6px;padding:6px 14px;background:#f7f6fb;color:#6f4ef2;font-size:12.5px;border-bottom:1px solid #ecebf1}.ln .dot{width:8px;height:8px;border-radius:50%;background:#2fbf71}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#8e8a9c;border-top:1px solid #ecebf1}.in .box{flex:1;min-height:38px;border-radius:10px;background:#f7f6fb;border:1px solid #e6e4ee;display:flex;align-items:center;padding:6px 12px;font-size:15.5px;color:#a7a3b6}.in .sd{color:#6f4ef2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#f2994a")}<div style="flex:1;min-width:0"><b>Rosalia</b><small>Mobile · Customer</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span class="dot"></span><span>Shine &amp; Go Valeting</span><span style="color:#8e8a9c">· Main line</span></div>
<div class="fill">
${bubbles("Rosalia", [
  { t: "Today" },
  { them: "Morning! Garage is unlocked, keys are on the hook. Back at 4", time: "09:02" },
  { me: "Perfect, starting now.", time: "09:15" },
  { me: "All done. Inside and out, clay bar, wax, tyres dressed.", time: "11:40" },
  { them: "wait. my car’s in the garage and it’s filthy", time: "16:12" },
  {
    me: "Small update. I valeted the silver estate on your drive for two and a half hours. It belongs to your neighbour. She came out at the end and tipped me twenty quid.",
    time: "16:20",
  },
  { them: "she’s at my door asking if you do Thursdays", time: "16:24", react: "😂" },
  { me: "I’ll do yours first thing tomorrow. No charge.", time: "16:29" },
  { typing: "Rosalia is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Write a message…</span>${icon.smile(22)}<span class="sd">${icon.send(22)}</span></div>`,
};

export const surespot: ScreenSpec = {
  id: "surespot-a-cheese-toastie-from-the-trouser-press",
  app: "Surespot",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Nkosana", handle: null },
  time: "22:47",
  battery: 19,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#161a1d", fg: "#e6ecef", sub: "#7d8a92", left: "#262d32", leftFg: "#e6ecef", right: "#1d7fa6", rightFg: "#ffffff", radius: 6, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#262d32" })}
.bb.l{border-left:3px solid #3f4a51}.bb.r{border-right:3px solid #33b5e5}
${headCss("#0f1214", "#f1f5f7", "#33b5e5", "#24292d", 56)}.hd{color:#cfd8dc}.hd b{font-size:17px;font-weight:500}
.tabs2{flex:none;gap:0;background:#0f1214;border-bottom:2px solid #24292d;font-size:13px;letter-spacing:.4px;color:#7d8a92}.tabs2 div{flex:1;text-align:center;padding:9px 0}.tabs2 .on{color:#33b5e5;border-bottom:3px solid #33b5e5;margin-bottom:-2px}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#0f1214;color:#33b5e5;border-top:1px solid #24292d}.in .box{flex:1;min-height:40px;border-bottom:2px solid #33b5e5;display:flex;align-items:center;padding:6px 6px;font-size:15px;color:#6d7a82}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#37474f")}<div style="flex:1;min-width:0"><b>Myrto</b><small>surespot · encrypted</small></div>${icon.mic(20)}${icon.moreV(20)}</div>
<div class="row tabs2" data-role="ui"><div>HOME</div><div class="on">MYRTO</div><div>RITVA</div></div>
<div class="fill">
${bubbles("Myrto", [
  { t: "Yesterday" },
  { them: "safe travels! text me when you land", time: "08:12" },
  { me: "Landed. The taxi queue is an hour long.", time: "11:47" },
  { t: "Today" },
  { them: "how’s the conference? hotel any good?", time: "22:04" },
  { me: "Hotel’s lovely. Conference is three days of slides about pallets.", time: "22:11" },
  {
    me: "I made a cheese toastie in the trouser press. It worked beautifully. Housekeeping have left a laminated note and a leaflet on what the fire alarm sounds like.",
    time: "22:12",
  },
  { them: "the laminated note means you’re not the first", time: "22:19", react: "😂" },
  { them: "is there cheese on your suit now", time: "22:19" },
  { me: "Only the left leg. I’m presenting at nine.", time: "22:30" },
  { voice: "0:34", who: "Myrto", time: "22:41" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">send a message</span>${icon.send(22)}</div>`,
};

export const talkingPoints: ScreenSpec = {
  id: "talkingpoints-raisins-for-the-finance-director",
  app: "TalkingPoints",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  crop: { top: 50 },
  owner: { name: "Nadiya", handle: null },
  time: "14:02",
  battery: 66,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f7fb", fg: "#1c2738", sub: "#8794a8", left: "#ffffff", leftFg: "#1c2738", right: "#2e6fd8", rightFg: "#ffffff", radius: 16, size: 15.5, max: 300, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(20,40,80,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#1c2738", "#8794a8", "#e3e9f2", 64)}.hd{color:#2e6fd8}.hd b{font-size:17px}
.tr{flex:none;gap:6px;padding:7px 14px;background:#fff7e6;color:#8a6416;font-size:12.5px;border-bottom:1px solid #f2e2bd}
.in{flex:none;gap:10px;padding:8px 12px 32px;background:#ffffff;color:#2e6fd8;border-top:1px solid #e3e9f2}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f4f7fb;border:1px solid #dfe6f0;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9aa6b8}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#5c6bc0")}<div style="flex:1;min-width:0"><b>Mr Mwale</b><small>Rodion’s teacher · Class 3D</small></div>${icon.globe(21)}${icon.moreV(20)}</div>
<div class="row tr" data-role="ui">${icon.globe(15)}<span>Messages are shown in English</span></div>
<div class="fill">
${bubbles("Mr Mwale", [
  { t: "Monday" },
  { them: "Reminder: PE kits are needed on Thursdays this term.", time: "08:30" },
  { me: "Noted, thank you!", time: "08:41" },
  { t: "Today" },
  { them: "Good afternoon! Quick note about Rodion’s lunch today.", time: "13:05" },
  { them: "He opened his lunch bag at 12 and found a laptop charger, two highlighters and a folder marked CONFIDENTIAL.", time: "13:06" },
  { me: "Oh no. That’s my work bag.", time: "13:20" },
  {
    me: "So I’ve just opened a board meeting by handing the finance director a cheese sandwich, a box of raisins and a yoghurt with a dinosaur on the lid.",
    time: "13:21",
  },
  { them: "He read the folder out at carpet time. The class have voted to close the Redditch branch.", time: "13:40", react: "😂" },
  { them: "We shared some lunch with him, he’s fine!", time: "13:41" },
  { me: "Thank you. The finance director ate the raisins.", time: "13:58" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Mr Mwale</span>${icon.send(22)}</div>`,
};

const helmet = `<div style="position:absolute;left:0;right:0;bottom:0;height:46px;background:#8d6e63"></div><div style="position:absolute;left:62px;top:26px;width:96px;height:84px;border-radius:50% 50% 30% 30%;background:#263238"></div><div style="position:absolute;left:96px;top:52px;width:64px;height:30px;border-radius:8px 40% 40% 8px;background:#90a4ae;opacity:.85"></div><div style="position:absolute;left:150px;top:40px;width:30px;height:12px;border-radius:6px;background:#ff7043"></div>`;

export const twoGo: ScreenSpec = {
  id: "2go-fifty-questions-about-visors",
  app: "2go",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Malakai", handle: null },
  time: "16:18",
  battery: 72,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1565c0",
  css: `${bubbleCss({ bg: "#eef3f8", fg: "#17212b", sub: "#7b8896", left: "#ffffff", leftFg: "#17212b", right: "#ffe0b2", rightFg: "#3e2a12", radius: 12, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.12)}.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#1976d2", "#ffffff", "#cfe3fb", "#1976d2", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#eef3f8;color:#1976d2}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #d3dce6;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#8d99a6}.in .sd{width:42px;height:42px;border-radius:50%;background:#fb8c00;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#00897b")}<div style="flex:1;min-width:0"><b>Rufaro</b><small>online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Rufaro", [
  { t: "Today" },
  { them: "so?? did you pass", time: "15:40" },
  { me: "I passed! 48 out of 50.", time: "15:52" },
  {
    me: "After that the man handed me a certificate with a little motorbike on it. I booked the wrong theory test and answered fifty questions about visors without noticing anything was off.",
    time: "15:53",
  },
  { them: "you don’t even own a bicycle", time: "15:58", react: "😂" },
  { photo: ["#cfd8dc", "#eceff1"], who: "Rufaro", caption: "congratulations, rider", time: "16:03", h: 130, shapes: helmet },
  { me: "Booked the car one for March. Reading the questions properly this time.", time: "16:15" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Type a message</span>${icon.paperclip(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

const glasses = `<div style="position:absolute;left:0;right:0;bottom:0;height:44px;background:#bcaaa4"></div><div style="position:absolute;left:46px;top:40px;width:56px;height:44px;border-radius:14px;border:6px solid #3e2723;background:rgba(144,202,249,.45)"></div><div style="position:absolute;left:118px;top:40px;width:56px;height:44px;border-radius:14px;border:6px solid #3e2723"></div><div style="position:absolute;left:106px;top:56px;width:14px;height:5px;background:#3e2723"></div>`;

export const gaduGadu: ScreenSpec = {
  id: "gadu-gadu-a-week-through-an-empty-frame",
  app: "Gadu-Gadu",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 76,
  downscaleTo: 1000,
  crop: { bottom: 70 },
  owner: { name: "Neriman", handle: null },
  time: "12:37",
  battery: 57,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#23201c", sub: "#948c82", left: "#f1eeea", leftFg: "#23201c", right: "#fbe3c4", rightFg: "#3b2a14", radius: 18, size: 15.5, max: 296, quote: "rgba(0,0,0,.06)", react: "#f1eeea" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#23201c", "#3aa655", "#eeeae5", 62)}.hd{color:#e2741d}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#e2741d;border-top:1px solid #eeeae5}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f6f3ef;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a69d92}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#8d6e63")}<div style="flex:1;min-width:0"><b>Rokas</b><small>● Available</small></div>${icon.phone(20)}${icon.video(21)}</div>
<div class="fill">
${bubbles("Rokas", [
  { t: "Today" },
  { them: "new specs suit you btw, saw the photo mum posted", time: "11:48" },
  { me: "Thanks. I’ve been getting headaches all week though.", time: "12:02" },
  {
    me: "The optician has just rung. I walked out in the display pair. There’s no glass in the left side. I’ve spent a week squinting through an empty frame and telling everyone how sharp the world looks.",
    time: "12:03",
  },
  { them: "you said the pigeons had more detail", time: "12:09", react: "😂" },
  { photo: ["#eceff1", "#f5f5f5"], who: "me", caption: "Exhibit A.", time: "12:14", h: 120, shapes: glasses },
  { them: "go back before you drive anywhere", time: "12:20" },
  { me: "Walking there now. With one eye shut.", time: "12:33" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message</span>${icon.smile(22)}${icon.mic(22)}</div>`,
};
