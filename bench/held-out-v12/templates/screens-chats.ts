// Chats: Flock (dark, an office fire warden whose last drill saw monitors carried down six floors and
// a chair, keyboard open with a message typed, a message cut under the header), Twist (a choir
// secretary with fourteen altos and one tenor who can feel himself, under a banner from Zadie that
// cuts the header, JPEG), Session (dark, a Dungeon Master whose party's horse has left the party, a
// message cut under the header), inDrive (a Nairobi driver who paid the last guitar to stop, saved
// twice), Rappi (Spanish, dark, a rider whose taquero sends the seven-salsa customer his regards, Gboard
// open with a message typed, saved twice); Varsity Tutors, UrbanSitter, OLX and Freecycle are in
// screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { freecycle, olx, urbanSitter, varsityTutors } from "./screens-chats-more";

export const flock: ScreenSpec = {
  id: "flock-brought-his-chair",
  app: "Flock",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Orsolya Kember", handle: null },
  time: "10:14",
  battery: 64,
  keyboard: true,
  suggestions: ["plant", "I", "the"],
  cutLines: 1,
  replies: true,
  css: `body{background:#17191f;color:#e9ebf1}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2b2e37;position:relative;z-index:3;background:#1f222a}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#979cab;display:block}.chn{width:34px;height:34px;border-radius:50%;background:#0abe51;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 34px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:700}.et{font-size:11px;color:#979cab}.ex{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2b2e37;color:#0abe51;position:relative;z-index:2;background:#1f222a}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2b2e37;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#e9ebf1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.hash(18)}</span><div style="flex:1"><b>office-ops</b><small>Larkfield Design · 27 members</small></div>${icon.phone(20)}${icon.more(22)}</div>
<div class="fill">
${msgRow("Orsolya Kember", "#b4637a", ["Morning all! Fire drill at 11 today. Stairs only, please, and leave your things where they are. It will be loud, and it will be brief."], "owner", "09:03")}
${msgRow("Clodagh Brennock", "#4f8fbf", ["do we take laptops"], "Clodagh Brennock", "09:10")}
${msgRow("Orsolya Kember", "#b4637a", ["No. Last time three of you carried monitors down six floors and one of you brought his chair."], "owner", "09:12")}
${msgRow("Dmitri Pellowe", "#8a9a4a", ["the chair was for my back"], "Dmitri Pellowe", "09:15")}
${msgRow("Orsolya Kember", "#b4637a", ["The building was on fire, Dmitri. Pretend fire, but still."], "owner", "09:16")}
${msgRow("Clodagh Brennock", "#4f8fbf", ["how long does it usually take"], "Clodagh Brennock", "09:31")}
${msgRow("Orsolya Kember", "#b4637a", ["Eleven minutes, if nobody goes back for their lunch."], "owner", "09:33")}
${msgRow("Orsolya Kember", "#b4637a", ["Meet by the bike racks, please, and stay there until I say so."], "owner", "09:42")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">can I at least bring the</span>${icon.send(22)}</div>`,
};

export const twist: ScreenSpec = {
  id: "twist-one-tenor",
  app: "Twist",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Alwyn Teague", handle: null },
  time: "19:37",
  battery: 42,
  cutLines: 1,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Zadie",
    body: "landed! will ring you once I’m through passport control",
    author: "Zadie",
    age: "now",
  },
  replies: true,
  css: `body{background:#fff;color:#23262f}.hd{flex:none;height:66px;padding:0 12px;gap:11px;border-bottom:1px solid #e7e9ef;position:relative;z-index:3;background:#fff}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#6b7080;display:block}
.th{flex:none;padding:10px 16px 8px;border-bottom:1px solid #eef0f4;position:relative;z-index:3;background:#fff}.th div{font-size:18px;font-weight:700;line-height:24px}.th small{font-size:12px;color:#6b7080;display:block;margin-top:2px}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:2px}.ev{gap:10px;padding:6px 16px;align-items:flex-start}.en{font-size:14px;font-weight:700}.et{font-size:11.5px;color:#8a8f9c}.ex{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 12px 30px;border-top:1px solid #e7e9ef;color:#2b7fd4;background:#fff}.in .box{flex:1;min-height:38px;border-radius:8px;border:1px solid #dfe2e8;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8a8f9c}`,
  html: `${chatHead("# committee", "Ashcombe Community Choir · 9 members", "#2b7fd4", icon.moreV(20))}
<div class="th"><div data-role="owner">Christmas concert: plan and volunteers</div><small data-role="ui">Alwyn Teague started this thread · 5 comments</small></div>
<div class="fill">
${msgRow("Peggy Strand", "#b5a04a", ["thank you for organising this again Alwyn 🙏"], "Peggy Strand", "6:41 PM")}
${msgRow("Alwyn Teague", "#7a5aa8", ["Hi all, the concert is Sat 13 Dec at St Luke’s, doors 6:30. Black tops and red scarves, as last year."], "owner", "6:58 PM")}
${msgRow("Marjory Quill", "#c0785a", ["how are numbers looking this year"], "Marjory Quill", "7:04 PM")}
${msgRow("Alwyn Teague", "#7a5aa8", ["Fourteen altos, nine sopranos and one tenor. Please be kind to Cyril, he is carrying a lot."], "owner", "7:09 PM")}
${msgRow("Torquil Adebanjo", "#4f9a7a", ["can Cyril hear himself over fourteen altos"], "Torquil Adebanjo", "7:15 PM")}
${msgRow("Alwyn Teague", "#7a5aa8", ["He says he can feel himself. That will have to do."], "owner", "7:18 PM")}
${msgRow("Peggy Strand", "#b5a04a", ["I’ll bring mince pies 🎄"], "Peggy Strand", "7:26 PM")}
${msgRow("Alwyn Teague", "#7a5aa8", ["Lovely, thank you Peggy. Food on the table by the font, please, not on the piano."], "owner", "7:31 PM")}
</div>
<div class="row in">${icon.plus(22)}<span class="box">Reply to thread…</span>${icon.send(22)}</div>`,
};

