// Part C of the held-out set v34: group chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

const groupHead = (title: string, sub: string, color: string, right: string) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, color, { silhouette: false })}<div style="flex:1;min-width:0"><b>${title}</b><small>${sub}</small></div>${right}</div>`;

export const workvivo: ScreenSpec = {
  id: "workvivo-the-quiet-room-has-a-standing-order",
  app: "Workvivo",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Orhan", handle: null },
  time: "14:37",
  battery: 66,
  banner: { app: "Messages", color: "#34c759", title: "Pasang", body: "can you still do the school run tomorrow?", author: "Pasang", age: "now" },
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f5f3f8", fg: "#231b33", sub: "#8f879d", left: "#ffffff", leftFg: "#231b33", right: "#5b2a86", rightFg: "#ffffff", radius: 16, size: 15, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.07)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .qt{background:rgba(255,255,255,.16)}
${headCss("#ffffff", "#231b33", "#8f879d", "#e6e1ee", 60)}.hd{color:#5b2a86}.hd b{color:#231b33;font-size:16.5px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#5b2a86;border-top:1px solid #e6e1ee}.in .box{flex:1;min-height:38px;border-radius:10px;background:#f5f3f8;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a49db0}`,
  html: `${groupHead("Ops team · Leeds", "Nosipho, Ravshan, Nidhi, You", "#8e5bb5", `${icon.video(21)}${icon.more(22)}`)}
<div class="fill">
${bubbles(
  "Nosipho",
  [
    { them: "does anyone know who keeps booking the Quiet Room on Tuesdays?", who: "Nosipho", time: "13:58" },
    { them: "facilities say it’s been booked weekly for two years", who: "Ravshan", time: "14:03" },
    {
      me: "I booked it for one interview in 2023 and ticked ‘repeat weekly’. It has been mine every Tuesday since. Facilities think I’m running a secret department.",
      time: "14:16",
    },
    { them: "they’ve given it a cost code", who: "Nosipho", time: "14:21", quote: ["me", "Facilities think I’m running a secret department."], react: "😂" },
    { them: "did the candidate at least get the job", who: "Nidhi", time: "14:24" },
    { me: "No. But I’ve kept the room.", time: "14:30" },
    { typing: "Ravshan is typing…" },
  ],
  true,
  { Nosipho: "#00897b", Ravshan: "#3949ab", Nidhi: "#ef6c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message…</span>${icon.smile(22)}</div>`,
};

const tubs = `<div style="position:absolute;left:0;right:0;bottom:0;height:36px;background:#6d6f73"></div>${[
  [12, 60],
  [56, 60],
  [100, 60],
  [144, 60],
  [34, 30],
  [78, 30],
  [122, 30],
  [56, 2],
  [100, 2],
]
  .map(
    ([x, y]) =>
      `<div style="position:absolute;left:${x}px;top:${y}px;width:40px;height:28px;border-radius:4px 4px 8px 8px;background:#efe3c4;border-top:6px solid #d9c48f"></div>`,
  )
  .join("")}`;

export const glip: ScreenSpec = {
  id: "glip-twelve-kilos-of-hummus-for-twelve-people",
  app: "Glip",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 66 }],
  owner: { name: "Mekdes", handle: null },
  time: "12:49",
  battery: 72,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#17191c", fg: "#e6e8ea", sub: "#8b9096", left: "#272a2f", leftFg: "#e6e8ea", right: "#e5730d", rightFg: "#ffffff", radius: 12, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#272a2f" })}
