// Part C of the held-out set v38: group chats (screens-c.ts lists the part in screens.json order).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

/** A group header: back, a plain colour tile for the group, its title and member line, two icons. */
const groupHead = (title: string, sub: string, tile: string, right: string, round = true) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}<div style="width:38px;height:38px;border-radius:${round ? "50%" : "10px"};background:${tile};flex:none"></div><div style="flex:1;min-width:0"><b>${title}</b><small>${sub}</small></div>${right}</div>`;

const box = (l: number, t: number, w: number, h: number, bg: string, r = "6px", extra = "") =>
  `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;border-radius:${r};background:${bg};${extra}"></div>`;

export const workjam: ScreenSpec = {
  id: "workjam-bananas-at-eighteen-pounds-each",
  app: "WorkJam",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Nazmul", handle: null },
  time: "11:22",
  battery: 47,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#2a3f9d",
  css: `${bubbleCss({ bg: "#f3f5fa", fg: "#1b2233", sub: "#8690a6", left: "#ffffff", leftFg: "#1b2233", right: "#dfe6ff", rightFg: "#1b2233", radius: 14, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .bt2{color:#4a5578}
${headCss("#2a3f9d", "#ffffff", "#c5cff5", "#2a3f9d", 58)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#ffffff;color:#2a3f9d;border-top:1px solid #e2e6f0}.in .box{flex:1;min-height:40px;border-radius:8px;background:#f3f5fa;border:1px solid #dde2ee;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#98a0b3}`,
  html: `${groupHead("Produce · Early shift", "Store 214 · Pietra, Nkosi, Marlis, you", "#43a047", `${icon.moreV(20)}`, false)}
<div class="fill">
${bubbles(
  "Pietra",
  [
    { t: "Today" },
    { them: "why are customers taking photos of the banana sign", who: "Pietra", time: "10:58" },
    { them: "it says £18 each", who: "Nkosi", time: "10:59" },
    { me: "That’s mine. Sorry.", time: "11:03" },
    {
      me: "I did the fruit labels at 6 with one eye open. Bananas have been £18 each since we opened. Three people bought them without saying a word.",
      time: "11:04",
    },
    { them: "one man paid by card and said ‘fair enough’", who: "Marlis", quote: ["me", "That’s mine. Sorry."], time: "11:07", react: "😂" },
    { voice: "0:24", who: "Nkosi", time: "11:09" },
    { me: "Fixed. Head office says bananas are our best performer this week.", time: "11:18" },
    { typing: "Pietra is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Write a message</span>${icon.send(22)}</div>`,
};

export const staffbase: ScreenSpec = {
  id: "staffbase-voting-on-downstairs-heating",
  app: "Staffbase",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 1000, quality: 68 }],
  owner: { name: "Maheen", handle: null },
  time: "15:37",
  battery: 29,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#15161a", fg: "#e8e9ed", sub: "#83868f", left: "#25272e", leftFg: "#e8e9ed", right: "#3a6df0", rightFg: "#ffffff", radius: 18, size: 16, max: 300, quote: "rgba(255,255,255,.12)", react: "#25272e" })}
