// Chats: Rocket.Chat (dark, an office printer named by vote, the first line cut under the header),
// TeamSnap (an under-9s coach who won the second half, under a banner from Mum that cuts the team's
// name, JPEG), PlayStation App (dark, a squad leader's three-point plan),
// FamilyWall (a dad's chore points, keyboard open with a message typed, saved twice), Lyft (a driver's
// cousin who is a late pilot, keyboard open with a message typed); BlaBlaCar, Tandem, Care.com and
// Grailed are in screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { blablacar, careCom, grailed, tandem } from "./screens-chats-more";

const rocketCss = (bg: string, fg: string, sub: string, line: string) =>
  `body{background:${bg};color:${fg}}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid ${line};position:relative;z-index:3;background:${bg}}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:${sub};display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.ev .avatar{border-radius:6px!important}.en{font-size:14px;font-weight:700}.et{font-size:11px;color:${sub}}.ex{font-size:15px;line-height:21px}
.rx{gap:6px;padding:0 14px 4px 56px}.rx span{font-size:12px;background:#2a2f37;border-radius:10px;padding:1px 7px}.day{align-self:center;font-size:12px;color:${sub};margin:6px 0}
.in{flex:none;gap:10px;padding:8px 12px 28px;border-top:1px solid ${line};color:${sub};position:relative;z-index:2;background:${bg}}.in .box{flex:1;min-height:38px;border-radius:6px;border:1px solid ${line};display:flex;align-items:center;padding:6px 12px;font-size:15px}`;

export const rocketChat: ScreenSpec = {
  id: "rocketchat-printer",
  app: "Rocket.Chat",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Aurelio Bianchi", handle: null },
  time: "10:31",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `${rocketCss("#1f2329", "#e4e7ea", "#9ea2a8", "#2f343d")}.fill{padding-bottom:19px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${icon.hash(20)}<div style="flex:1"><b>3rd-floor</b><small>64 members</small></div>${icon.search(20)}${icon.more(22)}</div>
<div class="fill">
<div class="day">Yesterday</div>
${msgRow("Aurelio Bianchi", "#b5652b", ["The 3rd floor printer is out of order.", "Please use the one on the 2nd floor for now,", "and please be patient with the 2nd floor."], "owner", "16:40")}
${msgRow("Kasia Wróbel", "#c0392b", ["is the printer fixed yet? I have a contract to print"], "Kasia Wróbel", "09:12")}
${msgRow("Aurelio Bianchi", "#b5652b", ["Engineer is on his way. Please stop hitting the side of it."], "owner", "09:14")}
<div class="day">Today</div>
${msgRow("Aurelio Bianchi", "#b5652b", ["Good news: the 3rd floor printer is back.", "It has been named Gerald by popular vote.", "Please don’t print anything over 40 pages on Gerald."], "owner", "10:02")}
${msgRow("Siobhán Keane", "#3f7fbf", ["why 40"], "Siobhán Keane", "10:04")}
${msgRow("Aurelio Bianchi", "#b5652b", ["Gerald gets tired."], "owner", "10:05")}
<div class="row rx"><span>😂 9</span><span>🖨️ 4</span></div>
${msgRow("Tunde Bakare", "#5a9e4b", ["it’s a printer"], "Tunde Bakare", "10:09")}
${msgRow("Aurelio Bianchi", "#b5652b", ["He can hear you, Tunde."], "owner", "10:10")}
${msgRow("Mirela Popescu", "#9b59b6", ["can I print 60 pages in two batches"], "Mirela Popescu", "10:21")}
${msgRow("Aurelio Bianchi", "#b5652b", ["With a break in between, yes."], "owner", "10:22")}
</div>
<div class="row in">${icon.plus(22)}<span class="box">Message #3rd-floor</span>${icon.send(22)}</div>`,
};

export const teamSnap: ScreenSpec = {
  id: "teamsnap-second-half",
  app: "TeamSnap",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Declan Moriarty", handle: null },
  time: "13:05",
  battery: 58,
  statusBarDark: true,
  statusBarBackground: "#0f4c81",
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Mum", body: "can you bring the big tupperware back on sunday", author: "Mum", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#eef2f6", hd: "#0f4c81", fg: "#1b2530", sub: "#5d6b7a", line: "#d9e0e7", left: "#fff", leftFg: "#1b2530", right: "#f5a623", rightFg: "#1b2530", accent: "#0f4c81", box: "#fff" })}
.hd{height:104px;color:#fff;align-items:flex-end;padding-bottom:9px}.hd small{color:#cfe0f1}.nx{flex:none;gap:10px;margin:8px 10px 2px;padding:9px 12px;background:#fff;border-radius:10px;font-size:13px;color:#5d6b7a}.nx b{color:#1b2530;font-size:14px;display:block}`,
  html: `${chatHead("Hollybrook U9 Falcons", "Team chat · 19 members", "#f5a623", icon.moreV(20))}
<div class="row nx" data-role="ui">${icon.pin(18)}<div><b>Sat 9:30 vs Oakfield Rovers</b>Away · Kit: blue</div></div>
<div class="fill">
${timeline([
  ["t", "Today 12:40"],
  ["l", "owner", "Great effort today Falcons! Lost 14–0 but we won the second half.", "Declan Moriarty"],
  ["l", "Ishani Raman", "the second half was 0–0?", "Ishani Raman"],
  ["l", "owner", "Exactly. Building blocks.", "Declan Moriarty"],
  ["l", "owner", "Orange slices rota for Saturday is up. Gareth you’re on oranges.", "Declan Moriarty"],
  ["l", "Gareth Whitlock", "I did oranges last week", "Gareth Whitlock"],
  ["l", "owner", "And they were excellent, Gareth.", "Declan Moriarty"],
  ["l", "Yusuf Demir", "what time is kick off", "Yusuf Demir"],
  ["l", "owner", "9:30. Please arrive for 9.", "Declan Moriarty"],
])}
</div>
${inputBar("Message the team")}`,
};

