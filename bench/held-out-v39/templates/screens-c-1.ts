// Part C of the held-out set v39: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, box, headCss } from "./screens-c-kit";

/** A terracotta planter on a sunny windowsill, a bushy basil plant in it, a jug beside it. */
const basil =
  box(0, 0, 214, 150, "#f3ead8", "0") +
  box(0, 112, 214, 38, "#e2d3b5", "0") +
  box(70, 70, 76, 50, "#c8643b", "4px 4px 14px 14px") +
  box(66, 64, 84, 12, "#b4552f", "4px") +
  box(64, 20, 40, 40, "#4f9a3a", "50%") +
  box(92, 12, 44, 46, "#5cab44", "50%") +
  box(116, 26, 38, 38, "#478c34", "50%") +
  box(160, 78, 34, 42, "#dfe9f1", "6px 6px 10px 10px", "border:2px solid #b8c7d3") +
  box(190, 86, 12, 18, "transparent", "0 10px 10px 0", "border:3px solid #b8c7d3;border-left:none");

export const tidio: ScreenSpec = {
  id: "tidio-hand-watering-the-self-watering-planter",
  app: "Tidio",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Mafalda", handle: null },
  time: "08:52",
  battery: 66,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0a5cf5",
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1b2431", sub: "#8a94a6", left: "#eff2f7", leftFg: "#1b2431", right: "#0a5cf5", rightFg: "#ffffff", radius: 16, size: 15, max: 272, quote: "rgba(0,0,0,.06)", react: "#eff2f7" })}
.rx{border-color:#fff}
.hd{flex:none;height:78px;padding:0 16px 0 14px;gap:12px;background:linear-gradient(135deg,#0a5cf5,#3d7dff);color:#ffffff;position:relative;z-index:3}.hd b{font-size:17px;font-weight:600;display:block}.hd small{font-size:12.5px;color:#d6e3ff;display:block}
.on{position:relative}.on::after{content:"";position:absolute;right:0;bottom:1px;width:10px;height:10px;border-radius:50%;background:#2fd17c;border:2px solid #2a6dfb}
.in{flex:none;gap:12px;padding:6px 16px 30px;background:#ffffff;color:#0a5cf5}.in .box{flex:1;min-height:38px;display:flex;align-items:center;font-size:15.5px;color:#9aa3b3}
.pw{flex:none;text-align:center;font-size:11px;color:#a3abb9;padding:3px 0;background:#fff;border-top:1px solid #e8ebf1}`,
  html: `<div class="row hd" data-role="ui"><span class="on">${avatar(40, "#f4a261")}</span><div style="flex:1;min-width:0"><b>Fernhollow Garden Co.</b><small>Ranulph · usually replies in minutes</small></div>${icon.moreV(20)}${icon.close(22)}</div>
<div class="fill">
${bubbles("Ranulph", [
  { them: "Hi there! I’m Ranulph from Fernhollow. How can I help today?", time: "08:31" },
  { me: "Hi, I bought your Tall Clay planter in May.", time: "08:33" },
  {
    me: "Before I leave a review, how often does the tank need filling? I’ve been watering the self-watering planter with a jug every morning since May.",
    time: "08:34",
  },
  { them: "ah. there’s a cork in the tank you’re meant to pull out first", time: "08:37", react: "😬" },
  { them: "also, how’s the basil? it must be the most hydrated basil in the county", time: "08:37" },
  { photo: ["#f3ead8", "#f3ead8"], who: "me", caption: "Here it is. Also, I found the cork.", time: "08:44", h: 112, react: "🌿", shapes: basil },
  { me: "I’ll let the jug know it’s been replaced.", time: "08:46" },
  { typing: "Ranulph is typing…" },
])}
</div>
<div class="pw" data-role="ui">Powered by Tidio</div>
<div class="row in" data-role="ui"><span class="box">Enter your message…</span>${icon.smile(22)}${icon.paperclip(22)}${icon.send(22)}</div>`,
};

/** A glass jar of pale overnight oats with a spoon in it, on a desk beside a keyboard. */
const oats =
  box(0, 0, 214, 140, "#cfd6dc", "0") +
  box(0, 96, 214, 44, "#a98a68", "0") +
  box(12, 104, 80, 22, "#3a3f46", "3px") +
  box(120, 38, 62, 80, "rgba(255,255,255,.55)", "8px 8px 10px 10px", "border:2px solid #eef2f5") +
  box(124, 62, 54, 52, "#efe3c8", "4px 4px 8px 8px") +
  box(124, 56, 54, 10, "#c0503f", "4px") +
  box(116, 28, 70, 12, "#8a6b4d", "4px") +
  box(150, 10, 6, 60, "#b9c0c7", "3px");

export const crisp: ScreenSpec = {
  id: "crisp-a-starter-that-was-overnight-oats",
  app: "Crisp",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1080,
  owner: { name: "Minerva", handle: null },
  time: "14:07",
  battery: 41,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#14171c", fg: "#e8ebf0", sub: "#858d99", left: "#252a32", leftFg: "#e8ebf0", right: "#1972f5", rightFg: "#ffffff", radius: 14, size: 16, max: 300, quote: "rgba(255,255,255,.1)", react: "#252a32" })}
${headCss("#1a1e24", "#f0f2f5", "#858d99", "#2a2f37", 62)}.hd{color:#4d94ff}.hd b{font-size:17.5px;color:#f0f2f5}
.st{flex:none;gap:8px;padding:7px 14px;background:#181c22;color:#9aa3b0;font-size:12.5px;border-bottom:1px solid #2a2f37}.st .pill{background:#1f3a26;color:#5fd37f;border-radius:10px;padding:1px 8px;font-weight:600}
.in{flex:none;gap:12px;padding:8px 14px 32px;background:#1a1e24;color:#4d94ff;border-top:1px solid #2a2f37}.in .box{flex:1;min-height:40px;border-radius:10px;background:#252a32;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#7d8591}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#8e6cd1")}<div style="flex:1;min-width:0"><b>Porfirio</b><small>Website chat · Hearthrise Bakehouse</small></div>${icon.check(22)}${icon.moreV(20)}</div>
<div class="row st" data-role="ui"><span class="pill">Open</span><span>Order #40918 · Rye starter kit</span></div>
<div class="fill">
${bubbles("Porfirio", [
  { them: "hi, my rye starter hasn’t bubbled once. I’ve fed it flour and water twice a day for a week", time: "13:41" },
  { me: "Thanks for waiting, Porfirio. I’ve checked your order against the packing photo.", time: "13:49" },
  {
    me: "I need to be honest with you. We didn’t send you a starter. We sent you a jar of my overnight oats.",
    time: "13:50",
  },
  { them: "I have been feeding your breakfast", time: "13:52", react: "😂" },
  { them: "in fairness it has doubled in size. my flatmate named it", time: "13:52" },
  { photo: ["#cfd6dc", "#cfd6dc"], who: "me", caption: "Your starter, beside my keyboard. It’s been very calm all week.", time: "13:58", h: 120, shapes: oats },
  { me: "The real one goes out today, with a refund and a spoon.", time: "14:01", react: "👍" },
  { typing: "Porfirio is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Send a message…</span>${icon.send(22)}</div>`,
};

/** A black-and-white sheepdog sitting up on a blue coach seat, a window behind it. */
const dog =
  box(0, 0, 214, 150, "#9fc3dd", "0") +
  box(0, 0, 214, 60, "#cfe4f2", "0") +
  box(20, 60, 174, 90, "#2f5da8", "14px 14px 0 0") +
  box(34, 70, 146, 70, "#3a6cc0", "10px") +
  box(74, 46, 70, 80, "#f4f4f2", "30px 30px 12px 12px") +
  box(70, 26, 76, 44, "#1f1f22", "30px 30px 18px 18px") +
  box(96, 50, 24, 24, "#f4f4f2", "12px") +
  box(64, 30, 14, 26, "#1f1f22", "8px") +
  box(138, 30, 14, 26, "#1f1f22", "8px") +
  box(102, 62, 12, 8, "#2b2b2e", "6px") +
  box(88, 44, 6, 6, "#5a3b1c", "50%") +
  box(122, 44, 6, 6, "#5a3b1c", "50%") +
  box(96, 74, 22, 10, "#e98a9a", "0 0 10px 10px");

export const classtag: ScreenSpec = {
  id: "classtag-thirty-one-heads-on-the-coach",
  app: "ClassTag",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { top: 47 },
  owner: { name: "Narelle", handle: null },
  time: "16:22",
  battery: 27,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f6f8f7", fg: "#1e2b26", sub: "#86948e", left: "#ffffff", leftFg: "#1e2b26", right: "#1fb58f", rightFg: "#ffffff", radius: 18, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f6f8f7}
${headCss("#ffffff", "#1e2b26", "#86948e", "#e3e9e6", 64)}.hd{color:#1fb58f}.hd b{font-size:17.5px;color:#1e2b26}
.cl{flex:none;gap:6px;padding:6px 14px;background:#e8f6f1;color:#157a60;font-size:12.5px;border-bottom:1px solid #d5ebe3}
.in{flex:none;gap:12px;padding:8px 14px 32px;background:#ffffff;color:#1fb58f;border-top:1px solid #e3e9e6}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f1f4f3;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#94a29c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#e0a03a")}<div style="flex:1;min-width:0"><b>Mwajuma</b><small>Parent of Miriam</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row cl" data-role="ui"><span>Class:</span><b>Year 3 Otters</b><span>· Private message</span></div>
<div class="fill">
${bubbles("Mwajuma", [
  { them: "Hi! Quick one. Miriam says a dog came home from the farm trip with you?", time: "15:58" },
  { me: "Yes, apologies, I meant to email every parent about it.", time: "16:04" },
  {
    me: "I counted 31 heads on the coach all the way home and assumed I’d counted wrong. We have 30 in the class. The 31st was the farm’s sheepdog.",
    time: "16:05",
  },
  { them: "she says he sat next to her and ate her crisps", time: "16:08", react: "😂" },
  { them: "she also says he was better behaved than Year 4", time: "16:08" },
  { photo: ["#9fc3dd", "#9fc3dd"], who: "me", caption: "He’s back at the farm. He’d like to come next year.", time: "16:15", h: 130, shapes: dog },
  { me: "I’ve put a head-count sheet in everyone’s bag for next time.", time: "16:17" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message Mwajuma</span>${icon.send(22)}</div>`,
};

/** A grey sofa by a window, a round grey knitted cushion with two ears and stitched eyes on its back. */
const cushion =
  box(0, 0, 214, 150, "#3a3430", "0") +
  box(130, 0, 84, 70, "#6a7a86", "0", "border:6px solid #d8d2c8") +
  box(0, 64, 214, 86, "#8d8f94", "18px 18px 0 0") +
  box(0, 100, 214, 50, "#7b7d82", "10px 10px 0 0") +
  box(64, 38, 72, 60, "#a9acb1", "34px") +
  box(68, 28, 18, 22, "#a9acb1", "4px 14px 0 0") +
  box(114, 28, 18, 22, "#a9acb1", "14px 4px 0 0") +
  box(84, 56, 8, 8, "#2c2c2c", "50%") +
  box(108, 56, 8, 8, "#2c2c2c", "50%") +
  box(96, 68, 8, 5, "#d08a96", "3px");

export const phoner: ScreenSpec = {
  id: "phoner-a-year-of-waving-at-a-cushion",
  app: "Phoner",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Olimpia", handle: null },
  time: "07:48",
  battery: 88,
  cutLines: 0,
  replies: true,
  banner: { app: "Phoner", color: "#ff5a36", title: "Rayan", body: "are you still on for quiz night? we need your geography", author: "Rayan", age: "now" },
  css: `${bubbleCss({ bg: "#121212", fg: "#ececec", sub: "#8c8c8c", left: "#262626", leftFg: "#ececec", right: "#ff5a36", rightFg: "#ffffff", radius: 20, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#262626" })}
${headCss("#1a1a1a", "#f2f2f2", "#8c8c8c", "#262626", 58)}.hd{color:#ff7a5c}.hd b{color:#f2f2f2}
.ln{flex:none;gap:6px;padding:5px 14px;background:#1a1a1a;color:#8c8c8c;font-size:12px;border-bottom:1px solid #262626}.ln b{color:#ff7a5c;font-weight:600}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#121212;color:#ff7a5c}.in .box{flex:1;min-height:40px;border-radius:20px;background:#262626;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#7a7a7a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#26a69a")}<div style="flex:1;min-width:0"><b>Ouida (no. 12)</b><small>+44 7700 900461</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Ouida", [
  { them: "hi, it’s Ouida from number 12. odd question, but why do you wave at my front window every morning?", time: "07:21" },
  { me: "Oh no. I’ve been saying good morning to your cat.", time: "07:30" },
  {
    me: "The big grey one on the back of the sofa. I’ve waved at him every morning for a year. He’s never waved back, which I put down to him being a cat.",
    time: "07:31",
  },
  { them: "that’s a cushion", time: "07:33", react: "😂" },
  { them: "my sister knitted it. in its defence, it has ears", time: "07:33" },
  { photo: ["#3a3430", "#3a3430"], who: "Ouida", caption: "here he is. he’s very flattered", time: "07:35", h: 96, shapes: cushion },
  { me: "I’ve told people at work about him.", time: "07:40", react: "🫢" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Text message</span>${icon.send(22)}</div>`,
};

export const justcall: ScreenSpec = {
  id: "justcall-tuned-the-piano-at-number-sixty-two",
  app: "JustCall",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { bottom: 86 },
  owner: { name: "Magnolia", handle: null },
  time: "11:36",
  battery: 58,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1d2433", sub: "#8b93a3", left: "#eef1f6", leftFg: "#1d2433", right: "#0b6bcb", rightFg: "#ffffff", radius: 16, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#eef1f6" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#1d2433", "#8b93a3", "#e6e9ef", 62)}.hd{color:#0b6bcb}.hd b{font-size:17.5px;color:#1d2433}
.ln{flex:none;gap:6px;padding:6px 14px;background:#f3f7fc;color:#0b5aa8;font-size:12.5px;border-bottom:1px solid #e6e9ef}
.in{flex:none;gap:12px;padding:8px 14px 32px;background:#ffffff;color:#0b6bcb;border-top:1px solid #e6e9ef}.in .box{flex:1;min-height:40px;border-radius:8px;border:1px solid #d9dee7;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#9aa2b1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#ab47bc")}<div style="flex:1;min-width:0"><b>Maryam</b><small>+44 7700 900527 · SMS</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="row ln" data-role="ui"><span>From</span><b>Tarnside Piano Care</b><span>· Main line</span></div>
<div class="fill">
${bubbles("Maryam", [
  { t: "Today" },
  { them: "Hi, is 10 still ok for the piano tuning?", time: "10:41" },
  { me: "I came at 10. I’ve actually just finished.", time: "10:52" },
  {
    me: "I’ve just tuned a piano at number 62. You live at 26. The lady at 62 let me in, made me tea and paid in cash.",
    time: "10:53",
  },
  { them: "that’s Mrs Pomeroy. she doesn’t play. she keeps her ferns on it", time: "10:58", react: "😂" },
  { them: "she’s now telling the whole street it was a gift from the council", time: "11:02" },
  { me: "I’m driving round to 26 now. She’s booked me again for next spring.", time: "11:09" },
  { them: "bring the tea money back with you", time: "11:12" },
  { typing: "Maryam is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Type an SMS…</span>${icon.send(22)}</div>`,
};

export const silentPhone: ScreenSpec = {
  id: "silent-phone-the-guest-list-went-to-nan",
  app: "Silent Phone",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Makana", handle: null },
  time: "21:14",
  battery: 19,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0d0f12", fg: "#e6e8eb", sub: "#7f8690", left: "#23272d", leftFg: "#e6e8eb", right: "#e2472f", rightFg: "#ffffff", radius: 18, size: 15.5, max: 278, quote: "rgba(255,255,255,.1)", react: "#23272d" })}
${headCss("#15181c", "#f0f2f4", "#7f8690", "#23272d", 60)}.hd{color:#ff6a50}.hd b{font-size:17px;color:#f0f2f4}
.ln{flex:none;justify-content:center;gap:6px;padding:5px 14px;background:#121519;color:#6fcf97;font-size:12px;border-bottom:1px solid #23272d}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#15181c;color:#ff6a50;border-top:1px solid #23272d}.in .box{flex:1;min-height:38px;border-radius:19px;background:#23272d;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7f8690}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#5c6bc0")}<div style="flex:1;min-width:0"><b>Nesrin</b><small>Verified contact</small></div>${icon.phone(20)}${icon.video(22)}</div>
<div class="row ln" data-role="ui"><span>Encrypted · Messages burn after 1 week</span></div>
<div class="fill">
${bubbles("Nesrin", [
  { them: "since when do we text on here? you hate this app", time: "20:48" },
  { me: "Because it’s sensitive. It’s about Nan’s party.", time: "20:51" },
  {
    me: "I’ve lost the guest list. I wrote it on the back of her birthday card, then posted the card to Nan this morning.",
    time: "20:52",
  },
  { them: "she’s just rung me to ask who Uncle Rainier is", time: "20:57", react: "💀" },
  { them: "she says she’ll act surprised and she’s bringing a plus one", time: "20:58" },
  { voice: "0:41", who: "Nesrin", time: "21:03" },
  { me: "Good. Then she can bring the list.", time: "21:06", react: "😂" },
  { typing: "Nesrin is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Secure message</span>${icon.mic(22)}</div>`,
};
