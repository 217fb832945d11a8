// Chats: Sleeper (dark, a fantasy league's commissioner at 1–8 "building for 2031", the first message
// cut under the header), Homebase (a café manager's team chat about a $14 syrup and a review that
// mentions Benji's hair, under a banner from Dad, JPEG), Playtomic (a padel match whose organiser is "a
// 4.5 on a good day", Gboard open with a message typed, saved twice), Zoho Cliq (dark, an IT manager's
// new password rules, keyboard open with a message typed), Wolt (German, dark, a courier and a lot of soup);
// Kijiji, Carousell, BorrowMyDoggy and Preply are in screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { borrowMyDoggy, carousell, kijiji, preply } from "./screens-chats-more";

export const sleeper: ScreenSpec = {
  id: "sleeper-building-for-2031",
  app: "Sleeper",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "commish_dougie", handle: null },
  time: "21:07",
  battery: 52,
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#131a26", hd: "#1b2333", fg: "#eef2f8", sub: "#8e99ad", line: "#263047", left: "#232c3f", leftFg: "#eef2f8", right: "#00c2a8", rightFg: "#06231f", accent: "#00c2a8", box: "#232c3f", radius: 14 }, 14)}
.fill{padding-bottom:10px}.gn{color:#7fd9cb}`,
  html: `${chatHead("Cul-de-sac League ’25", "League chat · 10 managers", "#00c2a8", `${icon.bell(20)}${icon.moreV(20)}`)}
<div class="fill">
${timeline([
  ["l", "owner", "Week 9 recap is up on the league page. Tough week for some of us.", "commish_dougie"],
  ["l", "punt_queen_ros", "did you start a kicker who retired", "punt_queen_ros"],
  ["l", "owner", "He hasn’t retired. He’s stepping back.", "commish_dougie"],
  ["l", "big_tobi_44", "he opened a bakery", "big_tobi_44"],
  ["l", "owner", "Which he can also step back from. Anyway I’m 1–8 on purpose. I’m building for 2031.", "commish_dougie"],
  ["l", "jb_dynasty", "the league ends in 2027, we voted", "jb_dynasty"],
  ["l", "owner", "I’ll be proposing an amendment.", "commish_dougie"],
  ["l", "punt_queen_ros", "who approves amendments", "punt_queen_ros"],
  ["l", "owner", "The commissioner. He’s very fair.", "commish_dougie"],
  ["l", "tay_tds", "who’s bringing chips sunday", "tay_tds"],
])}
</div>
${inputBar("Message the league")}`,
};

export const homebase: ScreenSpec = {
  id: "homebase-pistachio-syrup",
  app: "Homebase",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Dolores Abney", handle: null },
  time: "07:41",
  battery: 71,
  cutLines: 2,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Dad",
    body: "your mother wants to know if you still have her casserole dish",
    author: "Dad",
    age: "now",
  },
  replies: true,
  css: `${chatCss({ bg: "#f7f6fb", hd: "#fff", fg: "#221d3a", sub: "#6d6888", line: "#e6e3f0", left: "#fff", leftFg: "#221d3a", right: "#6b3fd4", rightFg: "#fff", accent: "#6b3fd4", box: "#efedf6", radius: 16 }, 15)}
.hd{height:64px}.fill{padding-bottom:10px}.gn{color:#6b3fd4}`,
  html: `${chatHead("Maple & Bean Team", "12 members", "#6b3fd4", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Today 7:02 AM"],
  ["l", "owner", "Morning team! Next week’s schedule is posted. Please check it before you swap.", "Dolores Abney"],
  ["l", "Dario Fenn", "can someone cover my sat 6am", "Dario Fenn"],
  ["l", "owner", "Quick reminder the pistachio syrup is $14 a bottle, so we are no longer “testing” it.", "Dolores Abney"],
  ["l", "Mairead Tully", "it was one latte", "Mairead Tully"],
  ["l", "owner", "It was two bottles, Mairead. Inventory counts them.", "Dolores Abney"],
  ["l", "owner", "Good news! We got a 5 star review that mentions Benji’s hair by name.", "Dolores Abney"],
  ["l", "Benji Okoro", "🙏🙏", "Benji Okoro"],
  ["l", "owner", "It does not mention the coffee. At all. I’ve read it four times.", "Dolores Abney"],
  ["l", "Leda Voight", "i can cover sat dario", "Leda Voight"],
  ["l", "owner", "Thank you Leda! Swaps go through the app please, not the group.", "Dolores Abney"],
])}
</div>
${inputBar("Message Maple & Bean Team")}`,
};

