// More chats: Kijiji (a snowblower that starts on the third pull "if it knows I’m selling it", JPEG),
// Carousell (a karaoke machine and seven songs its owner may no longer sing, keyboard open with a
// message typed, saved twice), BorrowMyDoggy (a cockapoo who only comes back for "cheese" and has eaten
// six tea towels), Preply (a Spanish tutor in whose 2,317 lessons one student cried, under a banner from
// Nessa that cuts the header, JPEG).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

const adBar = (css: string) =>
  `.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;border-bottom:1px solid;${css}}.ad span.p{flex:none;width:44px;height:44px;border-radius:6px}.ad b{font-size:14px;display:block}`;

export const kijiji: ScreenSpec = {
  id: "kijiji-snowblower",
  app: "Kijiji",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Gord", handle: null },
  time: "14:52",
  battery: 58,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#2a2a3d", sub: "#72728a", line: "#e7e7ef", left: "#f0f0f6", leftFg: "#2a2a3d", right: "#373373", rightFg: "#fff", accent: "#373373", box: "#f0f0f6", radius: 14 })}
${adBar("color:#72728a;border-color:#e7e7ef")}.ad span.p{background:linear-gradient(150deg,#e04b3a,#7a1d14)}.ad b{color:#2a2a3d}`,
  html: `${chatHead("Gord", "Usually replies within an hour", "#7a6a4a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Snowblower, 2-stage, 24 in</b>$450 · Greater Sudbury</div></div>
<div class="fill">
${timeline([
  ["t", "Today 2:14 PM"],
  ["r", "You", "Hi, is the snowblower still available?"],
  ["l", "owner", "Yes. Runs great. Starts on the first pull."],
  ["l", "owner", "Second pull if it’s cold. Third pull if it knows I’m selling it."],
  ["r", "You", "lol why are you selling"],
  ["l", "owner", "Moving to a condo. Also it threw a chunk of ice through my neighbour’s garage window and we’re not speaking."],
  ["r", "You", "would you take $350"],
  ["l", "owner", "I paid $1,200 for it in 2011, so no."],
  ["r", "You", "ok 450, saturday morning?"],
  ["l", "owner", "Saturday works. 41 Birch Cres. Bring a friend to lift it, I have a back."],
])}
</div>
${inputBar("Write a message")}`,
};

export const carousell: ScreenSpec = {
  id: "carousell-karaoke",
  app: "Carousell",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Shaun Koh", handle: null },
  time: "22:04",
  battery: 41,
  keyboard: true,
  suggestions: ["ok", "tomorrow", "MRT"],
  cutLines: 1,
  generations: [{ quality: 88 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#f5f5f5", hd: "#fff", fg: "#2c2c2c", sub: "#767676", line: "#e6e6e6", left: "#fff", leftFg: "#2c2c2c", right: "#ffe3e3", rightFg: "#2c2c2c", accent: "#e8382f", box: "#f0f0f0", radius: 12 })}
${adBar("color:#767676;border-color:#e6e6e6;background:#fff")}.ad span.p{background:linear-gradient(150deg,#444,#b83b5e)}.ad b{color:#2c2c2c}.fill{padding-bottom:12px}.ad i{font-style:normal;margin-left:auto;white-space:nowrap;font-size:13px;font-weight:600;color:#e8382f;border:1px solid #e8382f;border-radius:6px;padding:4px 10px}`,
  html: `${chatHead("Shaun Koh", "Active 2 min ago", "#4a6a8a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Karaoke machine, 2 mics</b>S$80 · Tampines</div><i>Make offer</i></div>
<div class="fill">
${timeline([
  ["r", "You", "Hi, is this still available?"],
  ["l", "owner", "Yes! Like new, only used at one party."],
  ["r", "You", "why selling?"],
  ["l", "owner", "Condo management asked me nicely. Then less nicely. Then in writing."],
  ["r", "You", "haha oh no"],
  ["l", "owner", "Machine works perfectly. 2 mics and 9,000 songs. 7 of them I am not allowed to sing anymore."],
  ["r", "You", "can deal S$60?"],
  ["l", "owner", "S$70 and I give you the list of the 7."],
])}
</div>
${inputBar("ok deal! Tampines MRT ok?", true)}`,
};

export const borrowMyDoggy: ScreenSpec = {
  id: "borrowmydoggy-cheese",
  app: "BorrowMyDoggy",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Penelope", handle: null },
  time: "18:52",
  battery: 67,
  replies: true,
  css: `${chatCss({ bg: "#fbf8f3", hd: "#fff", fg: "#263238", sub: "#6f7b80", line: "#ece6dc", left: "#fff", leftFg: "#263238", right: "#1fa89c", rightFg: "#fff", accent: "#1fa89c", box: "#f3efe8", radius: 18 }, 16)}
.dg{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#6f7b80;border-bottom:1px solid #ece6dc;background:#fff}.dg b{color:#263238;font-size:14px;display:block}.fill{padding-bottom:10px}.in{padding-bottom:32px}`,
  html: `${chatHead("Penelope", "Biscuit’s owner · 0.8 miles away", "#c98a4a", icon.more(22))}
<div class="row dg" data-role="ui">${icon.heart(20)}<div><b>Walk with Biscuit · Sat 10:00</b>Cockapoo · 3 years · Loves everyone</div></div>
<div class="fill">
${timeline([
  ["t", "Thu 18:40"],
  ["l", "owner", "Hi! Biscuit is so excited to meet you on Saturday 🐶"],
  ["r", "You", "same!! anything I should know?"],
  ["l", "owner", "She’s brilliant off the lead. She only comes back if you shout “cheese”. Don’t ask how we found that out."],
  ["r", "You", "what if I don’t have cheese"],
  ["l", "owner", "She doesn’t know that. Nobody has ever told her."],
  ["l", "owner", "She’s had breakfast, second breakfast and most of a tea towel."],
  ["r", "You", "a tea towel??"],
  ["l", "owner", "She’s fine, it’s her sixth. We keep count on the fridge."],
  ["r", "You", "ok 😅 see you at 10!"],
  ["l", "owner", "Lead is on the hook by the door. Thank you!!"],
])}
</div>
${inputBar("Message Penelope")}`,
};

export const preply: ScreenSpec = {
  id: "preply-subjunctive",
  app: "Preply",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 73,
  owner: { name: "Eusebio", handle: null },
  time: "18:31",
  battery: 62,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Nessa",
    body: "landlord coming at 3, can you move your bike out of the hall",
    author: "Nessa",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#121117", sub: "#6a697c", line: "#ebeaf0", left: "#f4f4f8", leftFg: "#121117", right: "#ff7aac", rightFg: "#121117", accent: "#ff2d7a", box: "#f4f4f8", radius: 16 })}
.hd{height:88px;align-items:flex-end;padding-bottom:8px}.ls{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#6a697c;border-bottom:1px solid #ebeaf0}.ls b{color:#121117;font-size:14px}.ls i{font-style:normal;margin-left:auto;font-weight:600;color:#121117;border:2px solid #121117;border-radius:8px;padding:3px 10px}`,
  html: `${chatHead("Eusebio", "Spanish tutor · 2,317 lessons", "#b5563a", icon.moreV(20))}
<div class="row ls" data-role="ui"><span><b>Next lesson</b> · not booked</span><i>Book</i></div>
<div class="fill">
${timeline([
  ["t", "Today 18:05"],
  ["l", "owner", "Great lesson today! Homework: 20 minutes of Spanish every day 🇪🇸"],
  ["r", "You", "does watching Money Heist count"],
  ["l", "owner", "Only without subtitles. With subtitles it is just watching Money Heist."],
  ["r", "You", "ok fair"],
  ["l", "owner", "Next week we start the subjunctive."],
  ["r", "You", "is it hard"],
  ["l", "owner", "In 2,317 lessons only one student has cried. It was the subjunctive. I also cried."],
  ["l", "owner", "Please book before Friday. My price goes up in December. Not for you. A little for you."],
  ["r", "You", "haha booking now"],
])}
</div>
${inputBar("Write a message")}`,
};
