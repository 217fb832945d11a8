// Part C of the held-out set v42: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { own } from "./shell";
import { bubbleCss, bubbles, box, headCss } from "./screens-c-kit";

export const mightytext: ScreenSpec = {
  id: "mightytext-applause-for-the-oat-milk",
  app: "MightyText",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rahwa", handle: null },
  time: "21:36",
  battery: 38,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#121212", fg: "#e6e6e6", sub: "#8c8c8c", left: "#262a2f", leftFg: "#e6e6e6", right: "#2f7fd6", rightFg: "#ffffff", radius: 18, size: 15, max: 262, quote: "rgba(255,255,255,.14)", react: "#262a2f" })}
${headCss("#1b1d20", "#f0f0f0", "#8f959c", "#2a2d31", 58)}.hd{color:#6fb1ff}.hd b{color:#f0f0f0}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#1b1d20;color:#6fb1ff;border-top:1px solid #2a2d31}.in .box{flex:1;min-height:40px;border-radius:20px;background:#262a2f;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#7c828a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#c0783a")}<div style="flex:1;min-width:0"><b>Mbugua</b><small>Mobile · via MightyText</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mbugua", [
  { them: "how did the toast go?? rediet’s mum posted a video but it’s just people laughing and you staring at your phone", time: "8:58 PM" },
  { me: "Mixed reviews.", time: "9:04 PM" },
  { me: "I opened the wrong note and read out my shopping list. The whole room clapped at oat milk.", time: "9:05 PM" },
  { them: "you did not", time: "9:06 PM", quote: ["me", "The whole room clapped at oat milk."], react: "😭" },
  { voice: "0:32", who: "Mbugua", time: "9:08 PM" },
  { them: "rediet says the bit about two lemons made her dad cry. he wants a copy", time: "9:15 PM" },
  { me: "I paused before the lemons. It felt important.", time: "9:21 PM", react: "😂" },
  { typing: "Mbugua is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Send SMS</span>${icon.smile(22)}${icon.send(22)}</div>`,
};

/** A penguin on a grey rock by blue water, a pale wall behind. */
const penguin =
  box(0, 0, 214, 130, "#cfe3ea", "0") +
  box(0, 84, 214, 46, "#5f9fbf", "0") +
  box(20, 90, 120, 26, "#8a8f94", "40px 40px 6px 6px") +
  box(66, 26, 46, 70, "#23272b", "26px 26px 18px 18px") +
  box(74, 40, 30, 52, "#f4f4f0", "16px 16px 14px 14px") +
  box(76, 16, 26, 24, "#23272b", "50%") +
  box(84, 22, 5, 5, "#f4f4f0", "50%") +
  box(96, 26, 14, 5, "#e8a23a", "0 4px 4px 0") +
  box(72, 92, 12, 5, "#e8a23a", "3px") +
  box(94, 92, 12, 5, "#e8a23a", "3px");

export const honeydue: ScreenSpec = {
  id: "honeydue-the-penguin-on-the-joint-card",
  app: "Honeydue",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Nakato", handle: null },
  time: "19:31",
  battery: 62,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f6f5fb", fg: "#23213a", sub: "#8a87a3", left: "#ffffff", leftFg: "#23213a", right: "#5a4fcf", rightFg: "#ffffff", radius: 18, size: 16, max: 296, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f6f5fb}
${headCss("#ffffff", "#23213a", "#8a87a3", "#e6e4f0", 60)}.hd{color:#5a4fcf}.hd b{color:#23213a}
.tx{flex:none;margin:8px 14px 2px;background:#fff;border-radius:14px;padding:10px 14px;gap:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);position:relative;z-index:2}.tx .ic{width:36px;height:36px;border-radius:10px;background:#ffe9b3;flex:none}.tx b{font-size:15px;display:block}.tx small{font-size:12.5px;color:#8a87a3;display:block}.tx .amt{font-weight:700;font-size:16px}
.in{flex:none;gap:12px;padding:8px 16px 32px;background:#ffffff;color:#5a4fcf;border-top:1px solid #e6e4f0}.in .box{flex:1;min-height:42px;border-radius:21px;background:#f1f0f7;display:flex;align-items:center;padding:6px 16px;font-size:16px;color:#9a97b3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#e0944a")}<div style="flex:1;min-width:0"><b>Rawiri</b><small>Shared chat · Honeydue</small></div>${icon.moreV(20)}</div>
<div class="row tx" data-role="ui"><span class="ic"></span><div style="flex:1;min-width:0"><b>Wild Seas Trust</b><small>Joint card · monthly since March</small></div><span class="amt">-£14.00</span></div>
<div class="fill">
${bubbles("Rawiri", [
  { them: "found this on the joint card, every month since march. what exactly are we adopting", time: "19:02" },
  { me: "A penguin. His name is Mackerel.", time: "19:10" },
  { me: "Every month he writes to me about his week.", time: "19:10" },
  { them: "he lives at the sea life centre in Pendleford. it’s 40 minutes away, we could go on saturday", time: "19:14" },
  { me: "I don’t want to meet him. It would ruin the letters.", time: "19:20", react: "😂" },
  { photo: ["#cfe3ea", "#cfe3ea"], who: "Rawiri", caption: "this him?", time: "19:22", h: 120, shapes: penguin },
  { them: "every letter is the same template. they all say he enjoyed a fish", time: "19:23", quote: ["me", "Every month he writes to me about his week."] },
  { typing: "Rawiri is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Rawiri</span>${icon.send(22)}</div>`,
};

export const poparide: ScreenSpec = {
  id: "poparide-lesson-two-hundred-and-twelve",
  app: "Poparide",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 66 }],
  owner: { name: "Ochieng", handle: null },
  time: "18:34",
  battery: 71,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#e8413c",
  css: `${bubbleCss({ bg: "#f4f4f4", fg: "#262626", sub: "#8a8a8a", left: "#ffffff", leftFg: "#262626", right: "#e8413c", rightFg: "#ffffff", radius: 16, size: 15, max: 262, quote: "rgba(0,0,0,.07)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f4f4f4}.bb.r .qt{background:rgba(255,255,255,.18)}
${headCss("#e8413c", "#ffffff", "#ffd4d2", "#e8413c", 56)}
.ride{flex:none;background:#fff;border-bottom:1px solid #e4e4e4;padding:8px 14px;gap:10px;font-size:13px;color:#555;position:relative;z-index:2}.ride b{color:#262626;font-size:14px}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#ffffff;color:#e8413c;border-top:1px solid #e4e4e4}.in .box{flex:1;min-height:40px;border-radius:20px;border:1px solid #dadada;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#9a9a9a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#5b8def")}<div style="flex:1;min-width:0"><b>Nivedita</b><small>Passenger · 1 seat booked</small></div>${icon.moreV(20)}</div>
<div class="row ride" data-role="ui">${icon.pin(18)}<div style="flex:1;min-width:0"><b>Calgary → Edmonton</b><div>Fri, Dec 12 · 7:30 AM · $32 per seat</div></div></div>
<div class="fill">
${bubbles("Nivedita", [
  { them: "hi! just booked the 7:30 to edmonton. any rules for the ride? are snacks ok?", time: "6:12 PM" },
  { me: "Snacks are fine. One thing to know before Friday.", time: "6:20 PM" },
  { me: "The car radio jammed on a Portuguese course in 2019. We’re on lesson 212.", time: "6:21 PM" },
  { them: "is that why your reviews all say ‘quiet ride, lots of repeating’", time: "6:24 PM", quote: ["me", "We’re on lesson 212."], react: "😂" },
  { voice: "0:19", who: "Nivedita", time: "6:25 PM" },
  { me: "I can order a coffee in Lisbon. I’ve never set foot in Lisbon.", time: "6:31 PM" },
  { them: "ok but does it turn down", time: "6:33 PM" },
  { typing: "Nivedita is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message</span>${icon.send(22)}</div>`,
};

export const tawkto: ScreenSpec = {
  id: "tawkto-a-grade-eight-for-the-neighbours",
  app: "Tawk.to",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  crop: { top: 47 },
  owner: { name: "Masika", handle: null },
  time: "14:13",
  battery: 54,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1f2a2e", sub: "#8a979c", left: "#eef1f2", leftFg: "#1f2a2e", right: "#03a84e", rightFg: "#ffffff", radius: 12, size: 15, max: 268, quote: "rgba(0,0,0,.06)" })}
.hd{flex:none;height:74px;padding:0 16px;gap:12px;background:#03a84e;color:#ffffff;position:relative;z-index:3}.hd b{font-size:17px;font-weight:600;display:block}.hd small{font-size:12.5px;color:#c9f0d9;display:block}
.pw{flex:none;text-align:center;font-size:11.5px;color:#9aa5a9;padding:3px 0 0;background:#fff}
.in{flex:none;gap:12px;padding:8px 16px 30px;background:#ffffff;color:#03a84e;border-top:1px solid #e4e8ea}.in .box{flex:1;min-height:40px;display:flex;align-items:center;font-size:15px;color:#9aa5a9}`,
  html: `<div class="row hd" data-role="ui">${avatar(42, "#7c5cbf")}<div style="flex:1;min-width:0"><b>Keyline Piano Care</b><small>Peninah · online now</small></div>${icon.moreV(20)}${icon.close(22)}</div>
<div class="fill">
${bubbles("Peninah", [
  { them: "Hi Masika! Thanks for getting in touch with Keyline Piano Care. How can we help you today?", time: "14:02" },
  { me: "Hi. I’d like to book a weekly visit, please.", time: "14:03" },
  { them: "Of course! Does the piano lose its tuning quickly?", time: "14:04" },
  { me: "No, the piano is fine. I need someone to come and play it at seven every Thursday so the neighbours think it’s me.", time: "14:05" },
  { them: "we only tune and repair, but I could recommend a teacher?", time: "14:08" },
  { me: "No teacher. I’ve told them I’m grade eight.", time: "14:09" },
  { them: "how long have they believed that", time: "14:10" },
  { me: "Two years now. I bow at the window after the loud bits.", time: "14:12" },
  { typing: "Peninah is typing…" },
])}
</div>
<div class="pw" data-role="ui">Powered by tawk.to</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Type here and press enter..</span>${icon.smile(22)}${icon.send(22)}</div>`,
};

export const ooma: ScreenSpec = {
  id: "ooma-a-haircut-back-to-2011",
  app: "Ooma",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1080,
  owner: { name: "Rukundo", handle: null },
  time: "10:58",
  battery: 19,
  keyboard: true,
  suggestions: ["lanyard", "badge", "hair"],
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0e1116", fg: "#e8edf2", sub: "#7f8a96", left: "#222831", leftFg: "#e8edf2", right: "#0a8fc7", rightFg: "#ffffff", radius: 18, size: 16, max: 296, quote: "rgba(255,255,255,.12)", react: "#222831" })}
${headCss("#151a21", "#eef2f6", "#86919d", "#262d36", 60)}.hd{color:#3fb6e8}.hd b{color:#eef2f6}
.in{flex:none;gap:12px;padding:8px 14px 8px;background:#151a21;color:#3fb6e8;border-top:1px solid #262d36}.in .box{flex:1;min-height:40px;border-radius:20px;background:#222831;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#e8edf2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#b05c8a")}<div style="flex:1;min-width:0"><b>Marjut · Sallow Road Hair</b><small>(415) 555-0193 · Ooma line</small></div>${icon.phone(20)}</div>
<div class="fill">
${bubbles("Marjut", [
  { them: "Hi, it’s Marjut from Sallow Road Hair confirming your appointment on Saturday at 10. Same as last time?", time: "10:14 AM" },
  { me: "Yes please. Well, not quite.", time: "10:40 AM" },
  { me: "Could you make me look like my work pass photo? It’s from 2011 and security has started asking questions.", time: "10:41 AM" },
  { them: "I can do the haircut. I can’t do 2011", time: "10:46 AM", react: "😂" },
  { them: "send me the photo and I’ll see how much hair we need to find", time: "10:47 AM" },
])}
</div>
<div class="row in">${icon.camera(22)}<span class="box">${own("I’ll bring the lanyard for reference")}</span>${icon.send(22)}</div>`,
};