export const playtomic: ScreenSpec = {
  id: "playtomic-good-day",
  app: "Playtomic",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Rafa Ortega", handle: null },
  time: "18:26",
  battery: 45,
  keyboard: true,
  suggestions: ["10", "10:00", "ten"],
  generations: [{ quality: 90 }, { width: 720, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#f3f5f8", hd: "#0d2340", fg: "#14233a", sub: "#6a7890", line: "#dfe4ec", left: "#fff", leftFg: "#14233a", right: "#0d2340", rightFg: "#fff", accent: "#0d2340", box: "#fff", radius: 16 }, 14)}
.hd{color:#fff;height:52px}.hd small{color:#a9c0dd}.fill{padding-bottom:6px;gap:3px}.bb{padding:6px 11px}.gn{color:#3a7bd5;margin:3px 0 -1px 4px}.in{background:#fff}
.mt{flex:none;gap:10px;padding:7px 14px;font-size:12px;color:#6a7890;background:#fff;border-bottom:1px solid #dfe4ec}.mt b{color:#14233a;font-size:13px}.mt i{font-style:normal;margin-left:auto;font-weight:700;color:#0b8a5a;background:#dcf5e9;border-radius:10px;padding:2px 8px}`,
  html: `${chatHead("Sat 10:00 · Club Pádel Norte", "Match chat · 4 players", "#c6f432", icon.moreV(20))}
<div class="fill">
${timeline([
  ["l", "owner", "Court 3 booked for Saturday 🎾 €9 each", "Rafa Ortega"],
  ["l", "Inês Duarte", "what level are we playing at", "Inês Duarte"],
  ["l", "owner", "I’m a 4.5 on a good day.", "Rafa Ortega"],
  ["l", "Niall Carty", "app says you’re 1.9", "Niall Carty"],
  ["l", "owner", "The app has only seen my bad days.", "Rafa Ortega"],
  ["l", "Inês Duarte", "how many good days have there been", "Inês Duarte"],
  ["l", "owner", "One. Marbella, 2019. Nobody was filming.", "Rafa Ortega"],
  ["l", "Sander Verhoeven", "I’ll bring balls", "Sander Verhoeven"],
])}
</div>
${inputBar("see you at 10", true)}`,
};

const cliqCss = `body{background:#15171c;color:#e8eaef}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2a2d35;position:relative;z-index:3;background:#1c1f26}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#949aa8;display:block}.ch{width:34px;height:34px;border-radius:9px;background:#1d8ce0;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 10px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:600}.et{font-size:11px;color:#949aa8}.ex{font-size:15px;line-height:21px}
.rx{gap:6px;padding:0 14px 4px 56px}.rx span{font-size:12px;background:#262a33;border-radius:10px;padding:1px 7px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2a2d35;color:#1d8ce0;position:relative;z-index:2;background:#1c1f26}.in .box{flex:1;min-height:38px;border-radius:10px;background:#262a33;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#e8eaef}`;

export const zohoCliq: ScreenSpec = {
  id: "zohocliq-password16",
  app: "Zoho Cliq",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Bernadette Quayle", handle: null },
  time: "09:13",
  battery: 88,
  keyboard: true,
  suggestions: ["ok", "okay", "OK"],
  cutLines: 1,
  replies: true,
  css: cliqCss,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="ch">${icon.hash(18)}</span><div style="flex:1"><b>it-announcements</b><small>214 members</small></div>${icon.search(20)}${icon.more(22)}</div>
<div class="fill">
${msgRow("Bernadette Quayle", "#1d8ce0", ["Morning all. From Monday, passwords must be 16 characters with a number, a symbol and a capital letter."], "owner", "08:47")}
${msgRow("Ferdi Kowal", "#d0693b", ["can it be a sentence"], "Ferdi Kowal", "08:51")}
${msgRow("Bernadette Quayle", "#1d8ce0", ["Yes. Not that one, Ferdi."], "owner", "08:52")}
${msgRow("Ama Boateng", "#3fa36b", ["what happens if we forget it"], "Ama Boateng", "08:58")}
${msgRow("Bernadette Quayle", "#1d8ce0", ["You call me. Like the 31 of you who forgot the last one.", "Also “Password16!” is not allowed. I checked. Three of you had it ready."], "owner", "09:01")}
<div class="row rx"><span>😬 22</span><span>😂 9</span></div>
${msgRow("Ferdi Kowal", "#d0693b", ["was it four"], "Ferdi Kowal", "09:04")}
${msgRow("Bernadette Quayle", "#1d8ce0", ["It’s four now, Ferdi."], "owner", "09:05")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">asking for a friend, is Password17! ok</span>${icon.send(22)}</div>`,
};

export const wolt: ScreenSpec = {
  id: "wolt-a-lot-of-soup",
  app: "Wolt",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Bashir", handle: null },
  time: "19:38",
  battery: 34,
  replies: true,
  css: `${chatCss({ bg: "#101214", hd: "#181b1f", fg: "#eef1f4", sub: "#8f98a3", line: "#262a30", left: "#22262c", leftFg: "#eef1f4", right: "#009de0", rightFg: "#fff", accent: "#009de0", box: "#22262c", radius: 18 })}
.od{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#8f98a3;border-bottom:1px solid #262a30;background:#181b1f}.od b{color:#eef1f4;font-size:14px}.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Bashir", "Dein Kurier · Roller", "#5a7a9a", icon.phone(20))}
<div class="row od" data-role="ui">${icon.cart(18)}<span><b>Pho Saigon</b> · 2 Artikel · Ankunft 19:42</span></div>
<div class="fill">
${timeline([
  ["t", "Heute 19:21"],
  ["l", "owner", "Hallo! Ich habe deine Bestellung, bin unterwegs 🛵"],
  ["l", "owner", "Kleines Problem. Die Suppe ist sehr viel Suppe."],
  ["r", "You", "ist alles ok??"],
  ["l", "owner", "Der Suppe geht es gut. Sie ist in der Tüte. Der Tüte geht es weniger gut."],
  ["r", "You", "oh nein 😭"],
  ["l", "owner", "Gute Nachricht, die Frühlingsrollen waren in einer anderen Tüte. Sie sind trocken und sehr heiß."],
  ["l", "owner", "Ich stehe vor Nummer 14. Es gibt zwei Nummer 14."],
  ["r", "You", "die blaue Tür"],
  ["l", "owner", "Beide sind blau. Ich probiere die linke, Entschuldigung an die linke."],
  ["r", "You", "komme runter"],
])}
</div>
${inputBar("Nachricht an Bashir")}`,
};

export const CHATS: ScreenSpec[] = [sleeper, homebase, playtomic, zohoCliq, wolt, kijiji, carousell, borrowMyDoggy, preply];