export const session: ScreenSpec = {
  id: "session-the-horse-has-left",
  app: "Session",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Leofric", handle: null },
  time: "22:41",
  battery: 57,
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#161616", hd: "#1f1f1f", fg: "#ededed", sub: "#a1a1a1", line: "#2d2d2d", left: "#2a2a2a", leftFg: "#ededed", right: "#00f782", rightFg: "#0c0c0c", accent: "#00f782", box: "#2a2a2a", radius: 18 }, 14)}
.fill{padding-bottom:2px;margin-bottom:-4px}.gn{color:#00f782}`,
  html: `${chatHead("The Gilded Tankard", "5 members", "#3a7a5a", icon.moreV(20))}
<div class="fill">
${timeline([
  ["l", "owner", "Session 15 is Saturday at 6. Bring your character sheets and your own dice, please.", "Leofric"],
  ["l", "Pip", "can we skip the bit with the bridge troll", "Pip"],
  ["l", "owner", "No. You owe the troll 40 gold and he has been very patient.", "Leofric"],
  ["l", "Onyeka", "my rogue wants to pickpocket the king", "Onyeka"],
  ["l", "owner", "Your rogue has pickpocketed everyone we’ve met, including your own horse. The horse has left the party.", "Leofric"],
  ["l", "Pip", "where did the horse go", "Pip"],
  ["l", "owner", "He has a farm now. He’s happier.", "Leofric"],
  ["l", "Onyeka", "fair", "Onyeka"],
  ["l", "owner", "Pizza’s on me this week. Doors open at 5:45.", "Leofric"],
])}
</div>
${inputBar("Message")}`,
};

export const inDrive: ScreenSpec = {
  id: "indrive-the-last-guitar",
  app: "inDrive",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Kiprono", handle: null },
  time: "17:22",
  battery: 46,
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#141414", sub: "#6c6c6c", line: "#ececec", left: "#f1f1f1", leftFg: "#141414", right: "#c1f11d", rightFg: "#141414", accent: "#141414", box: "#f1f1f1", radius: 16 }, 14)}
.fill{padding-bottom:8px}.trip{flex:none;gap:8px;padding:8px 14px;font-size:13px;color:#6c6c6c;border-bottom:1px solid #ececec}.trip b{color:#141414}`,
  html: `${chatHead("Kiprono", "Toyota Fielder · Silver · KDK 418Q", "#6a7a5a", icon.phone(20))}
<div class="row trip" data-role="ui">${icon.pin(16)}<span><b>Arriving in 5 min</b> · Westgate Mall, Westlands</span></div>
<div class="fill">
${timeline([
  ["t", "Today 17:09"],
  ["r", "You", "Hi, I’m at the main entrance, next to the fountain"],
  ["l", "owner", "Hello, I am coming. 5 minutes, there is a small jam at Sarit."],
  ["r", "You", "ok. is there space for a guitar?"],
  ["l", "owner", "Yes, plenty. The back seat is free. The last guitar I carried played all the way to Karen, so I gave the man a discount to stop."],
  ["r", "You", "haha I won’t play it"],
  ["l", "owner", "Thank you. I have also put the radio on, just in case."],
  ["r", "You", "👍"],
  ["l", "owner", "I am here now, the silver Fielder behind the matatu."],
])}
</div>
${inputBar("Message")}`,
};

export const rappi: ScreenSpec = {
  id: "rappi-siete-salsas",
  app: "Rappi",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Ulises", handle: null },
  time: "20:58",
  battery: 21,
  keyboard: true,
  suggestions: ["minuto", "bajo", "gracias"],
  generations: [{ quality: 91 }, { width: 720, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#121212", hd: "#1c1c1c", fg: "#eeeeee", sub: "#a4a4a4", line: "#2b2b2b", left: "#262626", leftFg: "#eeeeee", right: "#ff441f", rightFg: "#fff", accent: "#ff441f", box: "#262626", radius: 16 }, 14)}
.fill{padding-bottom:6px;gap:4px}.bb{padding:6px 11px}`,
  html: `${chatHead("Ulises", "Tu Rappitendero · Moto", "#7a5a4a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Hoy 20:41"],
  ["l", "owner", "Hola, ya recogí tu pedido en Tacos El Güero 🛵"],
  ["l", "owner", "Hay mucho tráfico en Insurgentes, llego en 15 min aprox."],
  ["r", "You", "va, gracias!"],
  ["l", "owner", "El señor de los tacos me preguntó si eras tú el de las siete salsas. Le dije que sí. Te manda saludos."],
  ["r", "You", "jajaja sí soy yo"],
  ["l", "owner", "Se nota. Traes más salsa que tacos."],
  ["l", "owner", "Ya estoy afuera, en la moto roja."],
])}
</div>
${inputBar("ya bajo, dame un minuto", true)}`,
};

export const CHATS: ScreenSpec[] = [flock, twist, session, inDrive, rappi, varsityTutors, urbanSitter, olx, freecycle];
