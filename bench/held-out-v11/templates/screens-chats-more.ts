// More chats: Wyzant (a chemistry tutor who allows a small animal beside every mole, downscaled),
// Sittercity (a babysitter offered crisps or a complaint form at Mabel's restaurant, JPEG), Jiji (a
// generator that never missed an event, unlike the seller's brother, keyboard open with a message typed,
// the first message cut under the ad bar, JPEG), Preloved (a free piano that came in through the window
// in 1991).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

const adBar = (css: string) =>
  `.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;border-bottom:1px solid;position:relative;z-index:3;${css}}.ad span.p{flex:none;width:44px;height:44px;border-radius:6px}.ad b{font-size:14px;display:block}`;

export const wyzant: ScreenSpec = {
  id: "wyzant-small-animal",
  app: "Wyzant",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Bartholomew Q.", handle: null },
  time: "18:22",
  battery: 64,
  replies: true,
  css: `${chatCss({ bg: "#f6f8f8", hd: "#fff", fg: "#1b2b2d", sub: "#667a7d", line: "#e0e8e9", left: "#fff", leftFg: "#1b2b2d", right: "#0f7c8c", rightFg: "#fff", accent: "#0f7c8c", box: "#edf2f3", radius: 18 })}
.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Bartholomew Q.", "Chemistry tutor · Online", "#5f7f6a", icon.video(20))}
<div class="fill">
${timeline([
  ["t", "Tue 6:05 PM"],
  ["r", "You", "Hi! How did Theo get on today?"],
  ["l", "owner", "Good session! We covered moles and balancing equations."],
  ["l", "owner", "He now accepts that a mole is a number. He still draws a small animal next to it in the margin, which I’ve decided to allow."],
  ["r", "You", "haha that sounds like him"],
  ["r", "You", "is he ready for friday’s test?"],
  ["l", "owner", "If the test is mostly moles, yes. If it’s mostly anything else, I’d like one more hour."],
  ["r", "You", "booking thursday then!"],
  ["l", "owner", "Great. Please remind him to bring a calculator."],
])}
</div>
${inputBar("Message Bartholomew")}`,
};

export const sittercity: ScreenSpec = {
  id: "sittercity-complaint-form",
  app: "Sittercity",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Imani O.", handle: null },
  time: "20:31",
  battery: 46,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#262338", sub: "#716d86", line: "#ecebf1", left: "#f1f0f6", leftFg: "#262338", right: "#f05a28", rightFg: "#fff", accent: "#f05a28", box: "#f1f0f6", radius: 18 })}
.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Imani O.", "Babysitter · Responds within an hour", "#8a5a7a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Sat 7:41 PM"],
  ["r", "You", "how’s it going? 😊"],
  ["l", "owner", "All good! Dinner eaten, teeth brushed, pyjamas on."],
  ["l", "owner", "Before dinner they opened a restaurant in the lounge and made me a menu. I ordered fish fingers and was told the kitchen was closed."],
  ["r", "You", "omg that’s Mabel"],
  ["l", "owner", "Mabel was the manager. She said I could have crisps or a complaint form."],
  ["r", "You", "which did you pick"],
  ["l", "owner", "The complaint form. It’s on the fridge, there’s a drawing of me on it."],
  ["l", "owner", "Both asleep by 8:15. See you at 11!"],
])}
</div>
${inputBar("Message Imani")}`,
};

export const jiji: ScreenSpec = {
  id: "jiji-never-missed-an-event",
  app: "Jiji",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Tochukwu", handle: null },
  time: "19:03",
  battery: 81,
  keyboard: true,
  suggestions: ["Saturday", "morning", "it"],
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#f3f7f3", hd: "#fff", fg: "#1e2a22", sub: "#67766b", line: "#e1e9e3", left: "#fff", leftFg: "#1e2a22", right: "#3db83a", rightFg: "#fff", accent: "#3db83a", box: "#edf2ee", radius: 16 })}
${adBar("color:#67766b;border-color:#e1e9e3;background:#fff")}.ad span.p{background:linear-gradient(150deg,#e0b33a,#7a5a1a)}.ad b{color:#1e2a22}.fill{padding-bottom:8px}`,
  html: `${chatHead("Tochukwu", "Last seen 5 min ago", "#5a7a9a", icon.phone(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Firman 3.5kVA Generator</b>₦280,000 · Ikeja, Lagos</div></div>
<div class="fill">
${timeline([
  ["r", "You", "Good evening, is the generator still available?"],
  ["l", "owner", "Good evening. Yes, it is available. Working perfectly, we are selling because we have solar now."],
  ["r", "You", "is it very loud"],
  ["l", "owner", "A little. When I start it, the whole street comes out to check if NEPA has brought light."],
  ["r", "You", "lol ok"],
  ["l", "owner", "It has carried two weddings and one naming ceremony. It has never missed an event, unlike my brother."],
  ["r", "You", "last price?"],
  ["l", "owner", "₦260,000, because you laughed."],
])}
</div>
${inputBar("can I come and check it", true)}`,
};

export const preloved: ScreenSpec = {
  id: "preloved-through-the-window",
  app: "Preloved",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Hester", handle: null },
  time: "10:58",
  battery: 88,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#202a36", sub: "#6b7684", line: "#e6e9ee", left: "#eff2f6", leftFg: "#202a36", right: "#e8336d", rightFg: "#fff", accent: "#e8336d", box: "#eff2f6", radius: 16 }, 14)}
${adBar("color:#6b7684;border-color:#e6e9ee;background:#fff")}.ad span.p{background:linear-gradient(150deg,#6a4a32,#2a1a10)}.ad b{color:#202a36}.fill{padding-bottom:8px}`,
  html: `${chatHead("Hester", "Usually replies within a day", "#9a7a8a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Upright piano, free to a good home</b>Free · Kendal, Cumbria</div></div>
<div class="fill">
${timeline([
  ["t", "Yesterday 16:20"],
  ["r", "You", "Hi, is the piano still available? We have a van"],
  ["l", "owner", "Hello! Yes, still available. Collection only I’m afraid."],
  ["r", "You", "what floor is it on"],
  ["l", "owner", "Second floor, and the stairs turn twice. It came in through the window in 1991 and nobody who was there remembers how."],
  ["r", "You", "ah. how heavy is it"],
  ["l", "owner", "My husband says 200 kg. My husband also said it would fit through the window."],
  ["r", "You", "I’ll bring my brothers"],
  ["l", "owner", "Bring all of them, and something to listen to on the stairs."],
])}
</div>
${inputBar("Write a message")}`,
};
