// Part C of the held-out set v39: group chats (screens-c.ts lists the part in screens.json order).
import { icon } from "./icons";
import { own } from "./shell";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, box, headCss } from "./screens-c-kit";

/** A group header: back, a plain colour tile, the group's title and its member line, two icons. */
const groupHead = (title: string, sub: string, tile: string, round = false, right = `${icon.phone(20)}${icon.moreV(20)}`) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}<span style="flex:none;width:38px;height:38px;border-radius:${round ? "50%" : "10px"};background:${tile}"></span><div style="flex:1;min-width:0"><b>${title}</b><small>${sub}</small></div>${right}</div>`;

export const teamreach: ScreenSpec = {
  id: "teamreach-keeper-gloves-thumbs-on-the-outside",
  app: "TeamReach",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Raheem", handle: null },
  time: "19:05",
  battery: 46,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#111417", fg: "#e7eaee", sub: "#838b95", left: "#232930", leftFg: "#e7eaee", right: "#2e7d32", rightFg: "#ffffff", radius: 16, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#232930" })}
${headCss("#171b20", "#eef1f4", "#838b95", "#232930", 58)}.hd{color:#66bb6a}.hd b{color:#eef1f4}
.gn{color:#9ccc65}
.in{flex:none;gap:8px;padding:6px 8px 10px;background:#111417;color:#66bb6a}.in .box{flex:1;min-height:40px;border-radius:20px;background:#232930;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#7a828c}`,
  html: `${groupHead("Millbeck Athletic", "Pedrinho, Olusegun, Qamar, you +11", "#2e7d32", true)}
<div class="fill">
${bubbles(
  "Pedrinho",
  [
    { them: "season stats are up. we’ve conceded 61 in 14 games", time: "18:31", who: "Pedrinho" },
    { them: "keeper, any thoughts?", time: "18:33", who: "Olusegun" },
    { me: "A few, yes.", time: "18:40" },
    {
      me: "I was putting my gloves on for training and noticed I’ve had them on the wrong hands all season. The thumbs were on the outside.",
      time: "18:41",
    },
    { them: "that explains the clapping at every cross", time: "18:44", who: "Qamar", quote: ["me", "The thumbs were on the outside."], react: "😂" },
    { them: "the ref asked me in week 3 if you were ok", time: "18:45", who: "Pedrinho" },
    { voice: "0:23", who: "Olusegun", time: "18:49" },
    { me: "Swapped them round tonight. Caught a ball. It hurt.", time: "18:56", react: "👏" },
    { typing: "Qamar is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message the team</span>${icon.send(22)}</div>`,
};

/** A flapjack square on a paper napkin in a car's cup holder, a five-pound note folded under it. */
const flapjack =
  box(0, 0, 214, 120, "#2d3136", "0") +
  box(40, 18, 134, 90, "#1c1f23", "45px") +
  box(52, 28, 110, 70, "#f3efe6", "12px") +
  box(66, 40, 82, 46, "#c99a50", "6px") +
  box(72, 46, 22, 10, "#b5843e", "3px") +
  box(104, 60, 30, 12, "#b5843e", "3px") +
  box(56, 82, 84, 18, "#8fb48a", "3px");

export const gokid: ScreenSpec = {
  id: "gokid-a-carpool-passenger-nobody-signed-up",
  app: "GoKid",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 66 }],
  owner: { name: "Ozlem", handle: null },
  time: "15:41",
  battery: 71,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f4f7fb", fg: "#1f2a37", sub: "#8793a3", left: "#ffffff", leftFg: "#1f2a37", right: "#f57c20", rightFg: "#ffffff", radius: 18, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{border-color:#f4f7fb;box-shadow:0 1px 2px rgba(0,0,0,.12)}
