// More chats: Varsity Tutors (a geography tutor whose pupil knows every capital in Europe and still
// believes Belgium is made up, downscaled), UrbanSitter (a babysitter who found the sandwich that keeps
// the monsters away, JPEG), OLX (a cricket bat signed by an under-15 team and used twice, both times out
// first ball, keyboard open with a message typed, the owner's first message cut under the ad bar, JPEG),
// Freecycle (fourteen garden gnomes that came back twice).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

const adBar = (css: string) =>
  `.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;border-bottom:1px solid;position:relative;z-index:3;${css}}.ad span.p{flex:none;width:44px;height:44px;border-radius:6px}.ad b{font-size:14px;display:block}`;

export const varsityTutors: ScreenSpec = {
  id: "varsitytutors-belgium",
  app: "Varsity Tutors",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Lucinda F.", handle: null },
  time: "18:05",
  battery: 71,
  replies: true,
  css: `${chatCss({ bg: "#f5f7fa", hd: "#fff", fg: "#1a2433", sub: "#65718a", line: "#dfe4ec", left: "#fff", leftFg: "#1a2433", right: "#1d5fd1", rightFg: "#fff", accent: "#1d5fd1", box: "#edf0f5", radius: 18 })}
.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Lucinda F.", "Geography tutor · Online", "#8a6a9a", icon.video(20))}
<div class="fill">
${timeline([
  ["t", "Wed 5:48 PM"],
  ["r", "You", "Hi! How did Arlo get on today?"],
  ["l", "owner", "Good session! We did European capitals and some map reading."],
  ["l", "owner", "He now knows every capital in Europe. He still believes Belgium is made up, and I’ve stopped arguing because he’s very persuasive."],
  ["r", "You", "lol he told us that at dinner"],
  ["r", "You", "will he be ok for the test on monday?"],
  ["l", "owner", "For the capitals, yes. For Belgium, we’ll see what the test says."],
  ["r", "You", "can we fit in one more before then"],
  ["l", "owner", "Thursday at 5 works. I’ll send the link that morning."],
])}
</div>
${inputBar("Message Lucinda")}`,
};

export const urbanSitter: ScreenSpec = {
  id: "urbansitter-tuesday-sandwich",
  app: "UrbanSitter",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Nkem A.", handle: null },
  time: "20:19",
  battery: 52,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#22303a", sub: "#6c7a84", line: "#e8edf0", left: "#eef3f5", leftFg: "#22303a", right: "#2bb3a8", rightFg: "#fff", accent: "#2bb3a8", box: "#eef3f5", radius: 18 })}
.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Nkem A.", "Sitter · Booked tonight 6–10:30 PM", "#9a6a5a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Fri 7:52 PM"],
  ["r", "You", "how are they doing? 😊"],
  ["l", "owner", "Everything’s fine! They’ve had tea and a bath and they’re both in pyjamas."],
  ["l", "owner", "Otis asked me to check under his bed for monsters. There was a sandwich. He says that’s how he keeps them away."],
  ["r", "You", "oh no. how old is the sandwich"],
  ["l", "owner", "He says it’s from Tuesday and it’s working, so he’d like it to stay."],
  ["r", "You", "please get rid of it 😂"],
  ["l", "owner", "Done. He wants you to know he’s not responsible for what happens now."],
  ["l", "owner", "Lights out at 8:10. See you at 10:30!"],
])}
</div>
${inputBar("Message Nkem")}`,
};

export const olx: ScreenSpec = {
  id: "olx-basically-new",
  app: "OLX",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Faisal", handle: null },
  time: "18:46",
  battery: 77,
  keyboard: true,
  suggestions: ["it", "after", "morning"],
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#f2f4f5", hd: "#fff", fg: "#002f34", sub: "#5d7a7d", line: "#dfe5e6", left: "#fff", leftFg: "#002f34", right: "#23e5db", rightFg: "#002f34", accent: "#002f34", box: "#eaeef0", radius: 16 })}
${adBar("color:#5d7a7d;border-color:#dfe5e6;background:#fff")}.ad span.p{background:linear-gradient(150deg,#e8d6a8,#8a6a3a)}.ad b{color:#002f34}.fill{padding-bottom:8px}`,
  html: `${chatHead("Faisal", "Online", "#4a6a8a", icon.phone(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>English willow cricket bat (signed)</b>Rs 6,500 · DHA Phase 5, Lahore</div></div>
<div class="fill">
${timeline([
  ["r", "You", "Hi, is the bat still available?"],
  ["l", "owner", "Hello, yes it is available. Full size, English willow, signed by my under-15 team from 2006. None of them went professional."],
  ["r", "You", "has it been used much"],
  ["l", "owner", "Twice. I was out first ball both times, so it is basically new."],
  ["r", "You", "haha ok. what’s your best price?"],
  ["l", "owner", "Rs 6,000 final. Grip is new and I will give the cover also."],
])}
</div>
${inputBar("is sunday ok to collect", true)}`,
};

export const freecycle: ScreenSpec = {
  id: "freecycle-fourteen-gnomes",
  app: "Freecycle",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Hilda", handle: null },
  time: "09:12",
  battery: 83,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#1f2d24", sub: "#68766c", line: "#e4ebe6", left: "#eef3ef", leftFg: "#1f2d24", right: "#3d8b3d", rightFg: "#fff", accent: "#3d8b3d", box: "#eef3ef", radius: 16 }, 14)}
${adBar("color:#68766c;border-color:#e4ebe6;background:#fff")}.ad span.p{background:linear-gradient(150deg,#d84a3a,#3a7a3a)}.ad b{color:#1f2d24}.fill{padding-bottom:8px}`,
  html: `${chatHead("Hilda", "Corby Freecycle · Member since 2011", "#9a8a6a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>OFFER: Garden gnomes (14)</b>Corby NN15 · Collection only</div></div>
<div class="fill">
${timeline([
  ["t", "Yesterday 17:05"],
  ["r", "You", "Hi, are the gnomes still available?"],
  ["l", "owner", "Hello! Yes, all fourteen. Please take them as a set, they don’t do well apart."],
  ["r", "You", "why are you giving them away"],
  ["l", "owner", "I gave them away in 2019 and again in 2022. Both times they were back on the lawn within a week."],
  ["r", "You", "…who brought them back"],
  ["l", "owner", "Nobody will say."],
  ["r", "You", "I’ll take them!"],
  ["l", "owner", "Lovely. They’re by the side gate, I’ll leave it open from 9."],
])}
</div>
${inputBar("Write a message")}`,
};