${headCss("#1f2226", "#f0f1f2", "#8b9096", "#0c0d0f", 56)}.hd{color:#ff9a3c}.hd b{font-size:17px;font-weight:500}.gn{color:#ffb46e}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#17191c;color:#ff9a3c}.in .box{flex:1;min-height:42px;border-radius:6px;background:#272a2f;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#8b9096}`,
  html: `${groupHead("Offsite planning", "4 members", "#e5730d", `${icon.phone(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Pietari",
  [
    { them: "what time is lunch arriving tomorrow?", who: "Pietari", time: "11:58" },
    { me: "About that.", time: "12:20" },
    {
      me: "I ordered hummus for twelve people. The form was in kilograms. There are now twelve kilos in a van outside and the driver wants a signature and a trolley.",
      time: "12:21",
    },
    { photo: ["#c8ccd2", "#9ea3aa"], who: "Nyokabi", caption: "there are more in the van", time: "12:33", h: 110, shapes: tubs },
    { them: "we have forty pitta", who: "Maksat", time: "12:35", react: "😂" },
    { me: "I’ve ordered more pitta. In units this time.", time: "12:44" },
    { typing: "Pietari is typing…" },
  ],
  true,
  { Pietari: "#5e35b1", Nyokabi: "#00838f", Maksat: "#c62828" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.paperclip(20)}<span style="flex:1">Type a message</span>${icon.smile(20)}</span>${icon.send(22)}</div>`,
};

export const hipchat: ScreenSpec = {
  id: "hipchat-a-leaving-cake-for-a-fortnight-in-croatia",
  app: "HipChat",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { bottom: 84 },
  downscaleTo: 860,
  owner: { name: "Mutsa", handle: null },
  time: "15:12",
  battery: 52,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f5f7", fg: "#172b4d", sub: "#7a869a", left: "#ffffff", leftFg: "#172b4d", right: "#deebff", rightFg: "#172b4d", radius: 8, size: 15.5, max: 300, quote: "rgba(9,30,66,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #dfe1e6}.bb.r{border:1px solid #b3d4ff}.rx{border-color:#f4f5f7;box-shadow:0 1px 2px rgba(9,30,66,.2)}.gn{color:#0052cc}
${headCss("#205081", "#ffffff", "#b3c7e6", "#205081", 56)}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#205081;border-top:1px solid #dfe1e6}.in .box{flex:1;min-height:38px;border-radius:4px;border:1px solid #dfe1e6;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#97a0af}`,
  statusBarDark: true,
  statusBarBackground: "#205081",
  html: `${groupHead("Finance – 3rd floor", "Room · 9 people", "#4c9aff", `${icon.search(20)}${icon.person(21)}`)}
<div class="fill">
${bubbles(
  "Parwin",
  [
    { t: "Friday" },
    { them: "card for Ninoslav is on my desk, sign before 4", who: "Parwin", time: "14:20" },
    { them: "who ordered the cake? it’s enormous", who: "Olaug", time: "14:26" },
    { me: "Me. And the whip-round. £140 so far.", time: "14:38" },
    {
      me: "Small problem. Ninoslav isn’t leaving. I read ‘on leave from Monday’ as leaving. He’s in Croatia for a fortnight and coming back to a cake that says Good Luck In Your Next Chapter.",
      time: "14:39",
    },
    { them: "he’s just liked the card photo", who: "Marcellin", time: "14:47", react: "😂" },
    { them: "do we give the money back or send him on a second holiday", who: "Parwin", time: "14:52", quote: ["me", "£140 so far."] },
    { me: "Keep signing. I’ll find him a next chapter.", time: "15:05" },
    { typing: "Olaug is typing…" },
  ],
  true,
  { Parwin: "#6554c0", Olaug: "#00875a", Marcellin: "#ff5630" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Send a message to Finance – 3rd floor</span>${icon.smile(22)}</div>`,
};

export const gitter: ScreenSpec = {
  id: "gitter-three-years-of-issues-under-a-croissant",
  app: "Gitter",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Pemba", handle: null },
  time: "20:03",
  battery: 19,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#2b2330", sub: "#8c8492", left: "#f1eef3", leftFg: "#2b2330", right: "#ed1965", rightFg: "#ffffff", radius: 14, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#f1eef3" })}
.gn{color:#b8124f}
${headCss("#ed1965", "#ffffff", "#ffd0e0", "#ed1965", 56)}.hd b{font-size:16.5px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#ffffff;color:#ed1965;border-top:1px solid #eee8f0}.in .box{flex:1;min-height:42px;border-radius:21px;background:#f1eef3;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#8c8492}`,
  statusBarDark: true,
  statusBarBackground: "#d0105a",
  html: `${groupHead("larkdate/community", "164 people · public room", "#ed1965", `${icon.search(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Neta",
  [
    { them: "hi all, long-time user, first time in here. a quick one about the logo if nobody minds me asking in the main room", who: "Neta", time: "19:21" },
    { them: "someone has opened issue #388: ‘why does a date-parsing library have a croissant’", who: "Mehrnoosh", time: "19:34" },
    { them: "it has 46 thumbs up already", who: "Oyunaa", time: "19:35" },
    { me: "It’s a fox. I drew it in 2021.", time: "19:41" },
    {
      me: "Three years I’ve answered issues under a fox with its tail curled round. I’ve just seen it on a phone screen. It’s a croissant.",
      time: "19:42",
    },
    { them: "so do we close it as won’t fix", who: "Neta", time: "19:50", react: "😂" },
    { them: "I vote we lean in and rename the project", who: "Mehrnoosh", time: "19:52" },
    { typing: "Oyunaa is typing…" },
  ],
  true,
  { Neta: "#f9a825", Mehrnoosh: "#1565c0", Oyunaa: "#2e7d32" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Send a message…</span>${icon.paperclip(20)}</span>${icon.send(22)}</div>`,
};

export const ebuddy: ScreenSpec = {
  id: "ebuddy-a-gold-waistcoat-at-the-wrong-address",
  app: "eBuddy",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  downscaleTo: 1000,
  owner: { name: "Rahima", handle: null },
  time: "13:18",
  battery: 31,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#eef7f6", fg: "#17302d", sub: "#7d9592", left: "#ffffff", leftFg: "#17302d", right: "#13a89e", rightFg: "#ffffff", radius: 18, size: 15.5, max: 296, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#0b7f77}
${headCss("#13a89e", "#ffffff", "#c9f0ec", "#13a89e", 60)}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 32px;background:#ffffff;color:#13a89e;border-top:1px solid #d8ebe9}.in .box{flex:1;min-height:38px;border-radius:19px;background:#eef7f6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9bb0ad}`,
  statusBarDark: true,
  statusBarBackground: "#13a89e",
  html: `${groupHead("Mum’s 60th (secret)", "Nazira, Maalik, Ngaire, You", "#f4a62a", `${icon.phone(20)}${icon.more(22)}`)}
<div class="fill">
${bubbles(
  "Nazira",
  [
    { them: "did the singing telegram turn up at Mum’s?", who: "Nazira", time: "12:31" },
    { them: "she says her morning was quiet", who: "Maalik", time: "12:36" },
    { me: "It turned up. Not at Mum’s.", time: "12:52" },
    {
      me: "I put my work address on the booking form. A tenor in a gold waistcoat sang Happy 60th to me beside the printer while forty colleagues watched. HR have sent me a pension leaflet.",
      time: "12:53",
    },
    { them: "please say you sang the harmony", who: "Ngaire", time: "12:58", react: "😂" },
    { voice: "0:34", who: "Maalik", time: "13:01" },
    { them: "please tell me somebody filmed it", who: "Nazira", time: "13:04" },
    { me: "Everybody filmed it. It’s on the staff newsletter.", time: "13:12" },
    { typing: "Nazira is typing…" },
  ],
  true,
  { Nazira: "#8e24aa", Maalik: "#1e88e5", Ngaire: "#e53935" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type your message</span>${icon.smile(22)}${icon.mic(22)}</div>`,
};
