// Chats: Webex (dark, an office fridge cleared on Friday and a soup from March, the first line cut under
// the header), Battle.net (dark, a raid leader's 31-page strategy doc and a healer who died first),
// Heylo (a running club's "easy pace", under a banner from Grace that cuts the club's name, JPEG),
// Nextcloud Talk (a residents' committee's bike-store code, keyboard open with a message typed, saved
// twice), Shipt (a shopper listing milks the shop has run out of, keyboard open with a message typed);
// Airtasker, Subito, TrustedHousesitters and Getaround are in screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { airtasker, getaround, subito, trustedHousesitters } from "./screens-chats-more";

const webexCss = (bg: string, fg: string, sub: string, line: string) =>
  `body{background:${bg};color:${fg}}.hd{flex:none;height:58px;padding:0 12px;gap:10px;border-bottom:1px solid ${line};position:relative;z-index:3;background:#1c1c1e}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:${sub};display:block}.sq{width:34px;height:34px;border-radius:50%;background:#07a35a;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:600}.et{font-size:11px;color:${sub}}.ex{font-size:15px;line-height:21px}
.rx{gap:6px;padding:0 14px 4px 56px}.rx span{font-size:12px;background:#2b2b2e;border-radius:10px;padding:1px 7px}.day{align-self:center;font-size:12px;color:${sub};margin:6px 0}
.in{flex:none;gap:10px;padding:8px 12px 28px;border-top:1px solid ${line};color:${sub};position:relative;z-index:2;background:#1c1c1e}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2b2b2e;display:flex;align-items:center;padding:6px 14px;font-size:15px}`;

export const webex: ScreenSpec = {
  id: "webex-fridge",
  app: "Webex",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Grzegorz Nowak", handle: null },
  time: "09:24",
  battery: 63,
  cutLines: 1,
  replies: true,
  css: `${webexCss("#121212", "#ececec", "#9b9b9f", "#2c2c2e")}.fill{padding-bottom:16px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sq">${icon.hash(18)}</span><div style="flex:1"><b>4th Floor Kitchen</b><small>38 people</small></div>${icon.video(22)}${icon.more(22)}</div>
<div class="fill">
${msgRow("Grzegorz Nowak", "#07a35a", ["Good morning all. The dishwasher is fixed.", "Please rinse the mugs before they go in."], "owner", "Fri 16:02")}
<div class="day">Monday</div>
${msgRow("Grzegorz Nowak", "#07a35a", ["Reminder: the kitchen fridge will be emptied", "this Friday at 4pm. Anything unlabelled goes."], "owner", "08:55")}
${msgRow("Priya Venkatesan", "#c2416b", ["what counts as labelled"], "Priya Venkatesan", "09:02")}
${msgRow("Grzegorz Nowak", "#07a35a", ["Your name and the date. “Mine” is not a name."], "owner", "09:04")}
${msgRow("Grzegorz Nowak", "#07a35a", ["Whoever wrote “DO NOT TOUCH” on the soup: it is from March."], "owner", "09:05")}
<div class="row rx"><span>😂 14</span><span>🥣 3</span></div>
${msgRow("Owen Castellanos", "#3d7bd9", ["it’s a sourdough starter actually"], "Owen Castellanos", "09:11")}
${msgRow("Grzegorz Nowak", "#07a35a", ["It’s in a soup container, Owen."], "owner", "09:12")}
${msgRow("Owen Castellanos", "#3d7bd9", ["that’s where he lives"], "Owen Castellanos", "09:12")}
${msgRow("Lerato Dlamini", "#b88a1e", ["can the ketchup stay"], "Lerato Dlamini", "09:20")}
${msgRow("Grzegorz Nowak", "#07a35a", ["The ketchup can stay. The fridge reopens", "Monday at 9. Thank you all."], "owner", "09:21")}
<div class="row rx"><span>👍 11</span></div>
</div>
<div class="row in">${icon.plus(22)}<span class="box">Write a message to 4th Floor Kitchen</span>${icon.send(22)}</div>`,
};

export const battleNet: ScreenSpec = {
  id: "battlenet-healer",
  app: "Battle.net",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Thrandor", handle: null },
  time: "19:12",
  battery: 44,
  replies: true,
  css: `${chatCss({ bg: "#0e1117", hd: "#161b24", fg: "#e8ecf3", sub: "#8a93a6", line: "#232a36", left: "#1c2230", leftFg: "#e8ecf3", right: "#148eff", rightFg: "#fff", accent: "#148eff", box: "#1c2230", radius: 8 }, 14)}.fill{padding-bottom:4px}`,
  html: `${chatHead("Tuesday Raid Night", "5 members · 3 online", "#148eff", `${icon.person(20)}${icon.moreV(20)}`)}
<div class="fill">
${timeline([
  ["l", "owner", "Raid tonight 8pm. Please read the strategy doc before we start.", "Thrandor"],
  ["l", "Kasimir", "the doc is 31 pages", "Kasimir"],
  ["l", "owner", "It has pictures.", "Thrandor"],
  ["l", "bexxie", "who’s healing", "bexxie"],
  ["l", "owner", "Me. Stand near me and you’ll be fine.", "Thrandor"],
  ["l", "Kasimir", "you died first last week", "Kasimir"],
  ["l", "owner", "I died first so you’d all learn to heal yourselves.", "Thrandor"],
  ["l", "bexxie", "that’s not healing that’s a lesson", "bexxie"],
  ["l", "Juno_K", "on at 8:10, putting the kids to bed", "Juno_K"],
  ["l", "owner", "8:10 is fine. Page 4 covers lateness.", "Thrandor"],
])}
</div>
${inputBar("Message Tuesday Raid Night")}`,
};