${headCss("#15161a", "#ffffff", "#83868f", "#24262c", 62)}.hd{color:#6f95ff}.hd b{font-size:17.5px;color:#fff}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#15161a;color:#6f95ff;border-top:1px solid #24262c}.in .box{flex:1;min-height:40px;border-radius:20px;background:#25272e;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#83868f}`,
  html: `${groupHead("3rd floor · Finance", "Philbert, Rashmi, Orvar, you", "#8e24aa", `${icon.video(21)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Philbert",
  [
    { them: "is it me or is it roasting in here again", who: "Philbert", time: "15:02" },
    { them: "27 degrees. my chocolate bar is now a drink", who: "Rashmi", time: "15:04" },
    { me: "I can explain. Sort of.", time: "15:10" },
    {
      me: "The thermostat app I set up so our floor could vote was paired to the office downstairs. For a month we’ve been voting on their heating.",
      time: "15:11",
    },
    { them: "so legal have been at 16 degrees since October", who: "Orvar", time: "15:14", react: "😱" },
    {
      them: "that’s why their receptionist types in gloves",
      who: "Rashmi",
      quote: ["me", "For a month we’ve been voting on their heating."],
      time: "15:16",
      react: "😂",
    },
    { me: "I’ve taken them a tin of biscuits and the password.", time: "15:31" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message 3rd floor · Finance</span>${icon.send(22)}</div>`,
};

/** Cardboard boxes stacked to the ceiling inside a steel lift, its doors half open. */
const boxes =
  box(0, 0, 220, 160, "#b0b8bf", "0") +
  box(0, 0, 30, 160, "#8d969e", "0") +
  box(190, 0, 30, 160, "#8d969e", "0") +
  box(30, 140, 160, 20, "#6d747a", "0") +
  box(36, 96, 70, 44, "#c89b63", "3px") +
  box(110, 96, 74, 44, "#b9894f", "3px") +
  box(40, 52, 66, 44, "#b9894f", "3px") +
  box(108, 52, 72, 44, "#c89b63", "3px") +
  box(50, 10, 62, 42, "#c89b63", "3px") +
  box(114, 10, 62, 42, "#b9894f", "3px") +
  box(60, 114, 30, 5, "#8a6230", "2px") +
  box(132, 70, 30, 5, "#8a6230", "2px");

export const jostle: ScreenSpec = {
  id: "jostle-five-hundred-book-club-copies",
  app: "Jostle",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Rozenn", handle: null },
  time: "16:40",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f7f6f2", fg: "#22231f", sub: "#8c8b83", left: "#ffffff", leftFg: "#22231f", right: "#00838f", rightFg: "#ffffff", radius: 12, size: 15, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(40,40,20,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .qt{background:rgba(255,255,255,.18)}
${headCss("#ffffff", "#22231f", "#8c8b83", "#e6e4dc", 62)}.hd{color:#00838f}.hd b{font-size:17px;color:#22231f}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#00838f;border-top:1px solid #e6e4dc}.in .box{flex:1;min-height:38px;border-radius:8px;background:#f3f2ee;border:1px solid #e0ded6;display:flex;align-items:center;padding:6px 12px;font-size:15.5px;color:#9d9b92}`,
  html: `${groupHead("Wren Valley Library", "Mazie, Reuven, Olufunke, you", "#00838f", `${icon.moreV(20)}`, false)}
<div class="fill">
${bubbles(
  "Mazie",
  [
    { them: "whose are the boxes in the staff room", who: "Mazie", time: "16:02" },
    { them: "and the corridor. and the lift", who: "Reuven", time: "16:03" },
    { me: "Mine. I meant to order 50 copies of the book club pick.", time: "16:10" },
    { me: "I typed 500. The book club has eleven members, and the author is coming on Thursday to sign every copy.", time: "16:11" },
    { photo: ["#b0b8bf", "#b0b8bf"], who: "Olufunke", caption: "the lift now takes one person, sideways", time: "16:15", h: 130, shapes: boxes, react: "💀" },
    { them: "we’ll be discussing this book until we retire", who: "Reuven", quote: ["me", "I typed 500."], time: "16:19" },
    { me: "I’ve told her we have a very keen readership.", time: "16:33" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Reply to Wren Valley Library</span>${icon.send(22)}</div>`,
};

export const cinny: ScreenSpec = {
  id: "cinny-the-hoopoe-is-a-garden-ornament",
  app: "Cinny",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  banner: {
    app: "Mail",
    color: "#1e88e5",
    title: "County Bird Recorder",
    body: "Re: hoopoe record, please ring me today",
    author: "County Bird Recorder",
    age: "now",
  },
  owner: { name: "Othniel", handle: null },
  time: "08:52",
  battery: 90,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#1a1d21", fg: "#e4e6ea", sub: "#8a8f98", left: "#2a2e34", leftFg: "#e4e6ea", right: "#4c6b3a", rightFg: "#f2f7ee", radius: 10, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#2a2e34" })}
${headCss("#202328", "#f0f2f5", "#8a8f98", "#2c3036", 56)}.hd{color:#a5d28a}.hd b{font-size:16.5px;color:#f0f2f5}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#202328;color:#a5d28a;border-top:1px solid #2c3036}.in .box{flex:1;min-height:40px;border-radius:8px;background:#2a2e34;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8a8f98}`,
  html: `${groupHead("# sightings", "Pennine Birders · 41 members", "#4c6b3a", `${icon.search(20)}${icon.moreV(20)}`, false)}
<div class="fill">
${bubbles(
  "Petruska",
  [
    { them: "is the hide on Fell Lane open again or still flooded", who: "Pulat", time: "07:12" },
    { them: "morning all. 3 waxwings on the retail park again", who: "Phoebus", time: "07:40" },
    { them: "any news on Sunday’s hoopoe? driving over from Leeds at 10", who: "Petruska", time: "08:05" },
    { me: "Please don’t drive over.", time: "08:21" },
    {
      me: "I went out with the good camera at first light. The hoopoe is a garden ornament. My neighbour moves it round the lawn to confuse the cat.",
      time: "08:22",
    },
    { them: "I watched it for two hours yesterday", who: "Pulat", time: "08:30", react: "💀" },
    { them: "it’s on the county list. first in eleven years", who: "Phoebus", time: "08:31" },
    { me: "In fairness, it never moved when I got close.", time: "08:44" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Send a message…</span>${icon.send(22)}</div>`,
};

/** A whitewashed cottage above a blue sea under a clear sky. */
const sea =
  box(0, 0, 220, 150, "#9fd3f0", "0") +
  box(0, 70, 220, 34, "#2f80b8", "0") +
  box(0, 104, 220, 46, "#7bb661", "0") +
  box(96, 66, 88, 52, "#f4f1ea", "2px") +
  box(90, 48, 100, 22, "#5d4037", "4px 4px 0 0") +
  box(126, 90, 16, 28, "#37474f", "2px") +
  box(106, 80, 14, 12, "#81d4fa", "1px") +
  box(156, 80, 14, 12, "#81d4fa", "1px") +
  box(24, 16, 30, 30, "#fff59d", "50%");

export const sgrouples: ScreenSpec = {
  id: "sgrouples-two-bramble-cottages",
  app: "Sgrouples",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 900,
  crop: { bottom: 70 },
  owner: { name: "Marzena", handle: null },
  time: "17:06",
  battery: 18,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#fdf8f3", fg: "#2b211a", sub: "#958676", left: "#ffffff", leftFg: "#2b211a", right: "#e0593a", rightFg: "#ffffff", radius: 20, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(60,30,10,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .qt{background:rgba(255,255,255,.18)}
${headCss("#ffffff", "#2b211a", "#958676", "#efe4d8", 60)}.hd{color:#e0593a}.hd b{font-size:17px;color:#2b211a}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#e0593a;border-top:1px solid #efe4d8}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f7f1ea;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a39585}`,
  html: `${groupHead("Half-term cottage", "Piotrek, Nastia, Nalini, you", "#ffb74d", `${icon.phone(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Piotrek",
  [
    { them: "we’re here! the key safe code doesn’t work", who: "Piotrek", time: "16:21" },
    { them: "Nan’s sitting on the wall with the cool box", who: "Nastia", time: "16:24" },
    { me: "Ah.", time: "16:40" },
    { me: "There are two Bramble Cottages. I booked the one in Cornwall. I’ve been here since lunch wondering why it was so quiet.", time: "16:41" },
    {
      them: "you’ve been there FIVE HOURS",
      who: "Nalini",
      quote: ["me", "I’ve been here since lunch wondering why it was so quiet."],
      time: "16:44",
      react: "😭",
    },
    { photo: ["#9fd3f0", "#9fd3f0"], who: "me", caption: "The view, if it helps.", time: "16:52", h: 112, shapes: sea },
    { them: "it does not help", who: "Piotrek", time: "16:55", react: "😂" },
    { typing: "Nastia is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Message the group</span>${icon.send(22)}</div>`,
};
