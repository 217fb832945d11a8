// Part C of the held-out set v25: chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const textra: ScreenSpec = {
  id: "textra-the-same-candle-three-years-running",
  app: "Textra",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Mairwen", handle: null },
  time: "18:52",
  battery: 47,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1e88e5",
  css: `${bubbleCss({ bg: "#fafafa", fg: "#212121", sub: "#8a8a8a", left: "#e9e9eb", leftFg: "#212121", right: "#1e88e5", rightFg: "#fff", radius: 18, size: 15, max: 252, quote: "rgba(0,0,0,.08)", react: "#fff" })}
${headCss("#1e88e5", "#fff", "#d6e9fb", "#1e88e5", 54)}
.in{flex:none;gap:10px;padding:8px 10px 22px;background:#fafafa;color:#757575}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;border:1px solid #e0e0e0;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#9e9e9e}.in .sd{color:#1e88e5}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Nanette</b><small>Mobile +44 7700 900412</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nanette", [
  { t: "Sun, 29 Nov" },
  { them: "did you do the secret santa draw yet? mum keeps asking who she's got", time: "17:40" },
  { me: "Done, everyone has had their slip. Budget is £20 again.", time: "17:58" },
  { them: "ok be honest. whose name did you pull", time: "18:31" },
  { me: "Me. I draw myself every year, I just never say.", time: "18:36" },
  { me: "I’ve bought myself the same candle for three Christmases and acted surprised every time.", time: "18:36", react: "😂 1" },
  { them: "THE FIG ONE?? i told everyone mum got you that", time: "18:40" },
  { photo: ["#6d4c41", "#d7b899"], who: "me", caption: "Year four. Still fig.", time: "18:44", h: 132 },
  { them: "you’re meant to put your own slip back in the hat and draw again", time: "18:49" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">${icon.smile(20)}<span style="flex:1">Text message</span></span><span class="sd">${icon.send(24)}</span></div>`,
};

export const samsung: ScreenSpec = {
  id: "samsung-messages-cards-from-the-ferret-club",
  app: "Samsung Messages",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Piran", handle: null },
  time: "08:14",
  battery: 63,
  keyboard: true,
  replies: true,
  css: `${bubbleCss({ bg: "#000", fg: "#f1f1f1", sub: "#8e8e93", left: "#262626", leftFg: "#f1f1f1", right: "#3b7ce0", rightFg: "#fff", radius: 20, size: 14.5, max: 248, quote: "rgba(255,255,255,.1)", react: "#333" })}
.bb{padding:6px 12px}.fill{gap:4px}
${headCss("#000", "#f1f1f1", "#8e8e93", "#000", 60)}.hd b{font-size:20px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 8px;background:#000;color:#9a9a9a}.in .box{flex:1;min-height:42px;border-radius:21px;background:#1f1f1f;display:flex;align-items:center;padding:6px 16px;font-size:15.5px;color:#f1f1f1}.in .sd{width:40px;height:40px;border-radius:50%;background:#3b7ce0;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Margit</b></div>${icon.phone(20)}${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Margit", [
  { them: "what’s a birthday card for you doing sellotaped to the village hall door??", time: "07:52" },
  { me: "The keysafe code is my birthday. Every group that books the hall knows it.", time: "08:03" },
  { me: "This year I got cards from the Zumba class, the Brownies and the ferret club.", time: "08:03" },
  { them: "the ferret one has paw prints on it. i looked", time: "08:06", react: "😂" },
])}
</div>
<div class="row in" data-role="ui">${icon.plusBox(22)}${own("Changing the code to your birthday next year", "box")}<span class="sd">${icon.send(18)}</span></div>`,
};

export const pulse: ScreenSpec = {
  id: "pulse-sms-in-one-of-them-as-a-thumb",
  app: "Pulse SMS",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Renske", handle: null },
  time: "21:07",
  battery: 32,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#00796b",
  css: `${bubbleCss({ bg: "#fff", fg: "#202124", sub: "#80868b", left: "#009688", leftFg: "#fff", right: "#eceff1", rightFg: "#202124", radius: 8, size: 15, max: 250, quote: "rgba(0,0,0,.08)", react: "#fff" })}
.bb{padding:6px 10px}.gn{color:#e0f2f1}.bb.l .bt2{opacity:.8}
${headCss("#009688", "#fff", "#c8ebe7", "#009688", 56)}.hd b{font-size:19px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 22px;background:#fff;border-top:1px solid #e8eaed;color:#80868b}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 6px;font-size:15px;color:#9aa0a6}.in .sd{color:#009688}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Cousins</b><small>Orrin, Moana, Mungo</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mungo",
  [
    { them: "found the old hard drive!! every christmas since 2014 is on it", time: "20:31", who: "Mungo" },
    { me: "Done. 2,318 photos, all in the shared album now.", time: "20:40" },
    { them: "hang on, where are you in any of these", time: "20:44", who: "Orrin" },
    { me: "I’ve taken every family photo since 2014. I’m in one of them, as a thumb.", time: "20:47" },
    { voice: "0:41", who: "Moana", time: "20:50" },
    { them: "not true, you’re in the 2019 one next to the oven", time: "20:55", who: "Mungo" },
    { them: "mungo that’s her reflection in the oven door", time: "20:56", who: "Orrin", react: "😂 3" },
    { me: "I’ll take it. Good likeness.", time: "21:02" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Type message...</span>${icon.paperclip(20)}<span class="sd">${icon.send(22)}</span></div>`,
};

