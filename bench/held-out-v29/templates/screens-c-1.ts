// Part C of the held-out set v29: chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const burner: ScreenSpec = {
  id: "burner-the-only-rock-on-the-lawn",
  app: "Burner",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Madalena", handle: null },
  time: "11:07",
  battery: 64,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1e1b24", sub: "#8e8a96", left: "#f0eef3", leftFg: "#1e1b24", right: "#ff5a3c", rightFg: "#fff", radius: 18, size: 16, max: 280, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#ffffff", "#1e1b24", "#8e8a96", "#ece9ef", 58)}.hd{color:#ff5a3c}.hd b{color:#1e1b24;font-size:17px}.hd small.ln{display:flex;align-items:center;gap:5px}.ln i{width:8px;height:8px;border-radius:50%;background:#7c4dff;display:inline-block}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #ece9ef;color:#ff5a3c}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #dcd8e0;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a29eaa}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#00897b")}<div style="flex:1;min-width:0"><b>Nnamdi</b><small class="ln"><i></i>Home line · (503) 555-0162</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nnamdi", [
  { t: "Today 09:58" },
  { them: "I’m outside yours, where did you say the key is", time: "10:02" },
  { me: "Under the rock by the front step.", time: "10:05" },
  {
    me: "It’s a fake rock from the garden centre. I’ve just realised we have a lawn and no other rocks, so it’s really a sign reading KEY HERE.",
    time: "10:06",
  },
  { them: "found it first go. I wasn’t even looking", time: "10:09", react: "😂 1" },
  {
    photo: ["#7fae5a", "#4e7d36"],
    who: "Nnamdi",
    caption: "your security system",
    time: "10:11",
    h: 120,
    shapes: `<div style="position:absolute;left:0;top:0;width:100%;height:30px;background:#c9c2b6"></div><div style="position:absolute;left:0;top:30px;width:100%;height:6px;background:#9a9186"></div><div style="position:absolute;left:88px;top:62px;width:46px;height:30px;border-radius:48% 52% 40% 44%;background:#9e9a94;box-shadow:inset -6px -5px 0 rgba(0,0,0,.15)"></div>`,
  },
  { me: "I’ll buy a second rock.", time: "10:20" },
  { typing: "Nnamdi is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Message from Home line</span>${icon.send(22)}</div>`,
};

