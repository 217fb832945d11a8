// Part C of the held-out set v33: group chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const sandes: ScreenSpec = {
  id: "sandes-employee-of-the-month-four-times-running",
  app: "Sandes",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  crop: { top: 30 },
  owner: { name: "Mahesh", handle: null },
  time: "16:22",
  battery: 58,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f1f3ef", fg: "#1f2a22", sub: "#7e887f", left: "#ffffff", leftFg: "#1f2a22", right: "#dcefd8", rightFg: "#1b2e1f", radius: 10, size: 15, max: 266, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.bb.r{border-top-right-radius:2px}.bb.l{border-top-left-radius:2px}.gn{color:#c2571a}
${headCss("#145a8c", "#ffffff", "#c9ddec", "#145a8c", 58)}.hd b{font-size:16.5px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#f1f3ef;color:#145a8c}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#8f978f}.in .sd{width:42px;height:42px;border-radius:50%;background:#145a8c;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#0f4a75",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#546e7a")}<div style="flex:1;min-width:0"><b>Accounts · Nagpur</b><small>Prajakta, Omeed, Rutuja, You</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Prajakta",
  [
    { t: "Today" },
    { them: "who put this month’s certificate on the notice board?", who: "Prajakta", time: "15:48" },
    { me: "Ah. That was me.", time: "16:01" },
    {
      me: "The certificate template still had my name in it from June. I have now given myself Employee of the Month four times, and I laminated every one.",
      time: "16:02",
    },
    { them: "the director shook your hand for the photo", who: "Rutuja", time: "16:06", react: "😂 3" },
    { them: "is there a fifth one in the printer right now", who: "Omeed", time: "16:09" },
    { me: "Checking.", time: "16:15" },
    { typing: "Rutuja is typing…" },
  ],
  true,
  { Prajakta: "#8e24aa", Rutuja: "#00897b", Omeed: "#ef6c00" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Type message</span>${icon.paperclip(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const siilo: ScreenSpec = {
  id: "siilo-the-chickpea-curry-went-to-pathology",
  app: "Siilo",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Rorisang", handle: null },
  time: "15:37",
  battery: 26,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Osku", body: "squash at 7 still happening?", author: "Osku", age: "now" },
  replies: true,
  css: `${bubbleCss({ bg: "#f5f7fb", fg: "#1b2233", sub: "#8a93a6", left: "#ffffff", leftFg: "#1b2233", right: "#3d5afe", rightFg: "#ffffff", radius: 18, size: 15.5, max: 280, quote: "rgba(0,0,0,.07)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#3d5afe}.bb.r .qt{background:rgba(255,255,255,.18)}
${headCss("#ffffff", "#1b2233", "#8a93a6", "#e3e7ef", 60)}.hd{color:#3d5afe}.hd b{color:#1b2233;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#3d5afe;border-top:1px solid #e3e7ef}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f5f7fb;border:1px solid #dde2ec;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a0a8b8}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#3d5afe")}<div style="flex:1;min-width:0"><b>Ward 6 · Day team</b><small>14 members</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Njoki",
  [
    { them: "has anyone seen a tub with a green lid? it was in the staff fridge", who: "Njoki", time: "14:52" },
    { them: "not me. the lab courier came by at 3 though", who: "Peder", time: "14:58" },
    { me: "Oh no. That’s mine.", time: "15:04" },
    {
      me: "I labelled my lunch ‘SAMPLES – DO NOT EAT’ so people would stop pinching it. The courier took it to pathology. My chickpea curry is being tested for something.",
      time: "15:05",
    },
    {
      them: "they just rang. they want to know what it is",
      who: "Reidun",
      quote: ["me", "My chickpea curry is being tested for something."],
      time: "15:21",
      react: "😂 4",
    },
    { me: "Tell them it’s Tuesday’s.", time: "15:30" },
    { typing: "Peder is typing…" },
  ],
  true,
  { Njoki: "#6d4c41", Peder: "#00838f", Reidun: "#ad1457" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message</span>${icon.camera(22)}${icon.mic(22)}</div>`,
};

export const kaizala: ScreenSpec = {
  id: "kaizala-the-stolen-hatchback-under-the-balcony",
  app: "Kaizala",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Pritam", handle: null },
  time: "09:14",
  battery: 47,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#121315", fg: "#e6e6e8", sub: "#8b8d93", left: "#24262b", leftFg: "#e6e6e8", right: "#3f4fb0", rightFg: "#f1f2fb", radius: 14, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#24262b" })}
.gn{color:#8fa0ff}
${headCss("#1b1c20", "#eeeef0", "#9ca0a8", "#0a0a0c", 58)}.hd{color:#c6c8ce}.hd b{font-size:16.5px;font-weight:500}
.in{flex:none;gap:8px;padding:8px 10px 18px;background:#121315;color:#8fa0ff}.in .box{flex:1;min-height:44px;border-radius:22px;background:#24262b;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7f828a}.in .sd{width:44px;height:44px;border-radius:50%;background:#3f4fb0;color:#f1f2fb;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#37474f")}<div style="flex:1;min-width:0"><b>Greenview Residents · Block C</b><small>62 members</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mahnaz",
  [
    { t: "Today" },
    { them: "whose grey hatchback is across gate 2? it has been three weeks", who: "Mahnaz", time: "08:31" },
    { them: "I’ve left two notes on the windscreen", who: "Ratko", time: "08:40" },
    { me: "Sorry everyone, it’s mine.", time: "08:52" },
    {
      me: "I reported it stolen on the 4th. It has been under my balcony the whole time. I’ve been reading Ratko’s notes every morning and agreeing with them.",
      time: "08:53",
    },
    { them: "the second note was quite rude, apologies", who: "Ratko", time: "08:57", react: "😂 6" },
    { them: "please also tell the police", who: "Mahnaz", time: "09:05" },
    { me: "Ringing them now. They don’t sound surprised.", time: "09:11" },
  ],
  true,
  { Mahnaz: "#c62828", Ratko: "#2e7d32" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.plus(20)}<span style="flex:1">Type a message</span>${icon.camera(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};