export const psApp: ScreenSpec = {
  id: "psapp-squad-plan",
  app: "PlayStation App",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "kostas_tactics", handle: null },
  time: "20:47",
  battery: 34,
  replies: true,
  css: `${chatCss({ bg: "#0b0d17", hd: "#141827", fg: "#eef0f7", sub: "#8d93a8", line: "#22273a", left: "#1d2235", leftFg: "#eef0f7", right: "#0070d1", rightFg: "#fff", accent: "#4c9bff", box: "#1d2235", radius: 12 }, 14)}.fill{padding-bottom:2px}`,
  html: `${chatHead("Thursday Squad", "4 members · 2 online", "#0070d1", `${icon.video(20)}${icon.moreV(20)}`)}
<div class="fill">
${timeline([
  ["l", "owner", "Tonight 9pm. I’ve made a plan.", "kostas_tactics"],
  ["l", "owner", "1. We land together. 2. Nobody loots until the circle closes. 3. Nobody says “trust me”.", "kostas_tactics"],
  ["l", "lil_pav", "who says trust me", "lil_pav"],
  ["l", "owner", "You, Pavel. Every time. Right before you jump off something.", "kostas_tactics"],
  ["l", "lil_pav", "it worked once", "lil_pav"],
  ["l", "mags_on_mic", "can we play something else for once", "mags_on_mic"],
  ["l", "owner", "We’ve played this every Thursday since 2019, Maggie.", "kostas_tactics"],
  ["l", "mags_on_mic", "that’s my point", "mags_on_mic"],
  ["l", "T0bi_", "on at 9:15, dinner", "T0bi_"],
])}
</div>
${inputBar("Message")}`,
};

export const familyWall: ScreenSpec = {
  id: "familywall-chore-points",
  app: "FamilyWall",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Dad", handle: null },
  time: "19:18",
  battery: 46,
  keyboard: true,
  suggestions: ["lift", "the", "a"],
  generations: [{ quality: 91 }, { width: 828, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#f7f4fb", hd: "#fff", fg: "#2a2338", sub: "#776e88", line: "#e8e2f0", left: "#fff", leftFg: "#2a2338", right: "#7b4fd6", rightFg: "#fff", accent: "#7b4fd6", box: "#f1edf7", radius: 18 })}`,
  html: `${chatHead("Adebayo Family", "Dad, Mum, Tolu, Kemi, You", "#7b4fd6", icon.more(22))}
<div class="fill">
${timeline([
  ["l", "owner", "New system from Monday. Every chore earns points. Points can be swapped for privileges.", "Dad"],
  ["l", "Tolu", "what privileges", "Tolu"],
  ["l", "owner", "Choosing the radio station in the car.", "Dad"],
  ["l", "Kemi", "that’s it??", "Kemi"],
  ["l", "owner", "It’s a big privilege, Kemi.", "Dad"],
  ["l", "Mum", "How many points for putting the bins out?", "Mum"],
  ["l", "owner", "For you, 1. For me, 6.", "Dad"],
  ["l", "Tolu", "why 6", "Tolu"],
  ["l", "owner", "Difficulty.", "Dad"],
])}
</div>
${inputBar("how many points is a lift to the", true)}`,
};

export const lyft: ScreenSpec = {
  id: "lyft-cousin-pilot",
  app: "Lyft",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Rustam", handle: null },
  time: "08:57",
  battery: 81,
  keyboard: true,
  suggestions: ["plane", "the", "flight"],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#0c0b31", sub: "#6b6a83", line: "#ececf2", left: "#f1f1f6", leftFg: "#0c0b31", right: "#ff00bf", rightFg: "#fff", accent: "#ff00bf", box: "#f1f1f6", radius: 20 })}
.car{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#6b6a83;border-bottom:1px solid #ececf2}.car b{color:#0c0b31;font-size:14px}`,
  html: `${chatHead("Rustam", "Arriving in 3 min", "#4a3f8c", icon.phone(20))}
<div class="row car" data-role="ui"><span><b>Silver Toyota Camry</b> · 8KTR412</span></div>
<div class="fill">
${timeline([
  ["l", "owner", "Hello I am 3 min away"],
  ["l", "owner", "Question. Do you have a lot of luggage?"],
  ["r", "You", "2 suitcases"],
  ["l", "owner", "Ok. Is it ok if my cousin comes? He is also going to the airport."],
  ["r", "You", "is he a passenger??"],
  ["l", "owner", "He is a pilot. He is late."],
  ["r", "You", "sure lol"],
  ["l", "owner", "He says thank you. He sits in front, he gets carsick."],
])}
</div>
${inputBar("wait is he flying my plane", true)}`,
};

export const CHATS: ScreenSpec[] = [rocketChat, teamSnap, psApp, familyWall, lyft, blablacar, tandem, careCom, grailed];