export const fluffychat: ScreenSpec = {
  id: "fluffychat-they-live-in-matching-flasks",
  app: "FluffyChat",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Omri", handle: null },
  time: "17:26",
  battery: 71,
  replies: true,
  css: `${bubbleCss({ bg: "#fdfbff", fg: "#1b1b1f", sub: "#77767a", left: "#eceaf4", leftFg: "#1b1b1f", right: "#5625ba", rightFg: "#fff", radius: 16, size: 15, max: 276, quote: "rgba(86,37,186,.1)", react: "#fff" })}
.gn{color:#7b3fd0}.rx{border-color:#eceaf4}.qt{color:#5625ba}.bb.r .qt{color:#fff;background:rgba(255,255,255,.16)}
${headCss("#fdfbff", "#1b1b1f", "#77767a", "#eceaf4", 56)}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fdfbff;color:#5625ba}.in .box{flex:1;min-height:42px;border-radius:21px;background:#eceaf4;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#77767a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#4b8b5a", { silhouette: false })}<div style="flex:1;min-width:0"><b>Saturday ridge walkers</b><small>7 participants</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Pelle",
  [
    { them: "who brought the flask at the top? it was lovely and warm", time: "16:48", who: "Rocio" },
    { me: "Me! Glad it went down well.", time: "16:55" },
    { them: "it was very savoury for a coffee", time: "16:57", who: "Radu" },
    { me: "It was gravy. I make coffee and gravy on Sundays and they live in matching flasks.", time: "17:03" },
    { them: "genuinely the best part of the walk", time: "17:05", who: "Rocio", react: "👍 4" },
    {
      them: "so where is the coffee now",
      time: "17:11",
      who: "Pelle",
      quote: ["me", "It was gravy. I make coffee and gravy on Sundays and they live in matching flasks."],
    },
    { me: "At home, on my roast potatoes.", time: "17:20" },
  ],
  true,
  { Pelle: "#c77d3a", Rocio: "#3a8fc7", Radu: "#9a4fb0" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">${icon.smile(20)}<span style="flex:1">Write a message...</span></span>${icon.mic(22)}</div>`,
};

export const molly: ScreenSpec = {
  id: "molly-she-walks-out-at-the-same-joke",
  app: "Molly",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Ramsey", handle: null },
  time: "22:38",
  battery: 19,
  replies: true,
  css: `${bubbleCss({ bg: "#121212", fg: "#e9e9e9", sub: "#9a9a9a", left: "#2b2b2b", leftFg: "#e9e9e9", right: "#2c6bed", rightFg: "#fff", radius: 18, size: 15.5, max: 262, quote: "rgba(255,255,255,.12)", react: "#2b2b2b" })}
${headCss("#121212", "#e9e9e9", "#9a9a9a", "#121212", 58)}
.in{flex:none;gap:8px;padding:6px 8px 22px;background:#121212;color:#b9b9b9}.in .box{flex:1;min-height:42px;border-radius:21px;background:#2b2b2b;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15.5px;color:#8c8c8c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#a3557a")}<div style="flex:1;min-width:0"><b>Nelleke</b></div>${icon.video(22)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nelleke", [
  { t: "Thu, Dec 3" },
  { them: "how is the speech coming along?? 9 days!!", time: "21:50" },
  { me: "Nearly there. I’ve been practising it on the cat.", time: "22:04" },
  { them: "and??", time: "22:05" },
  { me: "Nine run-throughs. She walks out at the same joke every time.", time: "22:11", react: "😭 1" },
  { them: "which joke", time: "22:12", quote: ["me", "Nine run-throughs. She walks out at the same joke every time."] },
  { me: "The one about the caravan.", time: "22:20" },
  { them: "RAMSEY CUT THE CARAVAN. my nan will be there", time: "22:21" },
  { me: "The cat agrees with your nan.", time: "22:36" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Message</span>${icon.camera(20)}</span>${icon.mic(22)}</div>`,
};
