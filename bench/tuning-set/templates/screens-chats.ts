// Chats: Viber (a building group, iOS keyboard with a typed reply), KakaoTalk (Korean and English, a
// second-generation JPEG), DoorDash (the owner and a Dasher, dark Gboard), ClassDojo (a parent and a
// teacher, iOS keyboard), Splitwise (an activity list of the owner's expense names).
import { avatar, bubble, css, DARK, header, icon, input, LIGHT, msg, other, own, span, tabs, theme, ui } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const viber: ScreenSpec = {
  id: "viber-group",
  app: "Viber",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gary Finch", handle: null },
  time: "08:12",
  battery: 64,
  keyboard: true,
  suggestions: ["the", "I", "it"],
  cutLines: 1,
  replies: true,
  css: css(theme(LIGHT, { acc: "#7360f2", bl: "#f1f0f7", br: "#7360f2" }), ".chat{padding-bottom:46px}"),
  html: `${header("Maple Court Residents 🏢", "38 participants", { av: "#7360f2", right: `${icon.phone(20)}${icon.moreV(20)}` })}
<div class="fill chat">
<div class="nm">Irina (Flat 2)</div>${msg("#e57373", "has anyone else been woken up by drilling at 6am. every day this week", "Irina (Flat 2)")}
<div class="nm">Gary Finch</div>${msg("#64b5f6", "That will be me. I am putting up a shelf. Nearly there", "owner")}
<div class="nm">Tom W</div>${msg("#81c784", "gary its been 5 days", "Tom W")}
<div class="nm">Gary Finch</div>${msg("#64b5f6", "It is a big shelf", "owner")}
<div class="nm">Gary Finch</div>${msg("#64b5f6", "Also the wall is harder than expected. Possibly load bearing. Will update", "owner")}
<div class="nm">Irina (Flat 2)</div>${msg("#e57373", "please do not drill into the load bearing wall gary", "Irina (Flat 2)")}
<div class="day">Seen by 31</div>
</div>
${input("Type a message…", { text: "what is going on the shelf", who: "You" }, icon.mic(22))}`,
};

export const kakao: ScreenSpec = {
  id: "kakaotalk-chat",
  app: "KakaoTalk",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 720, quality: 67 }],
  owner: { name: "Park Ji-hoon", handle: null },
  time: "23:47",
  battery: 31,
  cutLines: 0,
  replies: true,
  css: css(
    theme(LIGHT, { bg: "#b2c7d9", card: "#fff", line: "#a3b8ca", bl: "#fff", br: "#fee500", brf: "#191919", acc: "#3c1e1e" }),
    ".hd{background:#b2c7d9}.in{background:#fff}.tm{font-size:10px;color:#556;align-self:flex-end;margin:0 4px}.chat{padding-bottom:10px}",
  ),
  html: `${header("민지 Minji", "", { right: `${icon.search(20)}${icon.menu(22)}` })}
<div class="fill chat">
<div class="row" style="gap:6px;align-items:flex-start">${avatar(34, "#f48fb1")}<div class="col" style="gap:4px"><span style="font-size:12px">민지 Minji</span>${bubble("l", "오빠 내 생일 기억하지? 다음주 토요일이야 don't forget this time", "민지 Minji")}</div></div>
<div class="row" style="justify-content:flex-end;gap:4px">${span("오후 10:58", "tm")}${bubble("r", "of course I remember. I have been planning for weeks actually. maybe months", "owner")}</div>
<div class="row" style="justify-content:flex-end;gap:4px">${span("오후 11:02", "tm")}${bubble("r", "I found the perfect gift for your birthday!! 🎁", "owner")}</div>
<div class="row" style="gap:6px;align-items:flex-start">${avatar(34, "#f48fb1")}<div class="col" style="gap:4px"><span style="font-size:12px">민지 Minji</span>${bubble("l", "오 뭔데?? what is it", "민지 Minji")}</div></div>
<div class="row" style="justify-content:flex-end;gap:4px">${span("오후 11:05", "tm")}${bubble("r", "can't say. but it is very practical and you will use it every day", "owner")}</div>
<div class="row" style="gap:6px;align-items:flex-start">${avatar(34, "#f48fb1")}<div class="col" style="gap:4px"><span style="font-size:12px">민지 Minji</span>${bubble("l", "jihoon if this is another air fryer", "민지 Minji")}</div></div>
<div class="row" style="justify-content:flex-end;gap:4px">${span("1  오후 11:40", "tm")}${bubble("r", "it is a different brand", "owner")}</div>
<div class="row" style="gap:6px;align-items:flex-start">${avatar(34, "#f48fb1")}<div class="col" style="gap:4px"><span style="font-size:12px">민지 Minji</span>${bubble("l", "ㅋㅋㅋㅋㅋ 진짜 we have two already", "민지 Minji")}</div></div>
</div>
${input("메시지 입력", undefined, icon.hash(22))}`,
};

