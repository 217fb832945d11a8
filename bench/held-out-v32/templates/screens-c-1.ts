// Part C of the held-out set v32: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const atox: ScreenSpec = {
  id: "atox-the-bike-went-to-lewisham-on-a-scooter",
  app: "aTox",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Masud", handle: null },
  time: "18:37",
  battery: 52,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#121417", fg: "#e3e6ea", sub: "#8a9199", left: "#23272c", leftFg: "#e3e6ea", right: "#2f6d4f", rightFg: "#eefaf3", radius: 16, size: 15, max: 264, quote: "rgba(255,255,255,.1)", react: "#23272c" })}
.bb.r{border-bottom-right-radius:4px}.bb.l{border-bottom-left-radius:4px}
${headCss("#1b1f23", "#eef0f3", "#58c48a", "#0a0b0d", 58)}.hd{color:#c6ccd3}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:8px 10px 20px;background:#121417;color:#58c48a}.in .box{flex:1;min-height:44px;border-radius:22px;background:#23272c;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7d858e}.in .sd{width:44px;height:44px;border-radius:50%;background:#2f6d4f;color:#eefaf3;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#8e24aa")}<div style="flex:1;min-width:0"><b>Nehir</b><small>Online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nehir", [
  { t: "Today" },
  { them: "are you still cycling over for dinner", time: "18:02" },
  { me: "Slight change of plan.", time: "18:14" },
  {
    me: "I locked my bike to a hire scooter outside the bakery. Somebody has since hired the scooter. According to the app, my bike is currently doing 14 mph through Lewisham.",
    time: "18:15",
  },
  { them: "so your bike got a lift home and you didn’t", time: "18:21", react: "😂" },
  { them: "can’t you ring the scooter people", time: "18:22" },
  { me: "I did. They said it isn’t their bike.", time: "18:30" },
  { voice: "0:09", who: "Nehir", time: "18:33" },
  { typing: "Nehir is typing…" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Type a message</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const jiochat: ScreenSpec = {
  id: "jiochat-nine-hours-of-festive-lamb",
  app: "JioChat",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Madhav", handle: null },
  time: "17:46",
  battery: 71,
  keyboard: true,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#eef3f9", fg: "#172236", sub: "#7b8799", left: "#ffffff", leftFg: "#172236", right: "#0f5bd1", rightFg: "#fff", radius: 12, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.bb.r{border-top-right-radius:3px}.bb.l{border-top-left-radius:3px}
${headCss("#0f5bd1", "#ffffff", "#cfe0fb", "#0f5bd1", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px;background:#eef3f9;color:#0f5bd1}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #d6deea;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#172236}.in .sd{width:42px;height:42px;border-radius:50%;background:#0f5bd1;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#0b4bb0",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#2e7d32")}<div style="flex:1;min-width:0"><b>Phuong</b><small>online</small></div>${icon.video(21)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Phuong", [
  { them: "what time do you want us, 7?", time: "17:18" },
  { me: "7 is perfect. Dinner may look a bit different.", time: "17:29" },
  {
    me: "The lamb went in the slow cooker at 8 a.m. I’ve just noticed the plug I switched on was for the fairy lights. The lamb is raw and the kitchen has been very festive all day.",
    time: "17:30",
  },
  { them: "well at least the fairy lights are done", time: "17:33", react: "😂 2" },
  { them: "want us to bring anything", time: "17:34" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}${own("Dinner.", "")}<span style="flex:1"></span>${icon.paperclip(20)}${icon.camera(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const neochat: ScreenSpec = {
  id: "neochat-thirty-one-thousand-steps-in-the-wash",
  app: "NeoChat",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  downscaleTo: 720,
  owner: { name: "Oyvind", handle: null },
  time: "08:54",
  battery: 93,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f7f8f9", fg: "#232629", sub: "#7f8c8d", left: "#eff0f1", leftFg: "#232629", right: "#d3eaf7", rightFg: "#14323f", radius: 8, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #e0e3e6}.rx{border-color:#f7f8f9;box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#232629", "#7f8c8d", "#dcdfe2", 54)}.hd{color:#3daee9}.hd b{color:#232629;font-size:16.5px}
.in{flex:none;gap:10px;padding:8px 10px 22px;background:#ffffff;color:#3daee9;border-top:1px solid #dcdfe2}.in .box{flex:1;min-height:40px;border-radius:6px;background:#f7f8f9;border:1px solid #cfd3d6;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8e979c}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}${avatar(34, "#f57c00")}<div style="flex:1;min-width:0"><b>Mosese</b><small>@mosese:matrix.org</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mosese", [
  { t: "Today" },
  { them: "morning! did you survive yesterday", time: "08:21" },
  { me: "Barely. But I have news.", time: "08:33" },
  {
    me: "My watch says yesterday was my best day ever: 31,412 steps. It was in my jeans pocket for a 40-degree wash. I spent yesterday on the sofa.",
    time: "08:34",
  },
  { them: "so the washing machine hit your goal for you", time: "08:40", react: "😂" },
  { them: "is the watch still alive at least", time: "08:41" },
  { me: "It’s just told me to stand up.", time: "08:49" },
  { typing: "Mosese is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(20)}<span class="box">Send an unencrypted message…</span>${icon.send(20)}</div>`,
};

export const soma: ScreenSpec = {
  id: "soma-a-year-of-parking-in-stoke",
  app: "Soma",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 860, quality: 66 }],
  owner: { name: "Paolo", handle: null },
  time: "12:08",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1a1d21", sub: "#8a9097", left: "#f0f1f4", leftFg: "#1a1d21", right: "#1aa6e4", rightFg: "#fff", radius: 19, size: 16, max: 286, quote: "rgba(0,0,0,.06)", react: "#f0f1f4" })}
${headCss("#f8f9fa", "#1a1d21", "#8a9097", "#e1e4e8", 60)}.hd{color:#1aa6e4}.hd b{color:#1a1d21;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#f8f9fa;color:#1aa6e4;border-top:1px solid #e1e4e8}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff;border:1px solid #d8dce1;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a0a6ad}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#6d4c41")}<div style="flex:1;min-width:0"><b>Rajesh</b><small>Online</small></div>${icon.video(21)}${icon.phone(20)}</div>
<div class="fill">
${bubbles("Rajesh", [
  { them: "did you sort out the parking app thing", time: "11:41" },
  { me: "Sort of. I found out where my money went.", time: "11:47" },
  {
    me: "I typed the zone number wrong in March and the app saved it. It has charged me for 187 parking sessions in Stoke. I’ve never set foot in Stoke.",
    time: "11:48",
  },
  { them: "somebody in Stoke has had a lovely free year", time: "11:52", react: "😂 1" },
  { them: "so where have you actually been parking", time: "11:53" },
  { me: "Outside the office. I have eleven tickets.", time: "11:58" },
  {
    photo: ["#cfd2c8", "#aeb2a6"],
    who: "me",
    caption: "The collection.",
    time: "11:59",
    h: 92,
    shapes: `<div style="position:absolute;left:46px;top:54px;width:92px;height:40px;background:#e9c43b;transform:rotate(-8deg)"></div><div style="position:absolute;left:64px;top:40px;width:92px;height:40px;background:#f1cf4a;transform:rotate(6deg)"></div><div style="position:absolute;left:84px;top:30px;width:92px;height:40px;background:#e7bd2f;transform:rotate(-3deg)"></div><div style="position:absolute;left:96px;top:42px;width:60px;height:6px;background:#7a6a2a;opacity:.5"></div>`,
  },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message</span>${icon.camera(22)}${icon.mic(22)}</div>`,
};
