// Listings and the rest: SeLoger (French, a Paris studio whose cellar still holds the last tenant's bike,
// who promised to come back for it, cropped on the right and saved twice), PistonHeads (a 1991 MX-5 whose
// hood leaks on the passenger side only, so bring someone you don't mind getting wet, cropped at the top
// with the status bar gone); Paprika (a week's meal plan where Rufus's turn to cook means toast, a
// screenshot in iOS Photos) and Evite (a surprise 50th whose guest of honour thinks she is coming to help
// hang a mirror, the last comment cut under the RSVP bar, JPEG).
import { icon, picture } from "./icons";
import { button, head, pageCss, paras, statGrid, whoRow } from "./blocks";
import { say, type Who } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

export const seLoger: ScreenSpec = {
  id: "seloger-le-velo-du-locataire",
  app: "SeLoger",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Solène Roussel", handle: null },
  time: "18:52",
  battery: 57,
  crop: { right: 16 },
  generations: [{ quality: 89 }, { width: 828, quality: 67 }],
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1c1c1c", sub: "#5e5e5e", line: "#e8e8e8", accent: "#e00034", soft: "#fbf0f2", size: 14.5 })}
.pc{padding:10px 16px 0}.pc b{font-size:24px}.pc span{font-size:12px;color:#fff;background:#e00034;border-radius:4px;padding:2px 6px;margin-left:8px;vertical-align:4px}.ad2{font-size:14px;color:#5e5e5e;padding:2px 16px 4px}.h2{font-size:16px;font-weight:700;padding:12px 16px 0}.ag{font-size:12px;color:#5e5e5e;padding:8px 16px 0}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 200, ["#ece4d8", "#a8957a"], `<div style="position:absolute;left:60px;top:26px;width:120px;height:150px;background:#f7f2ea"></div><div style="position:absolute;left:200px;top:60px;width:130px;height:90px;background:#8a6a4a;border-radius:6px"></div><div style="position:absolute;left:76px;top:44px;width:88px;height:100px;background:#cfe0ea"></div>`)}
<div class="pc" data-role="ui"><b>245 000 €</b><span>Nouveau</span></div>
<div class="ad2" data-role="ui">Studio · Rue Oberkampf, Paris 11e</div>
${statGrid([
  ["19 m²", "Surface"],
  ["1", "Pièce"],
  ["2e", "Étage"],
])}
${ui("Description", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", ["Charmant studio lumineux au deuxième étage, entièrement rénové en 2021. Cuisine équipée, salle d’eau avec WC. Cave en sous-sol, actuellement occupée par le vélo de l’ancien locataire, qui a promis de revenir le chercher. Proche métro Parmentier."])}</div>
${ui("Charges de copropriété 110 €/mois · DPE D", "ag")}
${ui("Annonce de Solène Roussel · Roussel Immobilier", "ag")}
</div>
${button("Contacter l’agence")}`,
};

export const pistonHeads: ScreenSpec = {
  id: "pistonheads-passenger-side",
  app: "PistonHeads",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Emrys", handle: null },
  time: "09:37",
  battery: 86,
  crop: { top: 30 },
  replies: false,
  css: `${pageCss({ bg: "#f2f3f5", card: "#fff", fg: "#181c22", sub: "#5c6470", line: "#dfe3e8", accent: "#d7161e", soft: "#f2f3f5", size: 14 })}
.pc{padding:10px 16px 4px;background:#fff}.pc b{font-size:24px;display:block}.pc small{font-size:13px;color:#5c6470;display:block}.pc i{font-style:normal;font-size:12px;font-weight:600;color:#d7161e}.h2{font-size:15px;font-weight:700;padding:12px 16px 0;background:#fff}`,
  html: `${head("1991 Mazda MX-5 1.6 (Mk1)", "Private seller", icon.heart(22))}
<div class="fill">
${picture("100%", 170, ["#d6dde4", "#5a6472"], `<div style="position:absolute;left:56px;top:82px;width:250px;height:52px;background:#b01e24;border-radius:30px 46px 10px 10px"></div><div style="position:absolute;left:130px;top:64px;width:80px;height:26px;background:#2a2a2a;border-radius:14px 14px 0 0"></div>`)}
<div class="pc" data-role="ui"><b>£5,995</b><small>68,200 miles · Shrewsbury</small><i>Classic Red · Manual · MOT to Aug 2026</i></div>
${statGrid([
  ["2", "Seats"],
  ["1,597 cc", "Engine"],
  ["Petrol", "Fuel type"],
])}
${ui("Seller’s description", "h2")}
<div class="cd">${paras("owner", [
    "Lovely little car, two owners, full history and a new clutch in 2023. Always garaged, drives beautifully.",
    "The hood leaks slightly in heavy rain, passenger side only, so bring someone you don’t mind getting wet. Selling as we need something with a back seat.",
  ])}</div>
</div>
${button("Contact seller", true)}`,
};

const planRow = (day: string, item: string, who: Who, note = "") =>
  `<div class="row cd" style="gap:12px;padding:9px 16px;align-items:flex-start"><span style="flex:none;width:58px;font-size:12px;font-weight:700;color:#c2571a;padding-top:2px">${day}</span><div style="flex:1">${say(who, item, "tx")}${note ? ui(note, "mt") : ""}</div></div>`;

const paprikaInner = `${head("Meal Plan", "Romilly’s kitchen · Week of 17 Nov", icon.plus(22), icon.menu(22))}
<div class="row" style="gap:6px;padding:8px 12px;background:#fff" data-role="ui">${["Week", "Month", "Groceries"].map((n, i) => `<span style="font-size:12px;border-radius:12px;padding:3px 12px;color:${i === 0 ? "#fff" : "#6a5a50"};background:${i === 0 ? "#c2571a" : "#f1e9e3"}">${n}</span>`).join("")}</div>
<div class="fill">
${planRow("Mon 17", "Chickpea curry", "owner", "Dinner · Serves 4")}
${planRow("Tue 18", "Tacos – Rufus’s turn to cook (so, toast)", "owner", "Dinner")}
${planRow("Wed 19", "Leftover curry", "owner", "Dinner")}
${planRow("Thu 20", "Fish pie", "owner", "Dinner · Serves 4")}
${planRow("Fri 21", "Whatever’s left, served with confidence", "owner", "Dinner")}
${planRow("Sat 22", "Out – Nana’s 80th", "owner")}
${planRow("Sun 23", "Roast chicken", "owner", "Lunch · Serves 6")}
</div>`;

export const paprika: ScreenSpec = {
  id: "paprika-alfies-turn",
  app: "Paprika",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Romilly", handle: null },
  time: "08:03",
  battery: 90,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#2a211c", sub: "#857267", line: "#f0e8e2", accent: "#c2571a", soft: "#f8f3ef", size: 15 })}.tx{margin-top:0}.hd{background:#fff}`,
  html: iosPhotos({
    dark: false,
    day: "Today",
    time: "07:58",
    body: shot({ device: "iphone", time: "07:55", battery: 92, dark: false, background: "#fff", html: paprikaInner }, 0.8, 760),
  }),
};

const rsvp = (name: string, status: string, note: string) =>
  `<div class="row cd" style="gap:10px;align-items:flex-start;padding:9px 16px"><span style="flex:none;width:28px;height:28px;border-radius:50%;background:#c9b8e0"></span><div style="flex:1">${ui(`${name} · ${status}`, "nm")}${note ? say(name, note, "tx") : ""}</div></div>`;

export const evite: ScreenSpec = {
  id: "evite-hang-a-mirror",
  app: "Evite",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "Gail Thornbury", handle: null },
  time: "20:11",
  battery: 48,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f4f1f8", card: "#fff", fg: "#241d2e", sub: "#6b6178", line: "#e6e0ee", accent: "#6a3fb5", soft: "#f4f1f8", size: 14 })}
.hd{background:#6a3fb5;color:#fff}.hd small{color:#e2d6f5}.fill{flex:1}.nm{font-size:13.5px}.tx{margin-top:2px}.cnt{gap:18px;padding:6px 16px;background:#fff;border-bottom:1px solid #e6e0ee;font-size:13px;color:#6b6178}.cnt b{font-size:16px;color:#241d2e;margin-right:4px}`,
  html: `${head("Marion’s 50th (shh!)", "Sat 29 Nov · 7:00 PM · 14 Elm Close", icon.share(20))}
<div class="fill">
<div class="cd">${whoRow("Gail Thornbury", "Host · 23 guests invited", "#8a6ab0", 32)}${paras("owner", ["Join us to celebrate Marion’s 50th! Drinks, nibbles and cake from 7.", "It’s a surprise. She thinks she’s coming round to help me hang a mirror, so please park on Aspen Way and bring nothing that rustles."])}</div>
<div class="row cnt" data-role="ui"><span><b>18</b>Yes</span><span><b>3</b>Maybe</span><span><b>2</b>No</span></div>
${rsvp("Trish", "Yes", "Wouldn’t miss it! 🎉")}
${rsvp("Kev & Sal", "Yes", "we’ll bring the fizz, in a quiet bag")}
${rsvp("Dorothy", "Yes", "Can I bring the dog? He’s very calm.")}
<div class="row cd" style="gap:10px;align-items:flex-start;padding:9px 16px 9px 54px"><div style="flex:1">${ui("Gail Thornbury · Host", "nm")}${say("owner", "Yes, as long as he doesn’t bark when she comes in.", "tx")}</div></div>
${rsvp("Colm", "Yes", "I’ll be there, parking on Aspen Way as told")}
${rsvp("Viv & Jim", "No", "away that weekend, sorry! have a lovely night")}
${rsvp("Renata", "Yes", "count me in 🥂")}
${rsvp("Baz", "Maybe", "working till 8 but I’ll try to get there")}
</div>
${button("RSVP", true)}`,
};

export const LISTINGS: ScreenSpec[] = [seLoger, pistonHeads];
export const OTHER: ScreenSpec[] = [paprika, evite];