export const doordash: ScreenSpec = {
  id: "doordash-chat",
  app: "DoorDash",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Brianna", handle: null },
  time: "19:03",
  battery: 12,
  keyboard: true,
  suggestions: ["I'm", "ok", "the"],
  cutLines: 1,
  replies: true,
  css: css(theme(DARK, { acc: "#ff3008", bl: "#2a2a2a", br: "#ff3008" }), ".chat{padding-bottom:26px}"),
  html: `${header("Luis · Dasher", "Picked up your order · ETA 7:10 PM", { av: "#ff7043", right: icon.phone(20) })}
<div class="fill chat">
${bubble("r", "hi luis! its the blue door next to the other blue door. not that one. the other other one", "owner")}
<div class="day">Today 6:41 PM</div>
${bubble("l", "Hi! I'm at Golden Wok, they are finishing your order", "Luis")}
${bubble("r", "ok!! also pls knock VERY quietly the baby is asleep", "owner")}
${bubble("r", "and the dog will bark if you knock. and if you ring. maybe just stand there and i will sense you", "owner")}
${bubble("l", "I can text when I'm outside", "Luis")}
${bubble("r", "omg yes text. genius", "owner")}
${bubble("l", "I'm outside", "Luis")}
</div>
${input("Message Luis", { text: "coming!! the dog heard the text", who: "owner" })}`,
};

export const classdojo: ScreenSpec = {
  id: "classdojo-chat",
  app: "ClassDojo",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Sandra", handle: null },
  time: "21:18",
  battery: 40,
  keyboard: true,
  suggestions: ["Thank", "Thanks", "I"],
  replies: true,
  css: css(theme(LIGHT, { acc: "#00b2f7", bl: "#eef3f7", br: "#00b2f7" }), ".tr{font-size:11.5px;color:#00a0e0;margin:-2px 0 4px 4px}"),
  html: `${header("Ms. Adeyemi", "Teacher · Class 3B · Translate", { av: "#ffb74d", right: icon.moreV(20) })}
<div class="fill chat">
<div class="day">Tuesday</div>
${bubble("r", "Hi Ms Adeyemi, Oskar says he got in trouble for correcting you in maths. Could we talk about it?", "owner")}
${bubble("l", "Hi Sandra! He wasn’t in trouble. He told the class I was “wrong about 7 x 8”. I wasn’t, but he was very confident!", "Ms. Adeyemi")}
${bubble("r", "Ah. He said it was 54. I told him to stick up for himself if he knows he is right", "owner")}
${bubble("r", "I did not check what he thought was right", "owner")}
${bubble("l", "Totally fine 😊 We’re doing the 7s again on Thursday", "Ms. Adeyemi")}
<div class="day">Read 9:02 PM</div>
</div>
${input("Write a message…", { text: "Thank you. We are also doing them at home now", who: "owner" }, icon.send(22))}`,
};

const act = (color: string, html: string, meta: string) =>
  `<div class="row c" style="align-items:flex-start">${avatar(40, color, { silhouette: false })}<div style="flex:1">${html}${ui(meta, "cm")}</div></div>`;

export const splitwise: ScreenSpec = {
  id: "splitwise-activity",
  app: "Splitwise",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Connor D.", handle: null },
  time: "12:30",
  battery: 77,
  replies: true,
  css: css(theme(LIGHT, { acc: "#1cc29f" }), ".ln{font-size:14.5px;line-height:20px}.amt{font-size:13px;font-weight:600;color:#ff652f}.amt.g{color:#1cc29f}"),
  html: `<div class="row hd"><div class="t"><b style="font-size:22px">Activity</b></div>${icon.search(22)}</div>
<div class="fill" style="padding-top:4px">
${act("#1cc29f", `<div class="ln"><b>Connor D.</b> added</div>${own("“petrol (i drove so really you owe me more)”", "ln")}<div class="ln">in “Cornwall trip 🏄”.</div>${ui("You owe £23.40", "amt")}`, "Today, 11:52")}
${act("#ff652f", `<div class="ln"><b>Connor D.</b> added</div>${own("“emotional support crisps”", "ln")}<div class="ln">in “Cornwall trip 🏄”.</div>${ui("You owe £1.15", "amt")}`, "Today, 11:49")}
${act("#7e57c2", `<div class="ln"><b>Ellie M.</b> commented on “petrol”:</div>${other("Ellie M.", "“we took the train connor”", "ln")}`, "Today, 11:55")}
${act("#1cc29f", `<div class="ln"><b>Connor D.</b> added</div>${own("“parking ticket (not my fault, sign was behind a tree)”", "ln")}<div class="ln">in “Cornwall trip 🏄”.</div>${ui("You owe £17.50", "amt")}`, "Yesterday, 22:10")}
${act("#29b6f6", `<div class="ln"><b>You</b> recorded a payment to <b>Connor D.</b></div>${ui("You paid £40.00", "amt g")}`, "Yesterday, 09:31")}
${act("#1cc29f", `<div class="ln"><b>Connor D.</b> added</div>${own("“round of drinks (i had a lime soda)”", "ln")}<div class="ln">in “Cornwall trip 🏄”.</div>${ui("You owe £8.75", "amt")}`, "23 Aug")}
</div>
${tabs(
  [
    [icon.person(24), "Friends"],
    [icon.grid(24), "Groups"],
    [icon.chat(24), "Activity"],
    [icon.person(24), "Account"],
  ],
  2,
)}`,
};

export const CHATS: ScreenSpec[] = [viber, kakao, doordash, classdojo, splitwise];