export const secondLine: ScreenSpec = {
  id: "2ndline-the-same-as-somebodys-last-time",
  app: "2ndLine",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Oriol", handle: null },
  time: "08:46",
  battery: 38,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#121519", fg: "#e6e9ed", sub: "#7e8792", left: "#262b32", leftFg: "#e6e9ed", right: "#1f7ae0", rightFg: "#fff", radius: 18, size: 15, max: 264, quote: "rgba(255,255,255,.09)", react: "#262b32" })}
${headCss("#181c21", "#eef1f4", "#8a939e", "#0b0d10", 56)}
.in{flex:none;gap:10px;padding:6px 10px 20px;background:#121519;color:#8a939e}.in .box{flex:1;min-height:42px;border-radius:21px;background:#20252b;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#6f7883}.in .sd{width:42px;height:42px;border-radius:50%;background:#1f7ae0;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#8e24aa")}<div style="flex:1;min-width:0"><b>Pilvi</b><small>Mobile (917) 555-0134</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Pilvi", [
  { t: "Yesterday" },
  { them: "did you get your hair cut in the end", time: "17:51" },
  { me: "Yes, the new place by the station.", time: "17:58" },
  {
    me: "I sat down and said “same as last time”, very relaxed, like a regular. He’d never seen me before in his life. So I now have the same as somebody’s last time.",
    time: "17:59",
  },
  { them: "whose though. that’s the real question", time: "18:04" },
  { me: "He didn’t say. He seemed very sure.", time: "18:06" },
  { them: "it’s giving someone’s geography teacher", time: "18:09", react: "😂 1" },
  { voice: "0:14", who: "Pilvi", time: "18:12" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Text message</span>${icon.paperclip(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const line2: ScreenSpec = {
  id: "line2-bought-back-my-own-lamp",
  app: "Line2",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Rosangela", handle: null },
  time: "14:12",
  battery: 81,
  keyboard: true,
  suggestions: ["please", "pounds", "Please"],
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#16202b", sub: "#8a94a0", left: "#edf0f3", leftFg: "#16202b", right: "#2a7de1", rightFg: "#fff", radius: 18, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#f6f8fa", "#16202b", "#8a94a0", "#e2e6eb", 56)}.hd{color:#2a7de1}.hd b{color:#16202b;font-size:17px}
.in{flex:none;gap:10px;padding:6px 10px;background:#f6f8fa;border-top:1px solid #e2e6eb;color:#2a7de1}.in .box{flex:1;min-height:36px;border-radius:18px;border:1px solid #d3d9e0;background:#fff;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#16202b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#ef6c00")}<div style="flex:1;min-width:0"><b>Murali</b><small>Line2 · (720) 555-0187</small></div>${icon.phone(20)}${icon.video(22)}</div>
<div class="fill">
${bubbles("Murali", [
  { t: "Saturday 13:40" },
  { them: "find anything good at the car boot?", time: "13:41" },
  { me: "A lamp and a box of old jigsaws.", time: "13:52" },
  {
    me: "The lamp was four pounds and I was thrilled with it. Got it home, and the sticker under the base is in my handwriting. I sold it to her in June.",
    time: "13:53",
  },
  { them: "so you paid four pounds to lend yourself a lamp for the summer", time: "14:01", react: "😂" },
  { them: "how much did she pay you in June", time: "14:02" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}${own("Two pounds. Please stop", "box")}${icon.send(22)}</div>`,
};

export const smsOrganizer: ScreenSpec = {
  id: "sms-organizer-the-forty-three-pound-tomato",
  app: "SMS Organizer",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Nolan", handle: null },
  time: "19:18",
  battery: 52,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0a63b5",
  css: `${bubbleCss({ bg: "#f3f5f8", fg: "#1b2430", sub: "#7d8794", left: "#ffffff", leftFg: "#1b2430", right: "#d7e9fb", rightFg: "#10355c", radius: 14, size: 15, max: 264, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#0b6fcb", "#fff", "#cfe3f7", "#0b6fcb", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 8px 20px;background:#f3f5f8;color:#5f6b78}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #dfe4ea;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#98a2ad}.in .sd{width:44px;height:44px;border-radius:50%;background:#0b6fcb;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#d81b60")}<div style="flex:1;min-width:0"><b>Nandini</b><small>Personal · SIM 1</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nandini", [
  { t: "Today" },
  { them: "mum says you grew tomatoes this year??", time: "18:32" },
  { me: "I did. Well, I grew a tomato.", time: "18:40" },
  {
    me: "Seed trays, compost, a grow bag, two canes, the feed and a watering can. By my maths that tomato cost forty-three pounds, and I ate it over the sink in two bites.",
    time: "18:41",
  },
  {
    photo: ["#6f8f4e", "#3f5a2a"],
    who: "me",
    caption: "Before.",
    time: "18:43",
    h: 112,
    shapes: `<div style="position:absolute;left:0;top:84px;width:100%;height:28px;background:#5a3f2a"></div><div style="position:absolute;left:104px;top:0;width:4px;height:96px;background:#b08d57"></div><div style="position:absolute;left:96px;top:44px;width:22px;height:22px;border-radius:50%;background:#d8402b"></div><div style="position:absolute;left:70px;top:22px;width:30px;height:12px;border-radius:50%;background:#4f7a36"></div><div style="position:absolute;left:112px;top:30px;width:34px;height:12px;border-radius:50%;background:#4f7a36"></div>`,
  },
  { them: "tell me it tasted incredible at least", time: "18:55" },
  { me: "It was fine. Bit watery.", time: "19:02" },
  { them: "frame the receipt", time: "19:03", react: "😂 1" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Type an SMS</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const blabber: ScreenSpec = {
  id: "blabber-a-whole-day-as-paavo-from-procurement",
  app: "Blabber",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Rosario", handle: null },
  time: "21:04",
  battery: 29,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#2e7d4f",
  banner: { app: "Blabber", color: "#2e7d4f", title: "Oddny", body: "are you still up for the climbing wall on Thursday?", author: "Oddny", age: "now" },
  css: `${bubbleCss({ bg: "#eef1ee", fg: "#1d2520", sub: "#7a857d", left: "#ffffff", leftFg: "#1d2520", right: "#d4ecd9", rightFg: "#153a22", radius: 6, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#348a58", "#fff", "#c4e6cf", "#348a58", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 8px 20px;background:#eef1ee;color:#687469}.in .box{flex:1;min-height:42px;border-radius:4px;background:#fff;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#9aa39c}.in .sd{width:44px;height:44px;border-radius:50%;background:#348a58;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#5d4037")}<div style="flex:1;min-width:0"><b>Pablo</b><small>online</small></div>${icon.video(20)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Pablo", [
  { t: "Today" },
  { them: "how was the conference", time: "19:12" },
  { me: "Long. Good coffee though.", time: "19:30" },
  {
    me: "I picked up the wrong lanyard at registration and was Paavo from Procurement until four o’clock. I sat on a panel as him. People took notes.",
    time: "19:31",
  },
  { them: "did the real Paavo ever turn up", quote: ["me", "I sat on a panel as him."], time: "19:44" },
  { me: "Just before four. He was gracious about it.", time: "19:52" },
  { them: "you should invoice procurement", time: "19:53", react: "😂 1" },
  { me: "He asked how the panel went.", time: "20:58" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Send a message…</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};
