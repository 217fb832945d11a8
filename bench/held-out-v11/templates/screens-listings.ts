// Listings and the rest: Immobiliare.it (Italian, a kitchen for one person, or two who get on very well,
// cropped on the right and saved twice), CarGurus (a seven-seater whose third row held a flat-pack
// wardrobe and a long argument, cropped at the top with the status bar gone); Cozi (a family calendar
// where the dog goes to the groomer before the owner again, a screenshot in iOS Photos) and SignUpGenius
// (a street party whose music has been the same playlist since 2019, the last slot cut under the button
// bar, JPEG).
import { icon, picture } from "./icons";
import { button, head, pageCss, paras, statGrid, whoRow } from "./blocks";
import { say, type Who } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

export const immobiliare: ScreenSpec = {
  id: "immobiliare-cucina-per-due",
  app: "Immobiliare.it",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Loredana Ferri", handle: null },
  time: "18:11",
  battery: 63,
  crop: { right: 14 },
  generations: [{ quality: 88 }, { width: 828, quality: 68 }],
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a1a1a", sub: "#5c5c5c", line: "#e8e8e8", accent: "#0074c1", soft: "#f4f8fb", size: 14.5 })}
.pc{padding:10px 16px 0}.pc b{font-size:24px}.pc span{font-size:12px;color:#fff;background:#d9534f;border-radius:4px;padding:2px 6px;margin-left:8px;vertical-align:4px}.ad2{font-size:14px;color:#5c5c5c;padding:2px 16px 4px}.h2{font-size:16px;font-weight:700;padding:12px 16px 0}.ag{font-size:12px;color:#5c5c5c;padding:8px 16px 0}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 200, ["#e8d2b8", "#a07a5a"], `<div style="position:absolute;left:70px;top:30px;width:250px;height:170px;background:#d9b48f"></div><div style="position:absolute;left:100px;top:60px;width:40px;height:50px;background:#5a4a3a"></div><div style="position:absolute;left:175px;top:60px;width:40px;height:50px;background:#5a4a3a"></div><div style="position:absolute;left:250px;top:60px;width:40px;height:50px;background:#5a4a3a"></div>`)}
<div class="pc" data-role="ui"><b>€ 189.000</b><span>Prezzo ribassato</span></div>
<div class="ad2" data-role="ui">Trilocale in Via Nizza, San Salvario, Torino</div>
${statGrid([
  ["68 m²", "Superficie"],
  ["3", "Locali"],
  ["4°", "Piano, no ascensore"],
])}
${ui("Descrizione", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", ["Luminoso trilocale al quarto piano, ideale per chi ama tenersi in forma. Cucina abitabile per una persona, o per due che vanno molto d’accordo. Balcone con vista sul cortile e, nelle giornate limpide, sul balcone di fronte."])}</div>
${ui("Spese condominiali € 95/mese · Classe energetica F", "ag")}
${ui("Annuncio di Loredana Ferri · Ferri Immobiliare", "ag")}
</div>
${button("Contatta l’agenzia")}`,
};

export const carGurus: ScreenSpec = {
  id: "cargurus-third-row",
  app: "CarGurus",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Roderick", handle: null },
  time: "10:26",
  battery: 77,
  crop: { top: 30 },
  replies: false,
  css: `${pageCss({ bg: "#f3f5f8", card: "#fff", fg: "#1b2533", sub: "#5b6676", line: "#e1e6ec", accent: "#0763d2", soft: "#f3f5f8", size: 14 })}
.pc{padding:10px 16px 4px;background:#fff}.pc b{font-size:24px;display:block}.pc small{font-size:13px;color:#5b6676;display:block}.pc i{font-style:normal;font-size:12px;font-weight:600;color:#1e8a3c}.h2{font-size:15px;font-weight:700;padding:12px 16px 0;background:#fff}`,
  html: `${head("2016 Ford Galaxy 2.0 TDCi Titanium", "Private seller", icon.heart(22))}
<div class="fill">
${picture("100%", 170, ["#c9d3de", "#59657a"], `<div style="position:absolute;left:50px;top:70px;width:260px;height:70px;background:#7a8596;border-radius:40px 50px 10px 10px"></div>`)}
<div class="pc" data-role="ui"><b>£8,750</b><small>96,400 miles · Stockport</small><i>Good deal · £640 below market</i></div>
${statGrid([
  ["7", "Seats"],
  ["Manual", "Transmission"],
  ["Diesel", "Fuel type"],
])}
${ui("Seller’s notes", "h2")}
<div class="cd">${paras("owner", [
    "Reliable family car, full service history, new tyres in May. Selling because the children have left home and I can’t justify seven seats for two people and a Labrador.",
    "The third row has only ever been used for a flat-pack wardrobe and a very long argument about who sits there. Non-smoker, dog-friendly obviously.",
  ])}</div>
</div>
${button("Message Roderick", true)}`,
};

const calRow = (time: string, item: string, who: Who, by = "") =>
  `<div class="row cd" style="gap:12px;padding:8px 16px;align-items:flex-start"><span style="flex:none;width:64px;font-size:12px;color:#7a7a85;padding-top:2px">${time}</span><div style="flex:1">${say(who, item, "tx")}${by ? ui(by, "mt") : ""}</div></div>`;

const coziInner = `${head("Calendar", "Week of 10 Nov", icon.plus(22), icon.menu(22))}
<div class="row" style="gap:6px;padding:8px 12px;flex-wrap:wrap;background:#fff" data-role="ui">${["Everyone", "Francesca", "Rob", "Noah", "Ellie"].map((n, i) => `<span style="font-size:12px;border-radius:12px;padding:3px 10px;color:#fff;background:${["#555", "#d2457a", "#2f80ed", "#27ae60", "#f2994a"][i]}">${n}</span>`).join("")}</div>
<div class="fill">
${ui("Mon 10", "h2")}
${calRow("4:15 PM", "Swimming – Noah (the goggles that fit)", "owner")}
${calRow("7:30 PM", "Five-a-side", "Rob", "Added by Rob")}
${ui("Tue 11", "h2")}
${calRow("3:40 PM", "Dentist – Ellie", "owner")}
${ui("Wed 12", "h2")}
${calRow("10:00 AM", "Dog groomer – Pickle (he gets one before me again)", "owner")}
${calRow("6:00 PM", "Parents’ evening – I’ll do the talking this time", "owner")}
${ui("Thu 13", "h2")}
${calRow("All day", "Rob’s mum staying", "Rob", "Added by Rob")}
${calRow("8:00 PM", "Change the spare bed", "owner")}
${ui("Fri 14", "h2")}
${calRow("6:00 PM", "Pizza night", "owner")}
</div>`;

export const cozi: ScreenSpec = {
  id: "cozi-pickles-haircut",
  app: "Cozi",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Francesca", handle: null },
  time: "07:52",
  battery: 88,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f1f24", sub: "#7a7a85", line: "#eeeef2", accent: "#2f80ed", soft: "#f4f4f6", size: 15 })}.h2{font-size:13px;font-weight:700;color:#d2457a;padding:8px 16px 2px;background:#fff}.tx{margin-top:0}.hd{background:#fff}`,
  html: iosPhotos({
    dark: false,
    day: "Today",
    time: "07:40",
    body: shot({ device: "iphone", time: "07:38", battery: 90, dark: false, background: "#fff", html: coziInner }, 0.8, 760),
  }),
};

const slot = (title: string, note: string, status: string, names: [string, string][]) =>
  `<div class="cd gap">${say("owner", title, "nm")}${note ? say("owner", note, "tx") : ""}${ui(status, "sl")}${names.map(([n, c]) => `<div class="row sn">${ui(n, "mt")}${c ? say(n, c, "sc") : ""}</div>`).join("")}</div>`;

export const signUpGenius: ScreenSpec = {
  id: "signupgenius-same-playlist",
  app: "SignUpGenius",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "Dougal Frame", handle: null },
  time: "19:24",
  battery: 53,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#eef3f6", card: "#fff", fg: "#1d2a33", sub: "#627280", line: "#dfe7ec", accent: "#1b8a5a", soft: "#eef3f6", size: 14 })}
.hd{background:#1b8a5a;color:#fff}.hd small{color:#d2f0e1}.fill{flex:1}.sl{font-size:12px;font-weight:600;color:#1b8a5a;margin-top:6px}.sn{gap:8px;margin-top:4px}.sn .mt{flex:none;font-weight:600;color:#1d2a33}.sc{font-size:12px;color:#627280}.nm{font-size:15px}`,
  html: `${head("Oakfield Road Street Party", "Sat 14 June · 12–6 PM", icon.share(20))}
<div class="fill">
<div class="cd">${whoRow("Dougal Frame", "Organizer · 41 signed up", "#7a8a5a", 32)}${paras("owner", ["Hi neighbours! Please sign up below. The road closure is booked and the council have been very nice about it."])}</div>
${slot("Bunting (ladder needed)", "", "2 of 2 filled", [
  ["Kemi A.", "I have a ladder and no fear"],
  ["Stan P.", ""],
])}
${slot("Barbecue", "Bring tongs if you have them.", "1 of 2 filled", [["Stan P.", "happy to do sausages"]])}
${slot("Music", "Already filled by me. It’s a playlist. It has been the same playlist since 2019 and it will not be taking requests.", "1 of 1 filled", [["Dougal F.", ""]])}
${slot("Cakes and bakes", "Label anything with nuts please.", "3 of 6 filled", [
  ["Priya N.", ""],
  ["Greta L.", "lemon drizzle again, by popular demand"],
  ["Mo R.", ""],
])}
${slot("Tidying up afterwards", "", "0 of 4 filled", [])}
</div>
${button("Sign Up Now", true)}`,
};

export const LISTINGS: ScreenSpec[] = [immobiliare, carGurus];
export const OTHER: ScreenSpec[] = [cozi, signUpGenius];
