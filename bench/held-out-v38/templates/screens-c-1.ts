// Part C of the held-out set v38: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import { own } from "./shell";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

const box = (l: number, t: number, w: number, h: number, bg: string, r = "6px", extra = "") =>
  `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;border-radius:${r};background:${bg};${extra}"></div>`;

/** A round two-tier cake with gold piping on a white board, in an open pink cake box. */
const cake =
  box(0, 0, 214, 150, "#f6d6de", "0") +
  box(14, 14, 186, 126, "#ffffff", "4px", "box-shadow:0 2px 4px rgba(0,0,0,.12)") +
  box(40, 70, 134, 52, "#fbe9c9", "12px") +
  box(40, 66, 134, 16, "#fff6e6", "10px") +
  box(66, 36, 82, 38, "#fbe9c9", "10px") +
  box(66, 32, 82, 12, "#fff6e6", "8px") +
  box(58, 92, 98, 5, "#d4a72c", "3px") +
  box(80, 52, 54, 4, "#d4a72c", "2px") +
  box(104, 20, 6, 14, "#e57373", "2px");

export const podium: ScreenSpec = {
  id: "podium-happy-40th-to-a-four-year-old-spaniel",
  app: "Podium",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 75,
  owner: { name: "Pilirani", handle: null },
  time: "09:44",
  battery: 81,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1d2330", sub: "#8b90a0", left: "#f0f1f5", leftFg: "#1d2330", right: "#2f5fe3", rightFg: "#ffffff", radius: 18, size: 15, max: 264, quote: "rgba(0,0,0,.06)", react: "#f0f1f5" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#1d2330", "#8b90a0", "#e7e9ef", 58)}.hd{color:#2f5fe3}.hd b{font-size:17px;font-weight:600;color:#1d2330}
.ln{flex:none;gap:6px;padding:6px 14px;background:#f4f6fd;color:#2f4fb8;font-size:12.5px;border-bottom:1px solid #e7e9ef}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#ffffff;color:#2f5fe3;border-top:1px solid #e7e9ef}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f4f5f8;border:1px solid #e1e4ec;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#9aa0b1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#ec407a")}<div style="flex:1;min-width:0"><b>Rosaleen</b><small>(614) 555-0148</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>Location:</span><b>Crumb &amp; Kettle Bakery</b></div>
<div class="fill">
${bubbles("Rosaleen", [
  { t: "Today" },
  { them: "Hi, just checking the cake for Saturday is on track?", time: "09:12" },
  { me: "Morning! Yes, it’s boxed and ready to collect from 10.", time: "09:20" },
  {
    me: "One thing I should own up to. I piped ‘Happy 40th Nougat’ across the top in gold. I’ve just reread your order form. It says 4th, and Nougat is a spaniel.",
    time: "09:21",
  },
  { them: "honestly in dog years you’re only a bit out", time: "09:25", react: "😂" },
  { them: "my husband turned forty in March and got a supermarket sponge", time: "09:26" },
  { photo: ["#f6d6de", "#f6d6de"], who: "me", caption: "Here it is. I can scrape the zero off if you like.", time: "09:38", h: 150, shapes: cake },
  { typing: "Rosaleen is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message Rosaleen</span>${icon.send(22)}</div>`,
};

export const weave: ScreenSpec = {
  id: "weave-the-dog-walked-to-the-vets-alone",
  app: "Weave",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Natsai", handle: null },
  time: "10:03",
  battery: 52,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#121418", fg: "#e9ebef", sub: "#858b96", left: "#262a31", leftFg: "#e9ebef", right: "#0f8b8d", rightFg: "#ffffff", radius: 18, size: 15.5, max: 276, quote: "rgba(255,255,255,.1)", react: "#262a31" })}
${headCss("#16191e", "#f1f3f6", "#858b96", "#262a31", 60)}.hd{color:#33c3c5}.hd b{font-size:17px;color:#f1f3f6}
.ln{flex:none;gap:6px;padding:6px 14px;background:#1a1e24;color:#33c3c5;font-size:12.5px;border-bottom:1px solid #262a31}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#16191e;color:#33c3c5;border-top:1px solid #262a31}.in .box{flex:1;min-height:38px;border-radius:19px;background:#262a31;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#858b96}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#7cb342")}<div style="flex:1;min-width:0"><b>Olwethu</b><small>Client · Bovril (dog)</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>Texting as</span><b>Lantern Lane Vets</b><span style="color:#858b96">· Front desk</span></div>
<div class="fill">
${bubbles("Olwethu", [
  { t: "Today" },
  { them: "Hi, is something wrong? I’ve got a missed call from you at 9", time: "09:31" },
  { me: "Nothing wrong at all, sorry to worry you.", time: "09:40" },
  {
    me: "Bovril walked into the practice at nine this morning on his own, sat by the desk and waited for his biscuit. I give him one every visit. That’s on me.",
    time: "09:41",
  },
  { them: "I thought he was asleep in the garden", time: "09:44", react: "😳" },
  { them: "he won’t even walk to the postbox with me", time: "09:44" },
  { voice: "0:19", who: "Olwethu", time: "09:46" },
  { me: "He’s here with us now. He’s had the biscuit and a free weigh-in.", time: "09:52" },
  { them: "on my way. do NOT give him a second one", time: "09:55", react: "😂" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Text message</span>${icon.send(22)}</div>`,
};

export const chatous: ScreenSpec = {
  id: "chatous-chess-interest-only-knows-the-horse",
  app: "Chatous",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  keyboard: true,
  owner: { name: "Mattheus", handle: null },
  time: "22:47",
  battery: 34,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1fa5b8",
  css: `${bubbleCss({ bg: "#eef3f5", fg: "#1c2a30", sub: "#7f8e95", left: "#ffffff", leftFg: "#1c2a30", right: "#1fa5b8", rightFg: "#ffffff", radius: 16, size: 15, max: 258, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#1fa5b8", "#ffffff", "#d2f0f4", "#1fa5b8", 56)}.hd b{font-size:17px;font-weight:500}
.tg{flex:none;gap:6px;padding:6px 12px;background:#e3edf0;font-size:12px;color:#177e8c}.tg span{background:#fff;border-radius:10px;padding:1px 8px}
.in{flex:none;gap:8px;padding:6px 8px 8px;background:#eef3f5;color:#1fa5b8}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;border:1px solid #d5e0e4;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1c2a30}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#ffb300")}<div style="flex:1;min-width:0"><b>Nyah</b><small>Matched on #chess</small></div>${icon.moreV(20)}</div>
<div class="row tg" data-role="ui"><span>#chess</span><span>#jazz</span><span>#climbing</span><span>#soup</span></div>
<div class="fill">
${bubbles("Nyah", [
  { them: "ok real question, why do you have chess as your only interest", time: "22:30" },
  { me: "Honest answer? I added it to look clever.", time: "22:33" },
  {
    me: "Every match since has wanted a game. My entire chess knowledge: the horse one goes in an L. I learned that on Tuesday.",
    time: "22:34",
  },
  { them: "it’s called a knight", time: "22:36", react: "😂" },
  { them: "I’ve been in a chess league since 2014. still, I admire your loyalty to the horse", time: "22:37" },
])}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">${own("What does the castle one do")}</span>${icon.send(22)}</div>`,
};

/** A selfie in a salon mirror: a face under bright orange hair, a black cape, shelves behind. */
const hair =
  box(0, 0, 214, 170, "#dfe3e6", "0") +
  box(0, 0, 214, 26, "#c9cfd4", "0") +
  box(12, 34, 44, 6, "#9aa3aa", "2px") +
  box(160, 34, 44, 6, "#9aa3aa", "2px") +
  box(62, 28, 92, 84, "#ff7a1a", "46px 46px 30px 30px") +
  box(76, 50, 62, 70, "#d9a27e", "30px") +
  box(70, 30, 78, 30, "#ff8c2a", "30px 30px 10px 10px") +
  box(92, 78, 6, 6, "#3b2a20", "50%") +
  box(118, 78, 6, 6, "#3b2a20", "50%") +
  box(98, 100, 22, 5, "#a4554a", "3px") +
  box(40, 124, 134, 46, "#1f1f24", "40px 40px 0 0");

export const zipwhip: ScreenSpec = {
  id: "zipwhip-copper-sunset-tested-on-the-stylist",
  app: "Zipwhip",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  crop: { top: 47 },
  owner: { name: "Mieke", handle: null },
  time: "12:16",
  battery: 63,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#202326", sub: "#8a9096", left: "#eceef0", leftFg: "#202326", right: "#f26b21", rightFg: "#ffffff", radius: 20, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#eceef0" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#202326", "#8a9096", "#e6e8eb", 60)}.hd{color:#f26b21}.hd b{font-size:17.5px;color:#202326}
.ln{flex:none;gap:6px;padding:6px 14px;background:#fff4ec;color:#b84a0f;font-size:12.5px;border-bottom:1px solid #f3dccb}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#f26b21;border-top:1px solid #e6e8eb}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f4f5f6;border:1px solid #e1e4e7;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9aa0a6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#5c6bc0")}<div style="flex:1;min-width:0"><b>Parminder</b><small>(503) 555-0192</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>Landline texting ·</span><b>Shear Pleasure Studio</b></div>
<div class="fill">
${bubbles("Parminder", [
  { them: "still on for Friday at 2? so excited for the Copper Sunset", time: "11:48" },
  { me: "Yes, Friday at 2 is all booked in.", time: "11:55" },
  { me: "I tried Copper Sunset on myself last night so you could see it on real hair. I’m now the exact orange of a hi-vis vest.", time: "11:56" },
  { them: "PHOTO PLEASE", time: "11:57", react: "🙏" },
  { photo: ["#dfe3e6", "#dfe3e6"], who: "me", caption: "Salon mirror, no filter. Be kind.", time: "12:02", h: 170, shapes: hair },
  { them: "ok it’s actually working for you", time: "12:05" },
  { them: "can I have it but less vest", time: "12:06", react: "😂" },
  { me: "Two shades down for you. I’ll be in a hat.", time: "12:11" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Type a message</span>${icon.send(22)}</div>`,
};

/** A grey night-vision frame from a doorbell camera: a doorstep, a mat and a fox sitting on it. */
const fox =
  box(0, 0, 226, 150, "#3d4440", "0") +
  box(0, 104, 226, 46, "#59615c", "0") +
  box(60, 110, 110, 26, "#6f7772", "3px") +
  box(92, 66, 48, 48, "#a8b0aa", "24px 24px 12px 12px") +
  box(124, 44, 30, 28, "#b7beb9", "14px") +
  box(126, 36, 8, 12, "#b7beb9", "2px 2px 0 0") +
  box(144, 36, 8, 12, "#b7beb9", "2px 2px 0 0") +
  box(146, 54, 14, 8, "#c9cfcb", "4px") +
  box(132, 52, 4, 4, "#f5f7f6", "50%") +
  box(60, 96, 44, 12, "#c9cfcb", "6px") +
  box(0, 0, 226, 150, "transparent", "0", "box-shadow:inset 0 0 40px rgba(0,0,0,.55)");

export const intercom: ScreenSpec = {
  id: "intercom-doorbell-camera-caught-only-the-fox",
  app: "Intercom",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1080,
  owner: { name: "Olivera", handle: null },
  time: "19:58",
  battery: 72,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1a1a1a", sub: "#8b8b8b", left: "#f2f2f2", leftFg: "#1a1a1a", right: "#5b3fd9", rightFg: "#ffffff", radius: 18, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#f2f2f2" })}
.rx{border-color:#fff}
.hd{flex:none;height:86px;padding:0 16px 0 10px;gap:12px;background:#5b3fd9;color:#ffffff;position:relative;z-index:3}.hd b{font-size:18px;font-weight:600;display:block}.hd small{font-size:13px;color:#d9d1fb;display:block}
.ag{display:flex}.ag .avatar{margin-right:-8px;border:2px solid #5b3fd9}
.in{flex:none;gap:10px;padding:10px 14px 32px;background:#ffffff;color:#5b3fd9;border-top:1px solid #ececec}.in .box{flex:1;min-height:40px;display:flex;align-items:center;font-size:16px;color:#9b9b9b}`,
  statusBarDark: true,
  statusBarBackground: "#5b3fd9",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="ag">${avatar(34, "#ff8a65")}${avatar(34, "#4db6ac")}${avatar(34, "#9575cd")}</div><div style="flex:1;min-width:0;margin-left:6px"><b>Beacon Home Support</b><small>Replies in under 10 minutes</small></div>${icon.close(22)}</div>
<div class="fill">
${bubbles("Nethra", [
  { them: "Hi there, I’m Nethra from Beacon. What can I help with today?", time: "19:31" },
  { me: "Hi. I bought your doorbell camera to catch whoever keeps taking my parcels.", time: "19:33" },
  {
    me: "Three weeks in, I have 212 clips of a fox I now call Montgomery. The thief hasn’t shown up once. Can I turn off alerts for people and keep them on for him?",
    time: "19:34",
  },
  { them: "I’m afraid the camera can’t tell a fox from a person", time: "19:38" },
  { them: "also, I have to ask. what did the parcel have in it?", time: "19:38" },
  { photo: ["#3d4440", "#3d4440"], who: "me", caption: "Montgomery, Tuesday, 2:14am.", time: "19:46", h: 150, shapes: fox },
  { me: "A second camera, for the back garden.", time: "19:49", react: "😂" },
  { typing: "Nethra is typing…" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">Write a reply…</span>${icon.smile(22)}${icon.paperclip(22)}</div>`,
};
