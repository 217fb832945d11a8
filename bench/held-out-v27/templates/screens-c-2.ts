// Part C of the held-out set v27: chats, continued (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const textfree: ScreenSpec = {
  id: "textfree-the-squirrel-got-the-only-lemon",
  app: "Textfree",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 66 }],
  crop: { top: 54 },
  owner: { name: "Ondrej", handle: null },
  time: "09:52",
  battery: 71,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1b2a2a", sub: "#8a9a9a", left: "#ecf1f1", leftFg: "#1b2a2a", right: "#12a58a", rightFg: "#fff", radius: 18, size: 16, max: 280, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#f7f9f9", "#1b2a2a", "#8a9a9a", "#e2e8e8", 56)}.hd{color:#12a58a}.hd b{color:#1b2a2a}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#f7f9f9;border-top:1px solid #e2e8e8;color:#12a58a}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d3dcdc;background:#fff;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9aa8a8}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#ab47bc")}<div style="flex:1;min-width:0"><b>Piroska</b><small>Mobile</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Piroska", [
  { t: "Today 08:40" },
  { them: "morning! how’s the lemon tree doing? still on the patio?", time: "08:44" },
  { me: "Funny you should ask.", time: "09:10" },
  {
    me: "Three years of feeding that tree, and this week it finally grew one lemon. A squirrel took it this morning while I was getting the camera.",
    time: "09:11",
  },
  {
    photo: ["#5d7a4a", "#a9bf8a"],
    who: "me",
    caption: "The suspect. He didn’t look sorry.",
    time: "09:13",
    h: 124,
    shapes: `<div style="position:absolute;left:120px;top:46px;width:38px;height:46px;border-radius:50% 50% 40% 40%;background:#7a5b44"></div><div style="position:absolute;left:150px;top:30px;width:30px;height:58px;border-radius:60% 60% 20% 60%;background:#8d6b50"></div><div style="position:absolute;left:112px;top:52px;width:14px;height:12px;border-radius:50%;background:#e8c93a"></div>`,
  },
  { them: "he is in for a nasty surprise when he bites it", time: "09:20", react: "😂" },
  { them: "honestly frame that photo", time: "09:21" },
  { me: "Already printed. It’s going on the fridge.", time: "09:34" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Text message</span>${icon.send(22)}</div>`,
};

export const dingtone: ScreenSpec = {
  id: "dingtone-sorting-glass-in-my-dressing-gown",
  app: "Dingtone",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Rahel", handle: null },
  time: "10:08",
  battery: 55,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#f57c00",
  css: `${bubbleCss({ bg: "#fdf8f2", fg: "#2b2218", sub: "#9c8d7c", left: "#ffffff", leftFg: "#2b2218", right: "#ffe0b2", rightFg: "#3a2a14", radius: 16, size: 15, max: 256, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.fill{padding-bottom:24px}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12)}.bb.l .pl{color:#f57c00}.bb.l .pl svg{color:#fff}
${headCss("#fb8c00", "#fff", "#ffe4c4", "#fb8c00", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;border-top:1px solid #efe6da;color:#fb8c00}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f6efe6;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#a8998a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#5e35b1")}<div style="flex:1;min-width:0"><b>Noa</b><small>Free call · Dingtone</small></div>${icon.phone(20)}${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Noa", [
  { t: "Yesterday" },
  { me: "Are you still all right to feed Rolo’s cat on Friday? We’re away from about seven in the morning until late on Sunday.", time: "18:02" },
  { them: "yes of course, same as last time. key under the blue pot?", time: "18:15" },
  { me: "Under the blue pot.", time: "18:16" },
  { t: "Today" },
  { them: "saw you out the front at eight from the landing window, everything ok??", time: "09:22" },
  { me: "All fine now, thanks.", time: "09:40" },
  { me: "Locked myself out putting the recycling out, so I spent forty minutes in my dressing gown helping the bin men sort the glass.", time: "09:41" },
  { them: "they told Pocholo you were the best one they’ve had", time: "09:45", react: "😂" },
  { voice: "0:19", who: "Noa", time: "09:46" },
  { them: "i’m back at 6 if you still need the spare key", time: "09:47" },
  { me: "No need, Rolo got back from his run and let me in.", time: "09:55" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type a message</span>${icon.mic(22)}</div>`,
};

export const bbm: ScreenSpec = {
  id: "bbm-waved-off-my-own-ferry",
  app: "BBM",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  crop: { top: 26, bottom: 64 },
  owner: { name: "Mateus", handle: null },
  time: "13:18",
  battery: 29,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#22272e",
  css: `${bubbleCss({ bg: "#f1f2f4", fg: "#22272e", sub: "#818894", left: "#ffffff", leftFg: "#22272e", right: "#d6ecf7", rightFg: "#12354a", radius: 4, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.15)}.gn{color:#0a84c6}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12)}
${headCss("#2b313a", "#fff", "#aab3bf", "#2b313a", 56)}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;border-top:1px solid #dde0e5;color:#0a84c6}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#9aa1ab}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#0a84c6", { silhouette: false })}<div style="flex:1;min-width:0"><b>Arran weekend</b><small>4 members</small></div>${icon.person(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Rhoda",
  [
    { t: "Today" },
    { them: "made it on! ferry’s just pulled out", time: "12:51", who: "Rhoda" },
    { them: "where is everyone sitting", time: "12:53", who: "Paz" },
    { them: "top deck, table by the cafe", time: "12:54", who: "Omari" },
    { me: "Slight issue.", time: "12:58" },
    { me: "I waved you all off from the pier for a good ten minutes before I remembered I have a ticket for this ferry.", time: "12:59" },
    {
      them: "we waved back. we thought you were seeing us off",
      time: "13:01",
      who: "Omari",
      quote: ["me", "I waved you all off from the pier for a good ten minutes"],
      react: "😂 2",
    },
    { them: "next sailing is 15:30, we’ll save you a chair on the island", time: "13:04", who: "Paz" },
    { me: "I’ll be on the pier, not waving this time.", time: "13:09" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Enter a message</span>${icon.paperclip(20)}${icon.send(22)}</div>`,
};

export const ginlo: ScreenSpec = {
  id: "ginlo-the-garage-offered-a-loyalty-scheme",
  app: "Ginlo",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Melva", handle: null },
  time: "17:36",
  battery: 66,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f7f7", fg: "#17302e", sub: "#86999a", left: "#ffffff", leftFg: "#17302e", right: "#0d7c72", rightFg: "#fff", radius: 14, size: 16, max: 280, quote: "rgba(0,0,0,.07)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.bb.l .qt{color:#0d7c72}.bb.l .qx{color:#17302e}
${headCss("#ffffff", "#17302e", "#86999a", "#e1e8e8", 54)}.hd{color:#0d7c72}.hd b{color:#17302e}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e1e8e8;color:#0d7c72}.in .box{flex:1;min-height:38px;border-radius:10px;background:#eef3f3;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#8fa2a2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#546e7a")}<div style="flex:1;min-width:0"><b>Nabil</b><small>online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nabil", [
  { t: "Yesterday" },
  { them: "did the garage ring back about the car?", time: "16:58" },
  { me: "Yes, just now.", time: "17:12" },
  { me: "The repair costs more than the car is worth, so they suggested I join their loyalty scheme.", time: "17:13" },
  {
    them: "honestly that’s just them being realistic about you",
    time: "17:15",
    quote: ["me", "The repair costs more than the car is worth, so they suggested I join their loyalty scheme."],
    react: "😂",
  },
  { them: "how much is the repair", time: "17:16" },
  { me: "£640. The car is worth about £500 with a full tank.", time: "17:20" },
  { them: "put the tank on the loyalty card", time: "17:22" },
  { me: "Booked in for Thursday anyway.", time: "17:29" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const chatsecure: ScreenSpec = {
  id: "chatsecure-extra-water-for-the-big-one",
  app: "ChatSecure",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 960,
  owner: { name: "Orin", handle: null },
  time: "19:03",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#000000", fg: "#f2f2f7", sub: "#8e8e93", left: "#26262a", leftFg: "#f2f2f7", right: "#2f7df6", rightFg: "#fff", radius: 18, size: 16, max: 296, quote: "rgba(255,255,255,.1)", react: "#26262a" })}
${headCss("#141416", "#f2f2f7", "#8e8e93", "#242427", 58)}.hd{color:#2f7df6}.hd b{color:#f2f2f7}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#141416;border-top:1px solid #242427;color:#2f7df6}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #3a3a3e;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#6c6c70}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#c0ca33")}<div style="flex:1;min-width:0"><b>Maxine</b><small>maxine@jabber.example · OTR</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Maxine", [
  { t: "Sat 3 Oct" },
  { them: "Keys are through your letterbox, and the watering list is on my fridge door!", time: "07:12" },
  { me: "Got them. Have a lovely trip!", time: "08:05" },
  { t: "Sunday 18:20" },
  { them: "Home! Thanks a million for looking after everything", time: "18:24" },
  { me: "Welcome back! How was Lisbon?", time: "18:31" },
  { them: "Hot. Did the plants behave?", time: "18:33" },
  { me: "Watered all of them every morning for two weeks. The big one by the window still looks exactly the same, so I gave it extra.", time: "18:36" },
  { them: "Orin. The big one is silk.", time: "18:38", react: "😂 1" },
  { them: "I bought it at a hotel closing-down sale, it has not been watered once in its life", time: "18:39" },
  { me: "Well, it’s had two weeks of the best care on this street.", time: "18:47" },
  { typing: "Maxine is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Message</span>${icon.send(22)}</div>`,
};
