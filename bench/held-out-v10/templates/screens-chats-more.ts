// More chats: Pawshake (a sitter's day-two report on Biscuit, who walked 400 m of 3.2 km, downscaled),
// italki (an Italian tutor on the fourth cancelled Tuesday, under a banner from Sam that cuts the
// header, JPEG), FreeNow (dark, a driver who gives a double bass the front seat and a seat belt), tutti.ch (French, a
// leather sofa whose left armrest belongs to the cat, saved twice).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const pawshake: ScreenSpec = {
  id: "pawshake-shared-meal",
  app: "Pawshake",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Orla", handle: null },
  time: "13:09",
  battery: 77,
  replies: true,
  css: `${chatCss({ bg: "#f7f7f9", hd: "#fff", fg: "#22223a", sub: "#737389", line: "#e6e6ee", left: "#fff", leftFg: "#22223a", right: "#5b3bd6", rightFg: "#fff", accent: "#5b3bd6", box: "#efeff4", radius: 18 })}
.bk{flex:none;gap:8px;padding:8px 14px;font-size:13px;color:#737389;background:#fff;border-bottom:1px solid #e6e6ee}.bk b{color:#22223a}.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Orla", "Pet sitter · Dog boarding", "#c98f6b", icon.moreV(20))}
<div class="row bk" data-role="ui">${icon.pin(16)}<span><b>Booking confirmed</b> · Biscuit · 14–18 Nov</span></div>
<div class="fill">
${timeline([
  ["t", "Sat 12:40"],
  ["l", "owner", "Hi! Day 2 update on Biscuit 🐾"],
  ["l", "owner", "He ate all of his breakfast and then most of mine. I’ve logged it as a shared meal."],
  ["r", "You", "oh no sorry!! he does that"],
  ["l", "owner", "No problem at all. He has also chosen a new bed, which is my suitcase, which I am now not unpacking."],
  ["r", "You", "did he go on his walk ok"],
  ["l", "owner", "We walked 3.2 km. He walked 400 m of it. My forearms are doing great."],
  ["r", "You", "he likes being carried"],
  ["l", "owner", "He made that very clear at the 400 m mark. Photos to follow!"],
])}
</div>
${inputBar("Write a message")}`,
};

export const italki: ScreenSpec = {
  id: "italki-fourth-tuesday",
  app: "italki",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 73,
  owner: { name: "Ludovica B.", handle: null },
  time: "21:15",
  battery: 48,
  banner: { app: "Messages", color: "#1a73e8", title: "Sam", body: "pub quiz thursday? we need you for the flags round", author: "Sam", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#20232b", sub: "#6f7480", line: "#eceef2", left: "#f2f3f6", leftFg: "#20232b", right: "#ff4438", rightFg: "#fff", accent: "#ff4438", box: "#f2f3f6", radius: 16 }, 14)}
.hd{height:70px}.fill{padding-bottom:8px}`,
  html: `${chatHead("Ludovica B.", "Italian · Professional teacher", "#a06b8c", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Mon 20:48"],
  ["r", "You", "Ciao! so sorry, I have to cancel tomorrow again"],
  ["l", "owner", "No problem! That is the fourth Tuesday. I am starting to think Tuesday is the problem."],
  ["r", "You", "haha maybe. can we do Thursday?"],
  ["l", "owner", "Thursday is fine. Please do the homework this time, it is one paragraph about your weekend."],
  ["r", "You", "my weekend was really boring"],
  ["l", "owner", "Perfect, boring is very easy in Italian. “Niente.” That is the whole paragraph. I will still give feedback."],
  ["r", "You", "grazie 😅"],
])}
</div>
${inputBar("Type a message")}`,
};

export const freeNow: ScreenSpec = {
  id: "freenow-double-bass",
  app: "FreeNow",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Kwabena", handle: null },
  time: "23:48",
  battery: 18,
  replies: true,
  css: `${chatCss({ bg: "#0f1014", hd: "#17181d", fg: "#f1f1f3", sub: "#9596a0", line: "#26272e", left: "#24252c", leftFg: "#f1f1f3", right: "#e30a5c", rightFg: "#fff", accent: "#e30a5c", box: "#24252c", radius: 18 })}
.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Kwabena", "Toyota Prius · Silver · LD19 XKT", "#4d6b8a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Today 23:31"],
  ["r", "You", "hi, quick question, I have a double bass with me, is that ok?"],
  ["l", "owner", "Hello. How big is a double bass?"],
  ["r", "You", "about 6 feet"],
  ["l", "owner", "I am 5 foot 9. It will be the tallest passenger this week."],
  ["r", "You", "can it go across the back seat?"],
  ["l", "owner", "It can have the front seat. I will put the seat belt on it, that is my rule."],
  ["r", "You", "haha thank you"],
  ["l", "owner", "I have moved the seat back for it. Please tell it I am a careful driver."],
  ["r", "You", "it says thanks"],
  ["l", "owner", "Two minutes. I am the silver Prius with the big empty seat."],
])}
</div>
${inputBar("Message your driver")}`,
};

export const tutti: ScreenSpec = {
  id: "tutti-accoudoir",
  app: "tutti.ch",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Gérald", handle: null },
  time: "16:04",
  battery: 62,
  generations: [{ quality: 88 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#1f2a33", sub: "#6b7782", line: "#e5e9ec", left: "#eef2f4", leftFg: "#1f2a33", right: "#2b5f8a", rightFg: "#fff", accent: "#2b5f8a", box: "#eef2f4", radius: 14 }, 14)}
.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#6b7782;border-bottom:1px solid #e5e9ec}.ad span.p{flex:none;width:44px;height:44px;border-radius:6px;background:linear-gradient(150deg,#8a5a3c,#3f2415)}.ad b{font-size:14px;display:block;color:#1f2a33}.fill{padding-bottom:8px}`,
  html: `${chatHead("Gérald", "Répond en général en 1 h", "#8a7a5a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Canapé 3 places, cuir</b>CHF 250 · Lausanne</div></div>
<div class="fill">
${timeline([
  ["t", "Aujourd’hui 15:22"],
  ["r", "You", "Bonjour, le canapé est encore disponible ?"],
  ["l", "owner", "Bonjour ! Oui. Très bon état, sauf l’accoudoir gauche, que le chat considère comme le sien."],
  ["r", "You", "il y a des griffures ?"],
  ["l", "owner", "Des griffures, non. Des opinions, oui. Le chat n’est pas inclus, je précise."],
  ["r", "You", "je peux passer samedi ?"],
  ["l", "owner", "Samedi parfait. 3e étage sans ascenseur. Il est entré par la fenêtre, on verra pour la sortie."],
  ["r", "You", "ah d’accord…"],
])}
</div>
${inputBar("Écrire un message")}`,
};