${headCss("#ffffff", "#1f2a37", "#8793a3", "#e4e9f0", 60)}.hd{color:#f57c20}.hd b{font-size:17px;color:#1f2a37}
.gn{color:#2f7fd1}
.rt{flex:none;gap:8px;padding:6px 14px;background:#fff5ec;color:#b45a12;font-size:12.5px;border-bottom:1px solid #f6e0cc}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#f57c20;border-top:1px solid #e4e9f0}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f1f4f8;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#97a2b2}`,
  html: `${groupHead("Thursday pick-up", "Meret, Nechama, Mandisa, you", "#f57c20", false, `${icon.pin(20)}${icon.moreV(20)}`)}
<div class="row rt" data-role="ui"><span>Calder Vale Primary → home · 3:20pm · Driver this week: you</span></div>
<div class="fill">
${bubbles(
  "Meret",
  [
    { them: "quick one. who is Rudra? the school says he’s on our Thursday list", time: "15:02", who: "Meret" },
    { me: "That’s my fault. Long story.", time: "15:10" },
    {
      me: "Rudra climbed into my car the first Thursday of term. He isn’t one of ours. His mum thinks I’m a local service and has been tipping me.",
      time: "15:11",
    },
    {
      them: "how much is she tipping",
      time: "15:14",
      who: "Nechama",
      quote: ["me", "His mum thinks I’m a local service and has been tipping me."],
      react: "😂",
    },
    { them: "in fairness he’s the one child who says thank you", time: "15:16", who: "Mandisa" },
    { photo: ["#2d3136", "#2d3136"], who: "me", caption: "Today’s. Five pounds and a flapjack.", time: "15:22", h: 86, shapes: flapjack },
    { them: "can he join permanently? he can have my seat", time: "15:30", who: "Meret", react: "🙋" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message carpool</span>${icon.send(22)}</div>`,
};

/** An empty office desk: a monitor, a small potted plant and a folded card propped against the keyboard. */
const desk =
  box(0, 0, 214, 130, "#e9e4dc", "0") +
  box(0, 84, 214, 46, "#c9b79c", "0") +
  box(60, 20, 96, 58, "#2b2f36", "4px") +
  box(100, 78, 16, 10, "#41464e", "0") +
  box(66, 92, 84, 10, "#d9dce1", "3px") +
  box(160, 62, 26, 26, "#b86a3e", "3px 3px 8px 8px") +
  box(156, 40, 34, 28, "#5b9e48", "50%") +
  box(24, 66, 30, 26, "#ffffff", "2px", "transform:skewY(-8deg);box-shadow:1px 1px 2px rgba(0,0,0,.2)");

export const eightbyeight: ScreenSpec = {
  id: "8x8-work-booked-a-desk-in-leeds-for-nine-months",
  app: "8x8 Work",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Naftali", handle: null },
  time: "10:18",
  battery: 92,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1c1f2b", sub: "#888ea0", left: "#f0f1f5", leftFg: "#1c1f2b", right: "#d4145a", rightFg: "#ffffff", radius: 16, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#f0f1f5" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#1c1f2b", "#888ea0", "#e7e8ee", 58)}.hd{color:#d4145a}.hd b{color:#1c1f2b}
.gn{color:#5a4fcf}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#d4145a;border-top:1px solid #e7e8ee}.in .box{flex:1;min-height:38px;border-radius:8px;border:1px solid #dcdfe6;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#9ba1b0}`,
  html: `${groupHead("Brand team", "Myfanwy, Rowenna, Ovadia, you", "#5a4fcf", false, `${icon.video(22)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Myfanwy",
  [
    { them: "the desk booking report is out. someone has booked desk 4B every single day since March", time: "09:46", who: "Myfanwy" },
    { them: "there is no desk 4B. I’ve walked the whole floor", time: "09:49", who: "Ovadia" },
    { me: "That one’s me.", time: "09:55" },
    {
      me: "It turns out desk 4B is in the Leeds office. I’ve booked it daily for nine months. Leeds have held it empty for me ever since, and they’ve put a plant on it.",
      time: "09:56",
    },
    {
      photo: ["#e9e4dc", "#e9e4dc"],
      who: "Rowenna",
      caption: "Leeds just sent this. there’s a welcome card",
      time: "10:04",
      h: 110,
      shapes: desk,
      react: "🥹",
    },
    { them: "they’ve been saving you a mince pie since Monday", time: "10:06", who: "Rowenna" },
    { me: "I’m going up on Friday to sit at it once.", time: "10:11", react: "😂" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Brand team</span>${icon.send(22)}</div>`,
};

export const stack: ScreenSpec = {
  id: "stack-team-app-a-year-of-unscanned-parkruns",
  app: "Stack Team App",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  keyboard: true,
  owner: { name: "Orlagh", handle: null },
  time: "20:12",
  battery: 38,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#283593",
  css: `${bubbleCss({ bg: "#eef0f6", fg: "#1b1f2e", sub: "#808698", left: "#ffffff", leftFg: "#1b1f2e", right: "#3949ab", rightFg: "#ffffff", radius: 14, size: 15, max: 258, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14);border-color:#eef0f6}
${headCss("#283593", "#ffffff", "#c5cae9", "#283593", 56)}.hd b{font-size:16.5px;font-weight:500}
.gn{color:#c2185b}
.in{flex:none;gap:8px;padding:6px 8px 8px;background:#eef0f6;color:#3949ab}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;border:1px solid #d6d9e4;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1b1f2e}`,
  html: `${groupHead("Riverside Harriers · Chat", "Palesa, Nsovo, Mirta, you +38", "#c2185b", true, icon.moreV(20))}
<div class="fill">
${bubbles(
  "Palesa",
  [
    { them: "awards night is next Friday! most parkruns of the year goes to… nobody’s over 40?", time: "19:40", who: "Palesa" },
    { me: "I should have 52.", time: "19:51" },
    {
      me: "I’ve run every Saturday this year. I’ve never once scanned my barcode at the finish. Officially, I’ve done no runs at all.",
      time: "19:52",
    },
    { them: "so for a year you’ve been a very fit spectator", time: "19:55", who: "Nsovo", react: "😂" },
    { them: "the volunteers think you just enjoy the funnel", time: "19:57", who: "Mirta" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">${own("Can the cake at the end count as volunteering")}</span>${icon.send(22)}</div>`,
};
