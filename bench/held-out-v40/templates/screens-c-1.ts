// Part C of the held-out set v40: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, box, headCss } from "./screens-c-kit";

/** A meat tray in cling film on a kitchen worktop: sausages, chops and a steak on a white tray, a kettle behind. */
const meat =
  box(0, 0, 214, 130, "#d9d2c6", "0") +
  box(0, 88, 214, 42, "#8f7a64", "0") +
  box(150, 30, 44, 58, "#b9c2c9", "10px 10px 4px 4px") +
  box(28, 64, 120, 54, "#f5f5f2", "6px", "box-shadow:0 0 0 3px rgba(255,255,255,.6)") +
  box(36, 72, 46, 14, "#b5523f", "7px") +
  box(36, 90, 46, 14, "#a84a38", "7px") +
  box(88, 70, 52, 34, "#9c2f2b", "14px 10px 16px 8px") +
  box(94, 74, 14, 10, "#f1d9cf", "6px") +
  box(28, 64, 120, 54, "rgba(255,255,255,.18)", "6px");

export const gem4me: ScreenSpec = {
  id: "gem4me-a-week-early-for-the-gig",
  app: "Gem4me",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Nilda", handle: null },
  time: "10:26",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#121521", fg: "#e6e8f2", sub: "#7e849c", left: "#22273a", leftFg: "#e6e8f2", right: "#5b4de0", rightFg: "#ffffff", radius: 18, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#22273a" })}
${headCss("#181c2b", "#eef0f8", "#8a91ab", "#262b3e", 58)}.hd{color:#8f85ff}.hd b{color:#eef0f8}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#181c2b;color:#8f85ff;border-top:1px solid #262b3e}.in .box{flex:1;min-height:40px;border-radius:20px;background:#22273a;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#70778f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#2f9c8a")}<div style="flex:1;min-width:0"><b>Revaz</b><small>last active 10:21</small></div>${icon.phone(20)}${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Revaz", [
  { them: "so did you get in on Saturday?? the queue photos from the front looked absolutely mental, people were sleeping on the pavement", time: "09:58" },
  { me: "Funny story.", time: "10:04" },
  { me: "I turned up to the gig a week early. It was bingo night. I won a meat tray.", time: "10:05" },
  { them: "how did you not notice there was no band", time: "10:07", react: "😂" },
  { them: "actually wait. how big is the meat tray", time: "10:07" },
  { photo: ["#d9d2c6", "#d9d2c6"], who: "me", caption: "Big enough. The caller shook my hand.", time: "10:12", h: 108, react: "🔥", shapes: meat },
  { me: "I’m going back this Saturday. For the band, mostly.", time: "10:14", react: "👍" },
  { typing: "Revaz is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Message</span>${icon.paperclip(22)}${icon.mic(22)}</div>`,
};

/** A glass lunch box of green salad with a tiny fork and a bottle of sparkling water, in a wooden cubby. */
const salad =
  box(0, 0, 214, 104, "#d8b98e", "0") +
  box(10, 8, 194, 88, "#c59e6d", "4px") +
  box(22, 44, 96, 46, "rgba(255,255,255,.6)", "8px", "border:2px solid #eef3f4") +
  box(28, 52, 84, 32, "#7fb55a", "6px") +
  box(40, 58, 16, 12, "#e0c35a", "50%") +
  box(70, 62, 14, 12, "#d9573f", "50%") +
  box(124, 54, 40, 6, "#aeb6bd", "3px") +
  box(172, 18, 24, 74, "#9fd3c9", "10px 10px 4px 4px", "border:2px solid #e8f6f3") +
  box(178, 10, 12, 12, "#3c7a6f", "3px");

export const procare: ScreenSpec = {
  id: "procare-a-board-meeting-with-an-apple-pouch",
  app: "Procare",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  downscaleTo: 1000,
  owner: { name: "Mojgan", handle: null },
  time: "13:07",
  battery: 34,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1689c9",
  css: `${bubbleCss({ bg: "#f4f7fa", fg: "#1d2a36", sub: "#8795a3", left: "#ffffff", leftFg: "#1d2a36", right: "#1689c9", rightFg: "#ffffff", radius: 16, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f4f7fa}
${headCss("#1689c9", "#ffffff", "#cfe8f6", "#1689c9", 60)}
.ch{flex:none;gap:6px;padding:6px 14px;background:#fff4e5;color:#a6620f;font-size:12.5px;border-bottom:1px solid #f3e2c9}
.in{flex:none;gap:12px;padding:8px 14px 30px;background:#ffffff;color:#1689c9;border-top:1px solid #e2e8ee}.in .box{flex:1;min-height:38px;border-radius:19px;background:#eef2f6;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#93a0ad}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#f2a65a")}<div style="flex:1;min-width:0"><b>Maarja</b><small>Sunflower Room · Lead teacher</small></div>${icon.moreV(20)}</div>
<div class="row ch" data-role="ui">Child: Rasul · Checked in 8:12 AM</div>
<div class="fill">
${bubbles("Maarja", [
  { t: "Today" },
  { them: "Hi! Just a heads up, Rasul’s lunchbox today had a quinoa salad, a sparkling water and a very small fork", time: "12:14 PM" },
  { me: "Oh no. So that’s where it went.", time: "12:40 PM" },
  { me: "I opened my lunch in the board meeting and it was an apple pouch and four halved grapes.", time: "12:41 PM" },
  { them: "Rasul ate your salad and announced that he’s an accountant now", time: "12:44 PM", react: "😂" },
  { them: "he also asked the other toddlers for a meeting about nap time", time: "12:44 PM" },
  {
    photo: ["#d8b98e", "#d8b98e"],
    who: "Maarja",
    caption: "your water is safe in his cubby. he guarded it all afternoon",
    time: "12:52 PM",
    h: 96,
    shapes: salad,
  },
  { me: "I ate the grapes. The pouch is for later.", time: "12:58 PM", react: "❤️" },
  { typing: "Maarja is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Write a message</span>${icon.send(22)}</div>`,
};

export const freshchat: ScreenSpec = {
  id: "freshchat-two-winters-turning-up-the-doorbell",
  app: "Freshchat",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { top: 47 },
  owner: { name: "Rakhat", handle: null },
  time: "19:48",
  battery: 71,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#12344d", sub: "#7b8d9c", left: "#f1f4f7", leftFg: "#12344d", right: "#2c5cc5", rightFg: "#ffffff", radius: 14, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#f1f4f7" })}
.rx{border-color:#fff}
.hd{flex:none;height:70px;padding:0 16px 0 10px;gap:12px;background:#2c5cc5;color:#ffffff;position:relative;z-index:3}.hd b{font-size:17.5px;font-weight:600;display:block}.hd small{font-size:12.5px;color:#cbd8f5;display:block}
.in{flex:none;gap:12px;padding:8px 16px 34px;background:#ffffff;color:#2c5cc5;border-top:1px solid #e4e9ee}.in .box{flex:1;min-height:40px;display:flex;align-items:center;font-size:16px;color:#97a4b0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#ffb74a")}<div style="flex:1;min-width:0"><b>Kelvra Home Support</b><small>Oydin · Typically replies instantly</small></div>${icon.close(22)}</div>
<div class="fill">
${bubbles("Oydin", [
  { them: "Thanks for your patience! I’ve read the notes from this morning’s engineer visit.", time: "19:31" },
  { them: "Before I close this ticket, is there anything else I can help with?", time: "19:31" },
  { me: "Just one thing. Can you explain his notes to me in simple words?", time: "19:36" },
  { me: "I’ve turned the hallway dial up every night for two winters. Your engineer says it’s the doorbell volume.", time: "19:37" },
  { them: "yes. the thermostat is the white box in the kitchen. it has been on 16 since you moved in", time: "19:40", react: "😬" },
  { them: "he also noted that your doorbell can now be heard from the bus stop", time: "19:41" },
  { me: "So that’s why the postman flinches.", time: "19:44", react: "😂" },
  { typing: "Oydin is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Type your message here…</span>${icon.smile(22)}${icon.send(22)}</div>`,
};

export const simpletexting: ScreenSpec = {
  id: "simpletexting-paid-twice-for-the-old-windows",
  app: "SimpleTexting",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 66 }],
  owner: { name: "Payam", handle: null },
  time: "11:03",
  battery: 49,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f5f6fa", fg: "#20243a", sub: "#868ba3", left: "#ffffff", leftFg: "#20243a", right: "#3b5bdb", rightFg: "#ffffff", radius: 16, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #e3e5ee}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f5f6fa}
${headCss("#ffffff", "#20243a", "#868ba3", "#e3e5ee", 58)}.hd{color:#3b5bdb}.hd b{color:#20243a}
.ln{flex:none;gap:6px;padding:6px 14px;background:#eef1fd;color:#3b5bdb;font-size:12px;border-bottom:1px solid #dfe4fa}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#ffffff;color:#3b5bdb;border-top:1px solid #e3e5ee}.in .box{flex:1;min-height:40px;border-radius:8px;border:1px solid #d9dceb;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#9a9fb5}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#e07a5f")}<div style="flex:1;min-width:0"><b>Mehriban (Elm Row)</b><small>+44 7700 900318</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui">Clearpane Window Cleaning · Main number</div>
<div class="fill">
${bubbles("Mehriban", [
  { t: "Yesterday" },
  { me: "Hi, it’s Clearpane Window Cleaning. Just a reminder, your fortnightly clean is booked for tomorrow morning.", time: "4:12 PM" },
  { t: "Today" },
  { them: "Hi, sorry, which house? we moved to Bristol in February. I did text you about it", time: "10:31 AM" },
  { me: "I’ve cleaned your old windows every fortnight since February. The new owners leave me a tea and a fiver.", time: "10:40 AM" },
  { them: "they must love you. they never once asked who you were", time: "10:44 AM", react: "😂" },
  { them: "also I’ve been paying you by standing order this whole time", time: "10:45 AM" },
  { me: "So I’ve been paid twice for windows you can’t see. I’ll refund you today.", time: "10:52 AM" },
  { them: "keep the fivers, at least", time: "10:58 AM", react: "👍" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type a text message</span>${icon.send(22)}</div>`,
};
