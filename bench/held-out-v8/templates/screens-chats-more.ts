// More chats: Airtasker (a tasker's wardrobe with six screws left over, JPEG), Subito (Italian, a road
// bike ridden to the office once, saved twice), TrustedHousesitters (a homeowner's notes on a tortoise
// who knows when it is 5pm), Getaround (dark, a car whose passenger door opens from the inside, keyboard
// open with a message typed, the first message cut under the car bar).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const airtasker: ScreenSpec = {
  id: "airtasker-wardrobe",
  app: "Airtasker",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Kwame O.", handle: null },
  time: "16:22",
  battery: 48,
  replies: true,
  css: `${chatCss({ bg: "#f5f7fb", hd: "#fff", fg: "#10204a", sub: "#67728f", line: "#e3e7f0", left: "#fff", leftFg: "#10204a", right: "#0049d6", rightFg: "#fff", accent: "#0049d6", box: "#eef1f7", radius: 16 })}
.tk{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#67728f;border-bottom:1px solid #e3e7f0;background:#fff}.tk b{color:#10204a;font-size:14px;display:block}.tk i{font-style:normal;margin-left:auto;font-size:12px;font-weight:600;color:#00a86b;background:#e3f6ee;border-radius:10px;padding:2px 8px}`,
  html: `${chatHead("Kwame O.", "Tasker · 4.9 ★ · 212 tasks", "#6d4c41", icon.moreV(20))}
<div class="row tk" data-role="ui"><div><b>Assemble IKEA wardrobe</b>Sat 14 Nov · $90</div><i>Completed</i></div>
<div class="fill">
${timeline([
  ["t", "Today 13:05"],
  ["l", "owner", "Hi Beth, I’m outside. Which buzzer?"],
  ["r", "You", "flat 4! door’s open"],
  ["t", "15:58"],
  ["l", "owner", "Done. Wardrobe is up and very sturdy."],
  ["r", "You", "amazing thank you!!"],
  ["l", "owner", "There are 6 screws left over. This is normal."],
  ["r", "You", "is it though"],
  ["l", "owner", "It is normal for me."],
  ["l", "owner", "Please don’t put anything heavy on the top shelf. Or the middle one."],
  ["r", "You", "ok 😅"],
  ["l", "owner", "Thanks Beth, please leave a review 🙏"],
])}
</div>
${inputBar("Message Kwame")}`,
};

export const subito: ScreenSpec = {
  id: "subito-bici-da-corsa",
  app: "Subito",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Massimo", handle: null },
  time: "21:14",
  battery: 33,
  generations: [{ quality: 89 }, { width: 720, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#3c4858", sub: "#7a8594", line: "#e8ebef", left: "#f0f2f5", leftFg: "#3c4858", right: "#f9423a", rightFg: "#fff", accent: "#f9423a", box: "#f0f2f5", radius: 14 })}
.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#7a8594;border-bottom:1px solid #e8ebef}.ad span.p{width:44px;height:44px;border-radius:6px;background:linear-gradient(150deg,#c9d6df,#52616b)}.ad b{color:#3c4858;font-size:14px;display:block}`,
  html: `${chatHead("Massimo", "Privato · su Subito dal 2017", "#8d6e63", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Bici da corsa vintage, taglia 54</b>350 € · Bologna</div></div>
<div class="fill">
${timeline([
  ["t", "Oggi 20:41"],
  ["r", "You", "Ciao, la bici è ancora disponibile?"],
  ["l", "owner", "Sì! Perfetta, usata pochissimo."],
  ["r", "You", "Quanti km ha fatto?"],
  ["l", "owner", "Pochi. L’ho comprata per andare in ufficio."],
  ["r", "You", "E quante volte ci è andato?"],
  ["l", "owner", "Una. L’ufficio è in salita."],
  ["l", "owner", "Da allora è in cantina sotto un lenzuolo. Come nuova."],
  ["r", "You", "Posso vederla sabato?"],
  ["l", "owner", "Sabato mattina va bene. Via Mascarella 12, citofono Ferri."],
])}
</div>
${inputBar("Scrivi un messaggio")}`,
};

export const trustedHousesitters: ScreenSpec = {
  id: "trustedhousesitters-gordon",
  app: "TrustedHousesitters",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Annelise V.", handle: null },
  time: "12:51",
  battery: 74,
  replies: true,
  css: `${chatCss({ bg: "#faf8f5", hd: "#fff", fg: "#23303b", sub: "#6f7a84", line: "#ebe6df", left: "#fff", leftFg: "#23303b", right: "#12787a", rightFg: "#fff", accent: "#12787a", box: "#f1ede7", radius: 16 })}
.st{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#6f7a84;border-bottom:1px solid #ebe6df;background:#fff}.st b{color:#23303b;font-size:14px;display:block}`,
  html: `${chatHead("Annelise V.", "Homeowner · Bath, UK", "#b5651d", icon.more(22))}
<div class="row st" data-role="ui">${icon.home(20)}<div><b>Sit confirmed · 12–16 Nov</b>1 tortoise · 1 cat · 3 plants</div></div>
<div class="fill">
${timeline([
  ["t", "Tue 19:20"],
  ["l", "owner", "Welcome! Keys are under the blue pot by the door."],
  ["l", "owner", "Gordon the tortoise gets one strawberry at 5pm. He knows when it’s 5pm."],
  ["r", "You", "Haha how does he know?"],
  ["l", "owner", "He starts walking to the kitchen at 3."],
  ["r", "You", "😂 love him already"],
  ["l", "owner", "Mabel the cat is very independent. She will pretend she hasn’t been fed."],
  ["l", "owner", "Plants need watering on Thursday. The orchid is fake but I water it anyway."],
  ["r", "You", "Noted!"],
  ["l", "owner", "Thank you so much. Back Sunday evening."],
])}
</div>
${inputBar("Message Annelise")}`,
};

export const getaround: ScreenSpec = {
  id: "getaround-passenger-door",
  app: "Getaround",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Thibault", handle: null },
  time: "08:19",
  battery: 66,
  keyboard: true,
  suggestions: ["station", "is", "it"],
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#0d0f14", hd: "#15181f", fg: "#eef0f4", sub: "#8c93a1", line: "#242833", left: "#1e222b", leftFg: "#eef0f4", right: "#a56cf0", rightFg: "#fff", accent: "#a56cf0", box: "#1e222b", radius: 18 })}
.car{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#8c93a1;border-bottom:1px solid #242833;background:#15181f;position:relative;z-index:3}.car b{color:#eef0f4;font-size:14px}.fill{padding-bottom:17px}`,
  html: `${chatHead("Thibault", "Owner · Responds in 10 min", "#4e6e8e", icon.phone(20))}
<div class="row car" data-role="ui"><span><b>Peugeot 208, 2016</b> · Today 9:00 – Sun 18:00</span></div>
<div class="fill">
${timeline([
  ["l", "owner", "Hi! The car is on level -2, spot 48."],
  ["l", "owner", "A few things. The passenger door only opens from the inside."],
  ["r", "You", "how does my passenger get in"],
  ["l", "owner", "You get in first and open it for them. It’s very romantic."],
  ["l", "owner", "The radio only plays one station. It’s a good station."],
  ["l", "owner", "Please return it with the same fuel. It’s always on a quarter."],
])}
</div>
${inputBar("what station is it", true)}`,
};
