// Part C of the held-out set v26: chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const chomp: ScreenSpec = {
  id: "chomp-sms-the-tortoise-outlived-the-solicitor",
  app: "Chomp SMS",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Meriel", handle: null },
  time: "19:41",
  battery: 58,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0277bd",
  css: `${bubbleCss({ bg: "#f4f6f8", fg: "#1f2933", sub: "#7b8794", left: "#ffffff", leftFg: "#1f2933", right: "#4fc3f7", rightFg: "#0b2a3a", radius: 14, size: 15, max: 256, quote: "rgba(0,0,0,.07)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.12)}
${headCss("#0288d1", "#fff", "#cfe8f7", "#0288d1", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;border-top:1px solid #e1e5ea;color:#7b8794}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#9aa5b1}.in .sd{width:40px;height:40px;border-radius:50%;background:#0288d1;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#7e57c2")}<div style="flex:1;min-width:0"><b>Nevena</b><small>Mobile</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nevena", [
  { t: "Tue, 1 Dec" },
  { them: "did the solicitors’ letter arrive? mum said you had to sign something", time: "19:02" },
  { me: "Yes, signed it and posted it back this morning.", time: "19:10" },
  { them: "what was it even for", time: "19:12" },
  { me: "Updating my will. I had to, because the tortoise has now outlived the solicitor who wrote it.", time: "19:15", react: "😂 1" },
  { them: "wait. is prosper coming to ME", time: "19:18" },
  {
    photo: ["#8d9b5a", "#d9cfa4"],
    who: "me",
    caption: "Here he is, witnessing.",
    time: "19:24",
    h: 128,
    shapes: `<div style="position:absolute;left:64px;top:46px;width:86px;height:48px;border-radius:50% 50% 18% 18%;background:#6b5a3a"></div><div style="position:absolute;left:146px;top:66px;width:26px;height:20px;border-radius:50%;background:#8a7a52"></div>`,
  },
  { them: "he looks like he read it and has notes", time: "19:31" },
  { me: "He gets the greenhouse. You get the bookcase.", time: "19:38" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type a message</span>${icon.smile(22)}<span class="sd">${icon.send(18)}</span></div>`,
};

export const handcent: ScreenSpec = {
  id: "handcent-the-driver-texted-me-first",
  app: "Handcent Next SMS",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Piet", handle: null },
  time: "18:56",
  battery: 41,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#263238", sub: "#90a4ae", left: "#eef1f3", leftFg: "#263238", right: "#43a047", rightFg: "#fff", radius: 20, size: 15, max: 258, quote: "rgba(0,0,0,.07)", react: "#fff" })}
.rx{border-color:#fff;box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#ffffff", "#263238", "#90a4ae", "#e6eaed", 58)}.hd b{font-size:18px}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;color:#78909c}.in .box{flex:1;min-height:42px;border-radius:21px;background:#eef1f3;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#90a4ae}.in .sd{color:#43a047}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#f06292")}<div style="flex:1;min-width:0"><b>Minna</b><small>+31 6 1234 5678</small></div>${icon.phone(20)}${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Minna", [
  { t: "Friday 18:31" },
  { them: "are you getting food or shall i just do pasta", time: "18:38" },
  { me: "Getting food, leave it with me.", time: "18:41" },
  { me: "Same curry every Friday since March. Tonight the driver texted me “usual?” before I’d even opened the app.", time: "18:44" },
  { them: "piet he has your NUMBER", time: "18:46", react: "😭 1" },
  { them: "does he know my order or only yours", time: "18:47" },
  { me: "He asked if the tall one still wants extra naan.", time: "18:50" },
  { them: "i am the tall one. tell him yes", time: "18:51" },
  { me: "Done. Forty minutes.", time: "18:53" },
])}
</div>
<div class="row in" data-role="ui">${icon.plusBox(22)}<span class="box"><span style="flex:1">Type text message</span>${icon.smile(20)}</span><span class="sd">${icon.send(24)}</span></div>`,
};

export const mood: ScreenSpec = {
  id: "mood-messenger-overtaken-by-a-fridge",
  app: "Mood Messenger",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rudi", handle: null },
  time: "15:07",
  battery: 22,
  replies: true,
  css: `${bubbleCss({ bg: "#17181c", fg: "#ececf1", sub: "#8b8d98", left: "#2a2c33", leftFg: "#ececf1", right: "#7c4dff", rightFg: "#fff", radius: 18, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#2a2c33" })}
.gn{color:#b39dff}
${headCss("#17181c", "#ececf1", "#8b8d98", "#26282e", 60)}
.in{flex:none;gap:10px;padding:6px 10px 20px;background:#17181c;color:#a3a5b0}.in .box{flex:1;min-height:42px;border-radius:21px;background:#2a2c33;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7d7f8a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#ff7043", { silhouette: false })}<div style="flex:1;min-width:0"><b>Tuesday Striders</b><small>Pavlina, Nikos, Odalys, You</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Pavlina",
  [
    { t: "Today" },
    { them: "results are up, everyone finished!!", time: "14:02", who: "Pavlina" },
    { them: "4:11 for me. legs have left the building", time: "14:05", who: "Nikos" },
    { me: "4:52 here. Very happy with that.", time: "14:20" },
    { me: "At mile 19 I was overtaken by a man dressed as a fridge. He’d stopped for a pint at mile 17.", time: "14:21" },
    { voice: "0:38", who: "Nikos", time: "14:24" },
    { them: "the fridge beat you by nine minutes, i looked him up", time: "14:30", who: "Odalys", react: "😂 3" },
    { them: "to be fair fridges are built for cold mornings", time: "14:33", who: "Nikos" },
    { me: "See you all Tuesday, 7pm at the park gates.", time: "14:51" },
  ],
  true,
  { Pavlina: "#26a69a", Nikos: "#ef5350", Odalys: "#ffa726" },
)}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box"><span style="flex:1">Message</span>${icon.paperclip(20)}${icon.camera(20)}</span>${icon.mic(22)}</div>`,
};

export const fossify: ScreenSpec = {
  id: "fossify-messages-the-reindeer-comes-on-in-august",
  app: "Fossify Messages",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Perla", handle: null },
  time: "16:31",
  battery: 76,
  keyboard: true,
  replies: true,
  css: `${bubbleCss({ bg: "#fbfbfb", fg: "#222", sub: "#888", left: "#e8e8e8", leftFg: "#222", right: "#f57c00", rightFg: "#fff", radius: 12, size: 15, max: 254, quote: "rgba(0,0,0,.07)", react: "#fff" })}
${headCss("#fbfbfb", "#222", "#888", "#e6e6e6", 56)}.hd b{font-size:19px;font-weight:500}
.in{flex:none;gap:10px;padding:6px 10px 8px;background:#fbfbfb;border-top:1px solid #e6e6e6;color:#777}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#222}.in .sd{color:#f57c00}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Neville (no. 9)</b></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Neville", [
  { them: "Hi Perla, sorry to bother you. Are your garden lights meant to be on?", time: "16:12" },
  { me: "Which ones?", time: "16:20" },
  { them: "The reindeer by the gate. It's been lit every evening since I moved in, and that was April.", time: "16:21" },
  { me: "I set its timer in 2019 and never found the box again. He comes on at four every day, including August.", time: "16:25" },
  { them: "The postman waves at it.", time: "16:27", react: "😂" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}${own("I’ll get my brother round with the ladder", "box")}<span class="sd">${icon.send(22)}</span></div>`,
};
