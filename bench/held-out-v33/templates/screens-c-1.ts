// Part C of the held-out set v33: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const teleguard: ScreenSpec = {
  id: "teleguard-a-fortnight-of-lullabies-through-the-wall",
  app: "TeleGuard",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Niilo", handle: null },
  time: "21:12",
  battery: 64,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#eef2f7", fg: "#15253b", sub: "#7a889a", left: "#ffffff", leftFg: "#15253b", right: "#1f63b6", rightFg: "#ffffff", radius: 14, size: 15, max: 264, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.bb.r{border-bottom-right-radius:3px}.bb.l{border-bottom-left-radius:3px}
${headCss("#1f63b6", "#ffffff", "#cfe0f6", "#1f63b6", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#eef2f7;color:#1f63b6}.in .box{flex:1;min-height:42px;border-radius:21px;background:#fff;border:1px solid #d5dde8;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#8b97a6}.in .sd{width:42px;height:42px;border-radius:50%;background:#1f63b6;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#1a56a0",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#00897b")}<div style="flex:1;min-width:0"><b>Rehema</b><small>online</small></div>${icon.video(21)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Rehema", [
  { t: "Today" },
  { them: "how are the nights going, any better?", time: "20:31" },
  { me: "Better. Also worse. Depends whose baby you mean.", time: "20:44" },
  {
    me: "Turns out our monitor is paired with the one next door. For a fortnight I’ve been singing lullabies to their baby through the wall. Ours sleeps fine, apparently.",
    time: "20:45",
  },
  { them: "does their baby at least like your singing", time: "20:52", react: "😂" },
  { them: "how did you find out", time: "20:53" },
  { me: "Their dad knocked round to ask for the setlist.", time: "21:03" },
  { voice: "0:14", who: "Rehema", time: "21:08" },
  { typing: "Rehema is typing…" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Message</span>${icon.paperclip(20)}${icon.camera(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

const dogs = `<div style="position:absolute;left:0;right:0;bottom:0;height:40px;background:#7fae5a"></div><div style="position:absolute;left:26px;top:48px;width:70px;height:44px;border-radius:40% 45% 30% 30%;background:#8a5a32"></div><div style="position:absolute;left:18px;top:34px;width:30px;height:30px;border-radius:50%;background:#7a4c28"></div><div style="position:absolute;left:118px;top:50px;width:70px;height:44px;border-radius:45% 40% 30% 30%;background:#8c5b31"></div><div style="position:absolute;left:170px;top:36px;width:30px;height:30px;border-radius:50%;background:#7b4d29"></div>`;

export const between: ScreenSpec = {
  id: "between-marmite-has-a-twin-on-the-payroll",
  app: "Between",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Ruia", handle: null },
  time: "18:47",
  battery: 41,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#fff7f6", fg: "#2b2024", sub: "#a4959a", left: "#ffffff", leftFg: "#2b2024", right: "#ff7b73", rightFg: "#ffffff", radius: 18, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #f1e3e1}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#fff7f6", "#2b2024", "#ff7b73", "#f3e2df", 60)}.hd{color:#ff7b73;justify-content:space-between}.hd b{color:#2b2024;font-size:17px;text-align:center}.hd small{text-align:center}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#ff7b73;border-top:1px solid #f3e2df}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff7f6;border:1px solid #f0dcd9;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#b8a9ad}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<div style="flex:1;min-width:0"><b>Pallavi</b><small>Together for 1,204 days</small></div>${icon.heartFilled(22)}</div>
<div class="fill">
${bubbles("Pallavi", [
  { them: "did you see the walker’s invoice? £180 again", time: "17:58" },
  { me: "I did. I also found out what we’re paying for.", time: "18:21" },
  {
    me: "Mystery solved on why Marmite is never tired. Our walker has been taking next door’s spaniel since March. They look identical. Next door think it’s a free service.",
    time: "18:22",
  },
  { them: "so we’ve been paying for their dog’s cardio", time: "18:30", react: "😂" },
  { photo: ["#cfe3f0", "#e8f0e0"], who: "Pallavi", caption: "which one is ours", time: "18:36", h: 104, shapes: dogs },
  { me: "The one on our sofa. He hasn’t left it since March.", time: "18:44" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message</span>${icon.smile(22)}${icon.camera(22)}</div>`,
};

export const syphon: ScreenSpec = {
  id: "syphon-eleven-minutes-on-handling-objections",
  app: "Syphon",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Odhiambo", handle: null },
  time: "22:06",
  battery: 33,
  keyboard: true,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#16181d", fg: "#e4e6ea", sub: "#868c96", left: "#262a31", leftFg: "#e4e6ea", right: "#2f7f86", rightFg: "#effafb", radius: 12, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#262a31" })}
${headCss("#1d2026", "#eef0f3", "#8fd3d8", "#0d0e11", 56)}.hd{color:#c4c9d0}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px;background:#16181d;color:#4fb3ba}.in .box{flex:1;min-height:42px;border-radius:21px;background:#262a31;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#e4e6ea}.in .tp{flex:1}.in .sd{width:42px;height:42px;border-radius:50%;background:#2f7f86;color:#effafb;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#6a1b9a")}<div style="flex:1;min-width:0"><b>Mykola</b><small>@mykola:tchncs.de</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mykola", [
  { them: "how was your first book club then", time: "21:40" },
  { me: "Mixed. I read the wrong Persuasion.", time: "21:51" },
  {
    me: "Not the Austen. The sales one. I did eleven minutes on handling objections before anyone stopped me, and two of them took notes.",
    time: "21:52",
  },
  { them: "did you close any deals", time: "21:58", react: "😂" },
  { them: "are they letting you back", time: "21:59" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}${own("Marjatta asked for my card", "tp")}</span><span class="sd">${icon.send(20)}</span></div>`,
};

const pigeons = `<div style="position:absolute;left:0;right:0;bottom:0;height:46px;background:#6f9a4e"></div><div style="position:absolute;left:0;right:0;top:26px;height:8px;background:#8a6b4a"></div>${[
  14, 44, 76, 104, 136, 168, 190,
]
  .map(
    (x, i) =>
      `<div style="position:absolute;left:${x}px;top:${12 + (i % 2) * 2}px;width:20px;height:15px;border-radius:50% 50% 40% 40%;background:#8c939c"></div>`,
  )
  .join("")}${[30, 66, 98, 130, 160]
  .map(
    (x, i) =>
      `<div style="position:absolute;left:${x}px;top:${58 + (i % 3) * 7}px;width:22px;height:16px;border-radius:50% 50% 40% 40%;background:#7f8791"></div>`,
  )
  .join("")}`;

export const pinngle: ScreenSpec = {
  id: "pinngle-the-wildflower-lawn-has-a-breakfast-sitting",
  app: "Pinngle",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 79 }, { width: 900, quality: 67 }],
  owner: { name: "Pheko", handle: null },
  time: "08:26",
  battery: 77,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f6f4fb", fg: "#221d33", sub: "#8d88a0", left: "#ffffff", leftFg: "#221d33", right: "#7b3fe4", rightFg: "#ffffff", radius: 20, size: 16, max: 284, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.07)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#221d33", "#8d88a0", "#e6e2f0", 60)}.hd{color:#7b3fe4}.hd b{color:#221d33;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#7b3fe4;border-top:1px solid #e6e2f0}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f6f4fb;border:1px solid #e0dbec;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a29db3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#c2185b")}<div style="flex:1;min-width:0"><b>Nanami</b><small>last seen recently</small></div>${icon.phone(20)}${icon.video(21)}</div>
<div class="fill">
${bubbles("Nanami", [
  { them: "morning! how’s the garden project going", time: "07:46" },
  { them: "ok but did the new lawn ever come up? it’s been three weeks", time: "07:49" },
  { me: "It has come up. Just not as a lawn.", time: "07:58" },
  {
    me: "The ‘wildflower mix’ I sowed was the bird seed from the shed. No flowers. Forty pigeons, and they’ve started queueing on the fence at 7 a.m.",
    time: "07:59",
  },
  { them: "you’ve opened a restaurant", time: "08:07", react: "😂 2" },
  { them: "photo please", time: "08:07" },
  { photo: ["#cfd9e4", "#e6ece6"], who: "me", caption: "The breakfast sitting.", time: "08:15", h: 130, shapes: pigeons },
  { typing: "Nanami is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message</span>${icon.camera(22)}${icon.mic(22)}</div>`,
};

export const hoccer: ScreenSpec = {
  id: "hoccer-nine-kilometres-with-a-hen-party",
  app: "Hoccer",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  downscaleTo: 720,
  owner: { name: "Piripi", handle: null },
  time: "12:31",
  battery: 88,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f4f2", fg: "#262626", sub: "#8a8a86", left: "#ffffff", leftFg: "#262626", right: "#f28c28", rightFg: "#ffffff", radius: 10, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.09)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#f28c28", "#ffffff", "#ffe3c7", "#f28c28", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#f4f4f2;color:#f28c28}.in .box{flex:1;min-height:42px;border-radius:6px;background:#fff;border:1px solid #dcdcd7;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#9a9a95}.in .sd{width:42px;height:42px;border-radius:50%;background:#f28c28;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#e07d1c",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#3949ab")}<div style="flex:1;min-width:0"><b>Rangiora</b><small>online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Rangiora", [
  { t: "Today" },
  { them: "how was the first run with the new club??", time: "11:47" },
  { me: "Long. Longer than planned.", time: "12:02" },
  {
    me: "I followed the wrong pink T-shirts at the start. I did 9 km with a hen party before anyone asked whose friend I was.",
    time: "12:03",
  },
  { them: "and where was your actual club", time: "12:10", react: "😂" },
  { them: "did nobody notice", time: "12:10" },
  { me: "The bride did. She’s kept me for the photos anyway.", time: "12:19" },
  { voice: "0:21", who: "Rangiora", time: "12:24" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.plus(20)}<span style="flex:1">Write a message</span>${icon.camera(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};
