// Part C of the held-out set v30: chats, one-to-one (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const mysms: ScreenSpec = {
  id: "mysms-one-sentence-in-perfect-italian",
  app: "mysms",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Mbali", handle: null },
  time: "09:47",
  battery: 71,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1593c9",
  css: `${bubbleCss({ bg: "#f4f6f8", fg: "#1c242c", sub: "#7c8893", left: "#ffffff", leftFg: "#1c242c", right: "#1ca1d9", rightFg: "#fff", radius: 16, size: 15, max: 266, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#1ca1d9", "#fff", "#d3eefa", "#1ca1d9", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 8px 20px;background:#f4f6f8;color:#6b7782}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #dde3e8;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#9aa5ae}.in .sd{width:44px;height:44px;border-radius:50%;background:#1ca1d9;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#6a1b9a")}<div style="flex:1;min-width:0"><b>Nurlan</b><small>Mobile · +44 7700 900418</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nurlan", [
  { t: "Today" },
  { them: "you’re home!! how was Rome", time: "09:12" },
  { me: "Hot. Lovely. Very tired feet.", time: "09:30" },
  {
    me: "Fourteen months on the language app, a 412-day streak, and all week the one sentence I actually used was “sorry, I don’t speak Italian”. In perfect Italian.",
    time: "09:31",
  },
  { them: "so fourteen months bought you one very polite lie", time: "09:38", react: "😂 1" },
  { them: "did anybody believe it", time: "09:38" },
  { me: "One waiter. He answered in Italian.", time: "09:44" },
  { voice: "0:09", who: "Nurlan", time: "09:46" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Send SMS</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const confide: ScreenSpec = {
  id: "confide-a-very-confident-pigeon-on-level-three",
  app: "Confide",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Mikael", handle: null },
  time: "22:36",
  battery: 18,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#111214", fg: "#ececee", sub: "#85878e", left: "#24262b", leftFg: "#ececee", right: "#f26a21", rightFg: "#fff", radius: 20, size: 16, max: 280, quote: "rgba(255,255,255,.1)", react: "#24262b" })}
${headCss("#17181b", "#f3f3f5", "#8b8d94", "#000", 58)}.hd{color:#f26a21}.hd b{color:#f3f3f5;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#17181b;color:#f26a21}.in .box{flex:1;min-height:38px;border-radius:19px;background:#24262b;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7c7e85}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#00838f")}<div style="flex:1;min-width:0"><b>Munira</b><small>Messages disappear after reading</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Munira", [
  { t: "Today 22:04" },
  { them: "landed! which car park are you in", time: "22:05" },
  { me: "Short stay, level 3 I think. I snapped the bay so I wouldn’t forget.", time: "22:09" },
  {
    me: "Update: I’ve opened the photo. No sign, no bay number, no pillar. It’s just a pigeon standing dead centre in a parking space, looking extremely confident.",
    time: "22:14",
  },
  {
    photo: ["#6d7075", "#3e4045"],
    who: "me",
    caption: "Our only clue.",
    time: "22:15",
    h: 110,
    shapes: `<div style="position:absolute;left:40px;top:0;width:6px;height:110px;background:#e8e2c4;transform:skewX(-12deg)"></div><div style="position:absolute;left:170px;top:0;width:6px;height:110px;background:#e8e2c4;transform:skewX(-12deg)"></div><div style="position:absolute;left:92px;top:52px;width:34px;height:24px;border-radius:50% 55% 45% 50%;background:#8b8f99"></div><div style="position:absolute;left:118px;top:42px;width:14px;height:14px;border-radius:50%;background:#7a7e88"></div><div style="position:absolute;left:130px;top:47px;width:6px;height:3px;background:#e0a14a"></div>`,
  },
  { them: "so the car is parked next to a bird that has definitely moved by now", time: "22:18", react: "😂" },
  { me: "Found it. Level 5.", time: "22:31" },
  { typing: "Munira is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Confidential message</span>${icon.send(22)}</div>`,
};

export const ayoba: ScreenSpec = {
  id: "ayoba-two-showers-at-the-gym",
  app: "Ayoba",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Neema", handle: null },
  time: "13:22",
  battery: 56,
  keyboard: true,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0c2340",
  css: `${bubbleCss({ bg: "#eef2f6", fg: "#14202e", sub: "#7a8592", left: "#ffffff", leftFg: "#14202e", right: "#ffd84d", rightFg: "#1a1606", radius: 14, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#0f2b4d", "#fff", "#b9c8da", "#0f2b4d", 56)}.hd b{font-size:17px;font-weight:600}
.in{flex:none;gap:10px;padding:6px 8px;background:#eef2f6;color:#0f2b4d}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;border:1px solid #d6dde5;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#14202e}.in .sd{width:42px;height:42px;border-radius:50%;background:#ffd84d;color:#0f2b4d;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#2e7d32")}<div style="flex:1;min-width:0"><b>Mzwandile</b><small>last seen 13:15</small></div>${icon.video(20)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mzwandile", [
  { them: "so did you finally cancel the gym", time: "13:02" },
  { me: "Just now. They tried to keep me with a free towel.", time: "13:08" },
  {
    me: "I’ve done the maths on the bus. Eleven months at forty each, and I went twice, both times because our boiler was broken and I needed a shower.",
    time: "13:09",
  },
  { them: "two hundred and twenty per shower. hope the water pressure was elite", time: "13:12", react: "😂 1" },
  { them: "did you at least try the sauna", time: "13:15" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}${own("There’s a sauna?", "")}<span style="flex:1"></span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const sunbird: ScreenSpec = {
  id: "sunbird-no-you-hang-up-first-at-three-twelve",
  app: "Sunbird",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Mirjam", handle: null },
  time: "08:14",
  battery: 92,
  cutLines: 0,
  replies: true,
  banner: { app: "Sunbird", color: "#3478f6", title: "Rekha", body: "is my blue umbrella at yours? think I left it there Friday", author: "Rekha", age: "now" },
  css: `${bubbleCss({ bg: "#ffffff", fg: "#111318", sub: "#8b8f98", left: "#e9e9eb", leftFg: "#111318", right: "#3478f6", rightFg: "#fff", radius: 18, size: 15.5, max: 264, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#f7f7f8", "#111318", "#8b8f98", "#e4e4e7", 64)}.hd{color:#3478f6}.hd b{color:#111318}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;color:#8b8f98}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d9d9de;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#a0a3ab}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#c2185b")}<div style="flex:1;min-width:0"><b>Osagie</b><small>iMessage</small></div>${icon.video(22)}${icon.phone(20)}</div>
<div class="fill">
${bubbles("Osagie", [
  { t: "iMessage · Today 07:41" },
  { them: "morning. did the sleep app say you snore or not", time: "07:42" },
  { me: "Good news and weird news.", time: "07:55" },
  {
    me: "No snoring at all. But at 3:12 it recorded six minutes of me, very clearly and very tenderly, saying “no, you hang up first.” I live alone.",
    time: "07:56",
  },
  { them: "who is on the other end of the line at 3am", time: "08:01", react: "😂 1" },
  { them: "honestly sounds like they won", time: "08:02" },
  { me: "Nobody hung up. It just ends.", time: "08:09" },
  { voice: "0:06", who: "me", time: "08:10" },
  { them: "I’m not listening to that", time: "08:12" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">iMessage</span>${icon.mic(22)}</div>`,
};
