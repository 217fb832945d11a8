// Part C of the held-out set v37: group chats (screens-c.ts lists the part in screens.json order).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

/** A group header: back, a plain colour tile for the group, its title and member line, two icons. */
const groupHead = (title: string, sub: string, tile: string, right: string, round = true) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}<div style="width:38px;height:38px;border-radius:${round ? "50%" : "10px"};background:${tile};flex:none"></div><div style="flex:1;min-width:0"><b>${title}</b><small>${sub}</small></div>${right}</div>`;

const box = (l: number, t: number, w: number, h: number, bg: string, r = "6px", extra = "") =>
  `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;border-radius:${r};background:${bg};${extra}"></div>`;

export const fleep: ScreenSpec = {
  id: "fleep-room-3-booked-until-2034",
  app: "Fleep",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Maude", handle: null },
  time: "14:09",
  battery: 57,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f5f8fa", fg: "#17232c", sub: "#84929c", left: "#ffffff", leftFg: "#17232c", right: "#1f9be0", rightFg: "#ffffff", radius: 12, size: 15, max: 280, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(10,40,60,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .qt{background:rgba(255,255,255,.18)}
${headCss("#ffffff", "#17232c", "#84929c", "#e3e9ee", 62)}.hd{color:#1f9be0}.hd b{font-size:17px;color:#17232c}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#1f9be0;border-top:1px solid #e3e9ee}.in .box{flex:1;min-height:38px;border-radius:8px;background:#f2f5f7;border:1px solid #dfe6eb;display:flex;align-items:center;padding:6px 12px;font-size:15.5px;color:#9aa6ae}`,
  html: `${groupHead("Studio Ops", "Pekka, Qiana, Remigio, you", "#ff8a65", `${icon.video(21)}${icon.moreV(20)}`, false)}
<div class="fill">
${bubbles(
  "Qiana",
  [
    { them: "does anyone know who keeps booking Room 3", who: "Qiana", time: "13:31" },
    { them: "it just says ‘quick sync’, every weekday, 9 till 5", who: "Pekka", time: "13:33" },
    { me: "That’s me. Sorry.", time: "13:40" },
    { me: "I booked one quick sync last March and ticked ‘repeat’ by accident. Room 3 is mine every weekday until 2034.", time: "13:41" },
    {
      them: "I’ve eaten lunch on the stairs for a year",
      who: "Remigio",
      quote: ["me", "I booked one quick sync last March and ticked ‘repeat’ by accident."],
      time: "13:47",
      react: "😂",
    },
    { them: "we genuinely thought it was haunted", who: "Qiana", time: "13:49" },
    { me: "Cancelling it now. It wants to email 1,912 attendees.", time: "14:05" },
    { typing: "Pekka is typing…" },
  ],
  true,
  { Qiana: "#7e57c2", Pekka: "#26a69a", Remigio: "#ef6c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Studio Ops</span>${icon.send(22)}</div>`,
};

export const bitrix24: ScreenSpec = {
  id: "bitrix24-a-pirate-out-of-office",
  app: "Bitrix24",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Rajani", handle: null },
  time: "10:36",
  battery: 81,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#2067b0",
  css: `${bubbleCss({ bg: "#eef2f4", fg: "#1f2a33", sub: "#828e97", left: "#ffffff", leftFg: "#1f2a33", right: "#d9f3fd", rightFg: "#14384f", radius: 12, size: 14.5, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#2067b0", "#ffffff", "#bcd6f0", "#2067b0", 56)}.hd b{font-size:16.5px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#ffffff;color:#2fc6f6;border-top:1px solid #dde3e7}.in .box{flex:1;min-height:40px;border-radius:6px;background:#f3f6f7;border:1px solid #dde3e7;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#98a3ab}`,
  html: `${groupHead("Accounts team", "4 members", "#2fc6f6", `${icon.phone(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Mustafa",
  [
    { them: "the bank just replied ‘aye aye’ to our invoice query", who: "Rinske", time: "09:58" },
    { me: "Ah. That’ll be my out-of-office.", time: "10:04" },
    {
      me: "I wrote it in pirate voice to make my niece laugh and never changed it back. Since Monday it has told every client I’m off plundering until the 14th.",
      time: "10:05",
    },
    { voice: "0:19", who: "Renaud", time: "10:09" },
    { them: "the auditors asked if they should bring a parrot", who: "Mustafa", time: "10:12", react: "😂" },
    { them: "honestly the clients are paying faster", who: "Rinske", time: "10:20" },
    { me: "Switching it off now. Arr.", time: "10:31" },
    { typing: "Renaud is typing…" },
  ],
  true,
  { Rinske: "#ec407a", Renaud: "#43a047", Mustafa: "#5c6bc0" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Enter a message</span>${icon.send(22)}</div>`,
};

/** A small gold cup trophy on a lounge side table, a window behind. */
const trophy =
  box(0, 0, 226, 150, "#dfe7ec", "0") +
  box(20, 14, 80, 70, "#bfd6e4", "4px") +
  box(0, 110, 226, 40, "#a1887f", "0") +
  box(86, 36, 54, 46, "#f4c542", "6px 6px 26px 26px") +
  box(74, 42, 14, 22, "transparent", "8px", "border:4px solid #f4c542") +
  box(138, 42, 14, 22, "transparent", "8px", "border:4px solid #f4c542") +
  box(106, 82, 14, 16, "#e0ad2e", "2px") +
  box(92, 96, 42, 14, "#5d4037", "3px");

export const blink: ScreenSpec = {
  id: "blink-she-wrote-the-quiz-book",
  app: "Blink",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Purnima", handle: null },
  time: "16:48",
  battery: 52,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1d1b2e", sub: "#8a879c", left: "#f1f0f7", leftFg: "#1d1b2e", right: "#5b3fd9", rightFg: "#ffffff", radius: 18, size: 15.5, max: 300, quote: "rgba(0,0,0,.06)", react: "#f1f0f7" })}
.rx{border-color:#fff}.bb.r .qt{background:rgba(255,255,255,.18)}
${headCss("#ffffff", "#1d1b2e", "#8a879c", "#ebe9f3", 62)}.hd{color:#5b3fd9}.hd b{font-size:17px;color:#1d1b2e}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#5b3fd9;border-top:1px solid #ebe9f3}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f5f4fa;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9c99ad}`,
  html: `${groupHead("Rowan House · Day team", "Morgana, Reinhard, Maelis, you", "#5b3fd9", `${icon.bell(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Morgana",
  [
    { t: "Today" },
    { them: "who ran the afternoon quiz? the lounge is buzzing", who: "Morgana", time: "15:52" },
    { me: "Me! It went really well.", time: "16:01" },
    { me: "Myrtle won all six rounds, then told me she wrote the quiz book in 1983.", time: "16:02" },
    {
      them: "she’s asking about royalties at teatime",
      who: "Reinhard",
      quote: ["me", "Myrtle won all six rounds, then told me she wrote the quiz book in 1983."],
      time: "16:10",
      react: "😂",
    },
    { photo: ["#dfe7ec", "#dfe7ec"], who: "me", caption: "Her trophy. She’s asked for it to be engraved.", time: "16:14", h: 162, shapes: trophy },
    { them: "next week use a book from this century", who: "Maelis", time: "16:30" },
    { me: "I’ve ordered one. She’s checking whether she wrote that too.", time: "16:44" },
    { typing: "Maelis is typing…" },
  ],
  true,
  { Morgana: "#ef5350", Reinhard: "#29b6f6", Maelis: "#66bb6a" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message</span>${icon.send(22)}</div>`,
};

export const paltalk: ScreenSpec = {
  id: "paltalk-last-weeks-crossword-again",
  app: "Paltalk",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  downscaleTo: 900,
  owner: { name: "Ryszard", handle: null },
  time: "11:14",
  battery: 29,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#16181d", fg: "#e9eaee", sub: "#858a96", left: "#262a32", leftFg: "#e9eaee", right: "#f5b800", rightFg: "#1a1a1a", radius: 14, size: 14.5, max: 262, quote: "rgba(255,255,255,.1)", react: "#262a32" })}
${headCss("#1d2026", "#ffffff", "#858a96", "#2a2e36", 58)}.hd{color:#f5b800}.hd b{font-size:16.5px;color:#fff}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#1d2026;color:#f5b800;border-top:1px solid #2a2e36}.in .box{flex:1;min-height:40px;border-radius:20px;background:#262a32;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#858a96}`,
  html: `${groupHead("Crossword Corner", "23 in room · Public group", "#f5b800", `${icon.mic(20)}${icon.moreV(20)}`, false)}
<div class="fill">
${bubbles(
  "Paquita",
  [
    { them: "morning all. grey and wet here, perfect puzzle weather", who: "Raoul", time: "10:36" },
    { them: "anyone done the Saturday prize puzzle yet?", who: "Paquita", time: "10:41" },
    { me: "Done in nineteen minutes. A personal best.", time: "10:48" },
    { me: "Then I looked at the date. It was last week’s puzzle. I’d already done it, and I still needed a hint.", time: "10:50" },
    { them: "the hint was 14 across wasn’t it", who: "Raoul", time: "10:52", react: "😂" },
    { voice: "0:34", who: "Priit", time: "10:55" },
    { them: "to be fair 14 across was nasty both weeks", who: "Paquita", time: "11:01" },
    { me: "I got it wrong both weeks as well.", time: "11:09" },
  ],
  true,
  { Paquita: "#ab47bc", Raoul: "#26a69a", Priit: "#ef6c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Type a message</span>${icon.send(22)}</div>`,
};

/** A round hot tub wrapped in a big red bow, in a school hall with a wooden floor. */
const hotTub =
  box(0, 0, 226, 150, "#e3dccf", "0") +
  box(0, 104, 226, 46, "#c49a6c", "0") +
  box(36, 56, 150, 64, "#78909c", "50% / 40%") +
  box(50, 62, 122, 26, "#4fc3f7", "50%") +
  box(104, 40, 14, 84, "#d32f2f", "2px") +
  box(88, 30, 22, 16, "#d32f2f", "10px") +
  box(114, 30, 22, 16, "#d32f2f", "10px");

export const wimi: ScreenSpec = {
  id: "wimi-the-raffle-organiser-won-the-hot-tub",
  app: "Wimi",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  crop: { bottom: 70 },
  owner: { name: "Maxence", handle: null },
  time: "19:33",
  battery: 35,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f7f6f2", fg: "#24221c", sub: "#8c887d", left: "#ffffff", leftFg: "#24221c", right: "#e8643c", rightFg: "#ffffff", radius: 16, size: 15, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(40,30,10,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#24221c", "#8c887d", "#e9e6de", 60)}.hd{color:#e8643c}.hd b{font-size:17px;color:#24221c}
.tabs2{flex:none;gap:20px;padding:0 16px;background:#fff;border-bottom:1px solid #e9e6de;font-size:14px;color:#8c887d}.tabs2 div{padding:8px 0}.tabs2 .on{color:#e8643c;border-bottom:2px solid #e8643c;font-weight:600}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#e8643c;border-top:1px solid #e9e6de}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f4f2ec;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a29e92}`,
  html: `${groupHead("PTA · Summer Fair", "Norah, Nedim, Mareike, you", "#e8643c", `${icon.video(21)}${icon.moreV(20)}`, false)}
<div class="row tabs2" data-role="ui"><div class="on">Discussion</div><div>Tasks</div><div>Files</div><div>Calendar</div></div>
<div class="fill">
${bubbles(
  "Norah",
  [
    { them: "raffle total is in! £1,140 including your tickets", who: "Norah", time: "18:52" },
    { me: "Great news. About my tickets.", time: "19:01" },
    { me: "I bought forty myself so the sales looked healthy. My ticket has just won the hot tub.", time: "19:02" },
    {
      them: "the head wonders if we can redraw it quietly",
      who: "Nedim",
      quote: ["me", "I bought forty myself so the sales looked healthy."],
      time: "19:10",
      react: "😂",
    },
    { photo: ["#e3dccf", "#e3dccf"], who: "Mareike", caption: "it’s in the hall with a bow on", time: "19:14", h: 152, shapes: hotTub },
    { me: "My flat’s two floors up. No lift.", time: "19:29" },
    { typing: "Norah is typing…" },
  ],
  true,
  { Norah: "#8e24aa", Nedim: "#00897b", Mareike: "#3949ab" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Reply to PTA · Summer Fair</span>${icon.send(22)}</div>`,
};