export const heylo: ScreenSpec = {
  id: "heylo-easy-pace",
  app: "Heylo",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Femi Adeyemi", handle: null },
  time: "07:48",
  battery: 82,
  statusBarDark: true,
  statusBarBackground: "#3a2a8c",
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Grace", body: "did you take my charger again", author: "Grace", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#f6f5fb", hd: "#3a2a8c", fg: "#1e1b2e", sub: "#6c6884", line: "#e3e0ee", left: "#fff", leftFg: "#1e1b2e", right: "#ff6b4a", rightFg: "#fff", accent: "#3a2a8c", box: "#fff", radius: 16 })}
.hd{height:88px;color:#fff;align-items:flex-end;padding-bottom:8px}.hd small{color:#d6d0f3}.ev2{flex:none;gap:10px;margin:8px 10px 2px;padding:9px 12px;background:#fff;border-radius:10px;font-size:13px;color:#6c6884}.ev2 b{color:#1e1b2e;font-size:14px;display:block}`,
  html: `${chatHead("Riverside Plodders RC", "Group chat · 86 members", "#ff6b4a", icon.moreV(20))}
<div class="fill">
${timeline([
  ["l", "owner", "Sunday club run! 10k, easy pace, nobody gets left behind 🏃", "Femi Adeyemi"],
  ["l", "Hannah Kowalski", "what’s easy pace", "Hannah Kowalski"],
  ["l", "owner", "Conversational. If you can talk, you’re fine.", "Femi Adeyemi"],
  ["l", "Rob Tierney", "you talked for 10k last week and we were sprinting", "Rob Tierney"],
  ["l", "owner", "So it was easy.", "Femi Adeyemi"],
  ["l", "owner", "Meet at the bandstand at 8:30. Coffee after at Dolly’s.", "Femi Adeyemi"],
  ["l", "Aoife Brennan", "can I just come to the coffee", "Aoife Brennan"],
  ["l", "owner", "Everyone is welcome at coffee.", "Femi Adeyemi"],
])}
</div>
${inputBar("Message the group")}`,
};

export const nextcloudTalk: ScreenSpec = {
  id: "nextcloudtalk-bike-store",
  app: "Nextcloud Talk",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Hilary Stanbridge", handle: null },
  time: "18:06",
  battery: 39,
  keyboard: true,
  suggestions: ["1974", "is", "the"],
  generations: [{ quality: 91 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#f4f7fa", hd: "#fff", fg: "#222b35", sub: "#6b7785", line: "#e2e8ee", left: "#fff", leftFg: "#222b35", right: "#0082c9", rightFg: "#fff", accent: "#0082c9", box: "#eef2f6", radius: 14 })}.fill{padding-bottom:20px}`,
  html: `${chatHead("Linden Court Residents", "24 participants", "#0082c9", `${icon.video(20)}${icon.more(22)}`)}
<div class="fill">
${timeline([
  ["l", "owner", "The bike store has a new combination lock. The code is the year the building was built.", "Hilary Stanbridge"],
  ["l", "Dev Malhotra", "which year is that", "Dev Malhotra"],
  ["l", "owner", "It’s on the plaque.", "Hilary Stanbridge"],
  ["l", "Dev Malhotra", "the plaque is inside the bike store", "Dev Malhotra"],
  ["l", "owner", "Then you’ll see it when you get in.", "Hilary Stanbridge"],
])}
</div>
${inputBar("is the code 1974", true)}`,
};

export const shipt: ScreenSpec = {
  id: "shipt-milks",
  app: "Shipt",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Darnell", handle: null },
  time: "11:37",
  battery: 57,
  keyboard: true,
  suggestions: ["future", "the", "bananas"],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#1d2a22", sub: "#66756c", line: "#e8ede9", left: "#eef3ef", leftFg: "#1d2a22", right: "#1b8a4a", rightFg: "#fff", accent: "#1b8a4a", box: "#eef3ef", radius: 20 })}
.od{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#66756c;border-bottom:1px solid #e8ede9}.od b{color:#1d2a22;font-size:14px}`,
  html: `${chatHead("Darnell", "Your shopper · Shopping now", "#8a5a2b", icon.phone(20))}
<div class="row od" data-role="ui">${icon.cart(18)}<span><b>Target</b> · 23 items · 14 found</span></div>
<div class="fill">
${timeline([
  ["l", "owner", "Hi! I’m Darnell, I’ll be shopping your order today 🛒"],
  ["l", "owner", "They’re out of oat milk. Would you like almond, soy or regular?"],
  ["r", "You", "almond please"],
  ["l", "owner", "They’re out of almond."],
  ["r", "You", "soy?"],
  ["l", "owner", "Sorry, I should have said. They’re out of all of them. I was listing milks."],
  ["r", "You", "lol ok no milk"],
  ["l", "owner", "Your bananas are very green. I picked them for the future."],
  ["l", "owner", "Checking out now!"],
])}
</div>
${inputBar("thanks for the future bananas", true)}`,
};

export const CHATS: ScreenSpec[] = [webex, battleNet, heylo, nextcloudTalk, shipt, airtasker, subito, trustedHousesitters, getaround];
