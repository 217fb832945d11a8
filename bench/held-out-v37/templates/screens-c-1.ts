// Part C of the held-out set v37: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import { own } from "./shell";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

const box = (l: number, t: number, w: number, h: number, bg: string, r = "6px", extra = "") =>
  `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;border-radius:${r};background:${bg};${extra}"></div>`;

/** A brown dog sitting by a back door with a small brass bell hanging at nose height. */
const dog =
  box(0, 0, 220, 150, "#e9dfd0", "0") +
  box(150, 0, 70, 150, "#8d6e63", "0") +
  box(0, 118, 220, 32, "#c8b59c", "0") +
  box(128, 40, 14, 18, "#d4a72c", "7px 7px 4px 4px") +
  box(133, 30, 4, 12, "#6d5a3a", "2px") +
  box(52, 62, 62, 70, "#a0683f", "30px 30px 18px 18px") +
  box(76, 30, 44, 40, "#a0683f", "20px") +
  box(108, 44, 18, 14, "#7b4f2f", "8px") +
  box(74, 28, 12, 24, "#7b4f2f", "6px") +
  box(96, 40, 5, 5, "#2b1d12", "50%") +
  box(40, 116, 26, 10, "#a0683f", "5px");

export const heymarket: ScreenSpec = {
  id: "heymarket-a-bell-rung-38-times-by-six",
  app: "Heymarket",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Meriam", handle: null },
  time: "08:41",
  battery: 66,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1e2433", sub: "#8a91a3", left: "#eef0f5", leftFg: "#1e2433", right: "#4a57e8", rightFg: "#ffffff", radius: 16, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#eef0f5" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#1e2433", "#8a91a3", "#e6e8ef", 58)}.hd{color:#4a57e8}.hd b{font-size:17px;font-weight:500;color:#1e2433}
.ln{flex:none;gap:6px;padding:6px 14px;background:#f3f4fd;color:#3a45c4;font-size:12.5px;border-bottom:1px solid #e6e8ef}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#ffffff;color:#4a57e8;border-top:1px solid #e6e8ef}.in .box{flex:1;min-height:40px;border-radius:10px;background:#f4f5f9;border:1px solid #e1e4ec;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#9aa0b1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#f0a04b")}<div style="flex:1;min-width:0"><b>Ramesh</b><small>+44 7700 900583</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>Inbox:</span><b>Hound &amp; Home Pet Sitting</b></div>
<div class="fill">
${bubbles("Ramesh", [
  { t: "Today" },
  { them: "Hi! How was Okko’s first night?", time: "08:02" },
  { me: "Morning! He ate all his dinner and loved the garden.", time: "08:10" },
  {
    me: "Small confession. I taught him to ring a little bell at the back door if he wants the garden. He rang it 38 times before six. Mostly to be told he’s a good boy.",
    time: "08:11",
  },
  { them: "so he’s trained you in one evening", time: "08:14", react: "😂" },
  { them: "we’ve had him four years, and all he does is bark at the kettle", time: "08:15" },
  { photo: ["#e9dfd0", "#e9dfd0"], who: "me", caption: "Him just now, waiting for his next round of praise.", time: "08:37", h: 150, shapes: dog },
  { typing: "Ramesh is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Text Ramesh</span>${icon.send(22)}</div>`,
};

export const aircall: ScreenSpec = {
  id: "aircall-a-sweep-brush-in-next-doors-lounge",
  app: "Aircall",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Padraig", handle: null },
  time: "11:58",
  battery: 44,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#101716", fg: "#e6eeec", sub: "#7f8f8b", left: "#243230", leftFg: "#e6eeec", right: "#00a97e", rightFg: "#ffffff", radius: 18, size: 15.5, max: 276, quote: "rgba(255,255,255,.1)", react: "#243230" })}
${headCss("#131c1b", "#f1f6f5", "#7f8f8b", "#22302e", 60)}.hd{color:#2fd3a4}.hd b{font-size:17px;color:#f1f6f5}
.ln{flex:none;gap:6px;padding:6px 14px;background:#17211f;color:#2fd3a4;font-size:12.5px;border-bottom:1px solid #22302e}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#131c1b;color:#2fd3a4;border-top:1px solid #22302e}.in .box{flex:1;min-height:38px;border-radius:19px;background:#243230;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7f8f8b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#ab47bc")}<div style="flex:1;min-width:0"><b>Ronja</b><small>+44 7700 900741</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>SMS from</span><b>Soot &amp; Stack Sweeps</b><span style="color:#7f8f8b">· Main line</span></div>
<div class="fill">
${bubbles("Ronja", [
  { t: "Today" },
  { them: "how did the sweep go? sorry I had to dash off", time: "11:02" },
  { me: "All done, the flue’s clear and I’ve hoovered up.", time: "11:20" },
  {
    me: "One more thing. Your chimney shares a stack with next door. My brush came out in her living room. She was halfway through a quiz show.",
    time: "11:21",
  },
  { them: "the lady at number 14?? she’s eighty-nine", time: "11:30", react: "😮" },
  { voice: "0:27", who: "Ronja", time: "11:31" },
  { me: "She’s fine. She got the answer right while I was apologising.", time: "11:40" },
  { them: "so you’ve swept hers for free", time: "11:44", react: "😂" },
  { me: "She’s asked for a certificate as well.", time: "11:52" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Send SMS</span>${icon.send(22)}</div>`,
};

export const cyph: ScreenSpec = {
  id: "cyph-the-ring-went-back-in-the-bread-basket",
  app: "Cyph",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  keyboard: true,
  suggestions: ["I", "The", "It’s"],
  owner: { name: "Mervi", handle: null },
  time: "21:26",
  battery: 23,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f6f3fb", fg: "#24193a", sub: "#8b809f", left: "#ffffff", leftFg: "#24193a", right: "#7b4fd0", rightFg: "#ffffff", radius: 14, size: 15, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(40,20,80,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#3c2670", "#ffffff", "#cbbcf0", "#3c2670", 56)}.hd b{font-size:17px}
.ln{flex:none;gap:6px;padding:5px 14px;background:#ece6f8;color:#5a3aa6;font-size:12px;justify-content:center}
.in{flex:none;gap:10px;padding:7px 12px 8px;background:#ffffff;color:#7b4fd0;border-top:1px solid #e4def0}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f6f3fb;border:1px solid #e0d8ef;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#24193a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#26a69a")}<div style="flex:1;min-width:0"><b>Naveen</b><small>Online</small></div>${icon.video(21)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>End-to-end encrypted chat</span></div>
<div class="fill">
${bubbles("Naveen", [
  { them: "well??? did you ask her", time: "21:02" },
  {
    me: "I hid the ring in a bread roll because she never eats bread. Tonight she decided to try the sourdough. The waiter has taken the basket back to the kitchen.",
    time: "21:06",
  },
  { them: "GO INTO THE KITCHEN", time: "21:07", react: "😱" },
  { me: "I’m in the kitchen. There are nine baskets.", time: "21:15" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">${own("The chef is helping. He’s very invested")}</span>${icon.send(22)}</div>`,
};

/** Three red apples on a paper plate with a small yellow rosette beside them, on a trestle table. */
const apples =
  box(0, 0, 226, 150, "#d9cbb4", "0") +
  box(0, 96, 226, 54, "#efe6d6", "0") +
  box(38, 84, 120, 44, "#ffffff", "50%", "box-shadow:0 2px 3px rgba(0,0,0,.15)") +
  box(58, 74, 30, 30, "#c62828", "50%") +
  box(86, 70, 30, 30, "#d84315", "50%") +
  box(112, 76, 30, 30, "#b71c1c", "50%") +
  box(172, 70, 30, 30, "#fbc02d", "50%") +
  box(178, 96, 8, 26, "#fbc02d", "2px") +
  box(190, 96, 8, 26, "#f9a825", "2px");

export const dust: ScreenSpec = {
  id: "dust-third-place-with-shop-apples",
  app: "Dust",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 960, quality: 66 }],
  owner: { name: "Randolph", handle: null },
  time: "18:17",
  battery: 71,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0e0f13", fg: "#ebecef", sub: "#80838f", left: "#23252d", leftFg: "#ebecef", right: "#e53950", rightFg: "#ffffff", radius: 20, size: 16, max: 300, quote: "rgba(255,255,255,.1)", react: "#23252d" })}
${headCss("#0e0f13", "#ffffff", "#80838f", "#1e2027", 60)}.hd{color:#e53950}.hd b{font-size:17.5px;color:#fff}
.ln{flex:none;gap:6px;padding:5px 14px;color:#80838f;font-size:12px;justify-content:center}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#0e0f13;color:#e53950;border-top:1px solid #1e2027}.in .box{flex:1;min-height:40px;border-radius:20px;background:#23252d;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#80838f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#5c6bc0")}<div style="flex:1;min-width:0"><b>Minke</b><small>Messages dust after 24 hours</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Minke", [
  { t: "Today" },
  { them: "how was the village show", time: "17:40" },
  { me: "Mixed. I entered the apple class for a laugh, with three apples from the corner shop.", time: "17:52" },
  { me: "I came third. The two plates that beat me still had the stickers on.", time: "17:52" },
  { them: "so the whole apple class is from a shop", time: "17:55", react: "😂" },
  { photo: ["#d9cbb4", "#d9cbb4"], who: "me", caption: "My rosette. It’s yellow, which I’m told is third.", time: "17:58", h: 150, shapes: apples },
  { them: "will you be telling the committee", time: "18:03" },
  { me: "I am the committee. I judged the jam.", time: "18:11", react: "💀" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Say something that won’t last</span>${icon.send(22)}</div>`,
};

export const freetone: ScreenSpec = {
  id: "freetone-a-moon-of-old-pancakes",
  app: "Freetone",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  banner: { app: "Messages", color: "#34c759", title: "Mom", body: "what did you tell Pepijn about the moon", author: "Mom", age: "now" },
  owner: { name: "Raymonde", handle: null },
  time: "16:22",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f7fb", fg: "#1b2430", sub: "#86909c", left: "#ffffff", leftFg: "#1b2430", right: "#1e88e5", rightFg: "#ffffff", radius: 18, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#1e88e5", "#ffffff", "#cfe5fb", "#1e88e5", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#f4f7fb;color:#1e88e5}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;border:1px solid #dfe5ec;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#98a2ae}.in .sd{width:40px;height:40px;border-radius:50%;background:#1e88e5;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#1e88e5",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#8d6e63")}<div style="flex:1;min-width:0"><b>Nemanja</b><small>(415) 555-0163</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nemanja", [
  { t: "Yesterday" },
  { them: "can you do bedtime on Thursday? we’re out till 11", time: "19:20" },
  { me: "Of course. I’ll bring the good biscuits.", time: "19:31" },
  { t: "Today" },
  { them: "why does Pepijn think the moon is made of pancakes", time: "15:48" },
  { me: "Hello to you too.", time: "15:53" },
  { me: "He asked me a question at bedtime and I panicked. I said the moon is made of very old pancakes that space has pressed flat.", time: "15:54" },
  { them: "he wrote it in his science homework", time: "15:58", react: "😩" },
  { them: "his teacher wrote ‘source?’ beside it in red pen", time: "15:58" },
  { me: "I’ve given him a source. It’s me, aged thirty-four.", time: "16:10" },
  { them: "you are not allowed to babysit during the solar system topic", time: "16:16", react: "😂" },
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1;margin-left:8px">Free text message</span></span><span class="sd">${icon.send(20)}</span></div>`,
};
