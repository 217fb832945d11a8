// More chats: BlaBlaCar (Spanish, a driver's three rules and his brother-in-law's album, JPEG), Tandem
// (dark, three years of Portuguese and one tongue twister), Care.com (a dad's notes for the sitter, a
// cat called Dog, saved twice), Grailed (dark, a "characterful" jacket, keyboard open with an offer
// typed).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const blablacar: ScreenSpec = {
  id: "blablacar-morcilla",
  app: "BlaBlaCar",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Ignacio", handle: null },
  time: "10:38",
  battery: 62,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#054752", sub: "#708c91", line: "#e5eced", left: "#edf3f4", leftFg: "#054752", right: "#00aff5", rightFg: "#fff", accent: "#00aff5", box: "#edf3f4", radius: 18 })}
.tr{flex:none;gap:10px;padding:8px 14px;font-size:13px;color:#708c91;border-bottom:1px solid #e5eced}.tr b{color:#054752;font-size:14px;display:block}`,
  html: `${chatHead("Ignacio", "Conductor · 4,8 ★ · 63 viajes", "#c27c3a", icon.moreV(20))}
<div class="row tr" data-role="ui">${icon.pin(18)}<div><b>Madrid → Burgos</b>vie. 14 nov. · 17:00 · 1 plaza</div></div>
<div class="fill">
${timeline([
  ["t", "Hoy 10:14"],
  ["l", "owner", "¡Hola! Confirmado para el viernes, salimos a las 17:00 desde Atocha."],
  ["r", "You", "Perfecto, gracias"],
  ["l", "owner", "Tres normas: nada de comida con olor, nada de política y la música la elijo yo."],
  ["r", "You", "¿Qué música?"],
  ["l", "owner", "El disco de mi cuñado. Es batería y flauta."],
  ["r", "You", "¿Y cuánto dura?"],
  ["l", "owner", "Tres horas. Como el viaje."],
  ["l", "owner", "Paramos en Lerma a comprar morcilla. La morcilla no cuenta como comida con olor."],
  ["r", "You", "Vale 😅"],
  ["l", "owner", "Nos vemos el viernes 👍"],
])}
</div>
${inputBar("Escribe un mensaje")}`,
};

export const tandem: ScreenSpec = {
  id: "tandem-tongue-twister",
  app: "Tandem",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Fiona", handle: null },
  time: "18:26",
  battery: 53,
  replies: true,
  css: `${chatCss({ bg: "#101318", hd: "#171b22", fg: "#eef1f5", sub: "#8e97a4", line: "#252b35", left: "#222834", leftFg: "#eef1f5", right: "#1fbfa8", rightFg: "#06201c", accent: "#1fbfa8", box: "#222834", radius: 18 })}
.lg{flex:none;gap:8px;padding:7px 14px;font-size:12px;color:#8e97a4;border-bottom:1px solid #252b35}.lg span{background:#222834;border-radius:10px;padding:2px 8px}`,
  html: `${chatHead("Fiona", "Glasgow · Active now", "#d9825b", `${icon.video(20)}${icon.more(22)}`)}
<div class="row lg" data-role="ui"><span>Speaks English</span><span>Learning Portuguese</span></div>
<div class="fill">
${timeline([
  ["t", "Yesterday 20:02"],
  ["l", "owner", "Olá! I’ve been learning Portuguese for 3 years 😊"],
  ["r", "You", "Great! Shall we speak Portuguese then?"],
  ["l", "owner", "Maybe next week"],
  ["r", "You", "One sentence?"],
  ["l", "owner", "O rato roeu a roupa do rei de Roma"],
  ["r", "You", "That’s a tongue twister 😂"],
  ["l", "owner", "It’s the only sentence I know. I say it very fast."],
  ["t", "Today 18:20"],
  ["l", "owner", "Can we do English today and Portuguese in spring?"],
  ["r", "You", "Which spring?"],
  ["l", "owner", "We’ll see."],
])}
</div>
${inputBar("Message Fiona")}`,
};

export const careCom: ScreenSpec = {
  id: "carecom-cat-called-dog",
  app: "Care.com",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Howard P.", handle: null },
  time: "19:40",
  battery: 27,
  generations: [{ quality: 89 }, { width: 720, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#f7f7f5", hd: "#fff", fg: "#262a33", sub: "#6d717a", line: "#e6e6e2", left: "#fff", leftFg: "#262a33", right: "#2a5bd7", rightFg: "#fff", accent: "#2a5bd7", box: "#f0f0ed" })}`,
  html: `${chatHead("Howard P.", "Parent · Babysitting · Fri 6:30 PM", "#5b7f6a", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Thu 7:12 PM"],
  ["l", "owner", "Hi Anjali, thanks so much for covering Friday!"],
  ["r", "You", "Of course! Anything I should know?"],
  ["l", "owner", "Bedtime is 7:30. Milo will say it’s 9. It is not 9."],
  ["r", "You", "Got it 😊"],
  ["l", "owner", "The dog is called Biscuit and the cat is called Dog. Long story."],
  ["l", "owner", "If you call Dog, Biscuit comes. Please don’t, it upsets Biscuit."],
  ["r", "You", "Haha ok"],
  ["l", "owner", "Emergency numbers are on the fridge, on the freezer and on a laminated card in the cutlery drawer."],
  ["r", "You", "Very thorough!"],
  ["l", "owner", "Thanks again. Pizza money is on the side."],
])}
</div>
${inputBar("Type a message")}`,
};

export const grailed: ScreenSpec = {
  id: "grailed-character",
  app: "Grailed",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "ollie.archive", handle: null },
  time: "16:11",
  battery: 39,
  keyboard: true,
  suggestions: ["90", "I", "would"],
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#000", hd: "#0d0d0d", fg: "#f2f2f2", sub: "#8c8c8c", line: "#262626", left: "#1f1f1f", leftFg: "#f2f2f2", right: "#f2f2f2", rightFg: "#000", accent: "#f2f2f2", box: "#1a1a1a", radius: 4 })}
.it{flex:none;gap:10px;padding:8px 14px;border-bottom:1px solid #262626;font-size:13px;color:#8c8c8c}.it span.p{width:40px;height:48px;background:linear-gradient(150deg,#8a6d3b,#4e3b1f)}.it b{color:#f2f2f2;font-size:14px;display:block}`,
  html: `${chatHead("ollie.archive", "Seller · 38 transactions", "#5d5d5d", icon.more(22))}
<div class="row it" data-role="ui"><span class="p"></span><div><b>Vintage chore jacket</b>Size L · $140</div></div>
<div class="fill">
${timeline([
  ["t", "Today 4:02 PM"],
  ["r", "You", "hi is this still available"],
  ["l", "owner", "Yes! Vintage chore jacket, great condition"],
  ["r", "You", "what are the marks on the sleeve"],
  ["l", "owner", "Character."],
  ["r", "You", "and the collar?"],
  ["l", "owner", "Also character. It’s a very characterful jacket."],
  ["r", "You", "did you paint in it"],
  ["l", "owner", "Once. A whole house."],
  ["l", "owner", "I can do $130."],
])}
</div>
${inputBar("would you do 90", true)}`,
};
