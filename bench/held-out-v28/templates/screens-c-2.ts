// Part C of the held-out set v28: chats and group chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const tinode: ScreenSpec = {
  id: "tinode-outbid-by-my-own-mother",
  app: "Tinode",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 68 }],
  owner: { name: "Matilde", handle: null },
  time: "19:08",
  battery: 61,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#eceff1", fg: "#1f2a30", sub: "#78878f", left: "#ffffff", leftFg: "#1f2a30", right: "#e1f0fd", rightFg: "#0f2c44", radius: 10, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#1565c0}
${headCss("#0d47a1", "#fff", "#b3cdf0", "#0d47a1", 54)}
.in{flex:none;gap:10px;padding:8px 10px 28px;background:#fff;border-top:1px solid #dde2e5;color:#0d47a1}.in .box{flex:1;min-height:38px;display:flex;align-items:center;padding:6px 4px;font-size:16px;color:#9aa6ad}`,
  statusBarDark: true,
  statusBarBackground: "#0d47a1",
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#f06292", { silhouette: false })}<div style="flex:1;min-width:0"><b>Sunday lunch crew</b><small>Mum, Paolina, Prakash, you</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mum",
  [
    { t: "Today" },
    { them: "is anyone taking the leftover lasagne", time: "17:40", who: "Paolina" },
    { me: "Bad news on the teapot auction.", time: "18:12" },
    { me: "I was winning for six days. With eight seconds left I got outbid by someone called teapot_gran_52, who it turns out is my mother.", time: "18:13" },
    { them: "I didn’t know that was you!! why didn’t you say", time: "18:20", who: "Mum" },
    { voice: "0:41", who: "Mum", time: "18:21" },
    { them: "so the teapot stays in the family, just not in your kitchen", time: "18:30", who: "Prakash", react: "😂 2" },
    { me: "I was bidding as matilde_teapots, Mum.", time: "18:44", quote: ["Mum", "I didn’t know that was you!! why didn’t you say"] },
    { typing: "Mum is typing…" },
  ],
  true,
  { Mum: "#8d6e63", Paolina: "#26a69a", Prakash: "#ef6c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">New message</span>${icon.send(22)}</div>`,
};

export const cwtch: ScreenSpec = {
  id: "cwtch-he-only-comes-back-to-the-trainer",
  app: "Cwtch",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rehana", handle: null },
  time: "21:17",
  battery: 29,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#1e1528", fg: "#efe6f6", sub: "#9a8aa9", left: "#35264a", leftFg: "#efe6f6", right: "#a0377a", rightFg: "#fff", radius: 14, size: 15, max: 262, quote: "rgba(255,255,255,.09)", react: "#35264a" })}
.gn{color:#e79ad0}
${headCss("#281c36", "#efe6f6", "#9a8aa9", "#150e1d", 58)}
.in{flex:none;gap:10px;padding:6px 10px 20px;background:#281c36;color:#b59cc9}.in .box{flex:1;min-height:42px;border-radius:8px;background:#35264a;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8c7aa0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#7b4fa0", { silhouette: false })}<div style="flex:1;min-width:0"><b>Tuesday puppy class</b><small>4 members · online</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Nirmala",
  [
    { t: "Tuesday" },
    { them: "how did Pilchard do at the final session", time: "20:31", who: "Nirmala" },
    { me: "Pilchard passed the recall test, top of the class.", time: "20:40" },
    { me: "Ninety pounds for six weeks of recall training. He now comes back perfectly, every time, but only to the trainer.", time: "20:41" },
    { them: "she’s got the treats though, Rehana", time: "20:47", who: "Pedro" },
    { voice: "0:19", who: "Manon", time: "20:52" },
    { them: "ours only comes back for the ice cream van", time: "20:53", who: "Manon", react: "😂 3" },
    { me: "She’s offered a one-to-one session. For me, not him.", time: "21:06" },
  ],
  true,
  { Nirmala: "#ffb74d", Pedro: "#4fc3f7", Manon: "#81c784" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(20)}<span class="box">Type a message...</span>${icon.send(22)}</div>`,
};

export const yahoo: ScreenSpec = {
  id: "yahoo-messenger-i-read-the-sequel",
  app: "Yahoo Messenger",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { top: 52 },
  owner: { name: "Milou", handle: null },
  time: "22:14",
  battery: 47,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1d1433", sub: "#8f88a3", left: "#f0edf6", leftFg: "#1d1433", right: "#6001d2", rightFg: "#fff", radius: 18, size: 16, max: 292, quote: "rgba(255,255,255,.16)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.16)}.gn{color:#6001d2}.bb.l .qt{background:rgba(96,1,210,.07)}
${headCss("#ffffff", "#1d1433", "#8f88a3", "#ebe7f2", 58)}.hd{color:#6001d2}.hd b{color:#1d1433}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #ebe7f2;color:#6001d2}.in .box{flex:1;min-height:40px;border-radius:20px;border:1px solid #ddd7e8;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a29bb4}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#ab47bc", { silhouette: false })}<div style="flex:1;min-width:0"><b>Page Turners</b><small>Modesta, Nazim, Rigoberto, you</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Modesta",
  [
    { t: "Thursday" },
    { them: "thanks for hosting milou, the lemon cake was unreal", time: "21:48", who: "Modesta" },
    { them: "same time next month? my turn to pick", time: "21:50", who: "Nazim" },
    { me: "Thanks for coming, and sorry about tonight.", time: "21:55" },
    { me: "I’ve just realised I read the sequel. All evening I was defending a character who, in your book, hasn’t been born yet.", time: "21:56" },
    {
      them: "we did wonder why you kept calling her grandma",
      time: "22:01",
      who: "Rigoberto",
      quote: ["me", "I’ve just realised I read the sequel."],
      react: "😂 3",
    },
    { them: "no spoilers but is she nice in the next one", time: "22:05", who: "Modesta" },
    { me: "She’s lovely. She runs a bakery.", time: "22:09" },
  ],
  true,
  { Modesta: "#ec407a", Nazim: "#29b6f6", Rigoberto: "#9ccc65" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Send a message</span>${icon.smile(22)}</div>`,
};

export const allo: ScreenSpec = {
  id: "google-allo-eleven-seconds-of-a-souffle-sitting-down",
  app: "Google Allo",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Natalio", handle: null },
  time: "20:02",
  battery: 77,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#fafafa", fg: "#202124", sub: "#80868b", left: "#ffffff", leftFg: "#202124", right: "#ffe082", rightFg: "#3b2f00", radius: 18, size: 16, max: 280, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{border:1px solid #e3e4e6}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#ffffff", "#202124", "#80868b", "#e6e7e9", 56)}.hd{color:#5f6368}.hd b{color:#202124}
.in{flex:none;gap:10px;padding:8px 10px 28px;background:#fafafa;color:#5f6368}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;border:1px solid #dadce0;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:16px;color:#9aa0a6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#43a047")}<div style="flex:1;min-width:0"><b>Nyambura</b><small>Active now</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nyambura", [
  { t: "Today" },
  { them: "so?? did the soufflé rise", time: "19:31" },
  { me: "It did! Best one I’ve ever made.", time: "19:40" },
  { me: "It rose beautifully, so I opened the oven door to film it for you. You now have eleven seconds of a soufflé sitting down.", time: "19:41" },
  { them: "why is this in the past tense", time: "19:44", quote: ["me", "It did! Best one I’ve ever made."], react: "😂" },
  { them: "send the video, i need it", time: "19:45" },
  { me: "Sending it. Sound on for the gasp.", time: "19:52" },
  { them: "the gasp is my favourite bit", time: "19:58" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Type a message</span>${icon.camera(20)}</span>${icon.mic(22)}</div>`,
};

export const firechat: ScreenSpec = {
  id: "firechat-the-standing-stone-is-a-gatepost",
  app: "FireChat",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  crop: { bottom: 132 },
  owner: { name: "Orsola", handle: null },
  time: "11:38",
  battery: 52,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#e65100",
  css: `${bubbleCss({ bg: "#f5f2ef", fg: "#2a211b", sub: "#8a7d72", left: "#ffffff", leftFg: "#2a211b", right: "#ffd8bf", rightFg: "#3d1c06", radius: 12, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#e65100}
${headCss("#f57c00", "#fff", "#ffe0c4", "#f57c00", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;border-top:1px solid #e6ded6;color:#f57c00}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#a2968b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#6d4c41", { silhouette: false })}<div style="flex:1;min-width:0"><b>Fell Fridays</b><small>3 nearby · off the grid</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Meztli",
  [
    { t: "Friday" },
    { them: "just parked, where is everyone", time: "10:52", who: "Meztli" },
    { me: "Top of the ridge, by the stone. Come up the left path.", time: "10:58" },
    {
      me: "Six years I’ve given my little talk about the Bronze Age standing stone at this spot. Today the farmer told us he put it in as a gatepost in 1987.",
      time: "11:20",
    },
    { them: "to be fair 1987 is ancient to some of us", time: "11:24", who: "Prisca", react: "😂 2" },
    {
      photo: ["#9bb5c9", "#7f9a6a"],
      who: "Meztli",
      caption: "the monument",
      time: "11:29",
      h: 126,
      shapes: `<div style="position:absolute;left:0;top:70px;width:100%;height:56px;background:#6f8a55"></div><div style="position:absolute;left:92px;top:22px;width:30px;height:92px;border-radius:6px 6px 2px 2px;background:#8a8580"></div><div style="position:absolute;left:118px;top:48px;width:10px;height:6px;background:#4a4440"></div><div style="position:absolute;left:118px;top:84px;width:10px;height:6px;background:#4a4440"></div>`,
    },
    { them: "does the farmer want to do the talk next year", time: "11:33", who: "Prisca" },
    { typing: "Meztli is typing…" },
  ],
  true,
  { Meztli: "#8e24aa", Prisca: "#00897b" },
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Say something…</span>${icon.send(22)}</div>`,
};
