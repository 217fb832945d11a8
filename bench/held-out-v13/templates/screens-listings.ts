// Listings and the rest: Willhaben (German, an oak grandfather clock that strikes every quarter hour,
// at night too, after two years of believing its owners would get used to it, cropped on the right and
// saved twice), Domain (a Brunswick bungalow whose vendors ask that the frog living in the pool filter
// box be allowed to stay, cropped at the top with the status bar gone); Google Keep (a family packing
// list for Pembrokeshire where the sea will be 11° and Dad will go in anyway, a screenshot in iOS Photos) and
// Paperless Post (a retirement do for a man who asked for no speeches, so there will be four, the last
// reply cut under the RSVP bar, JPEG).
import { icon, picture } from "./icons";
import { button, head, pageCss, paras, statGrid, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

export const willhaben: ScreenSpec = {
  id: "willhaben-jede-viertelstunde",
  app: "willhaben",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Ignaz", handle: null },
  time: "18:26",
  battery: 63,
  crop: { right: 14 },
  generations: [{ quality: 89 }, { width: 828, quality: 67 }],
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1e2328", sub: "#5e666e", line: "#e6e8eb", accent: "#0b5aa8", soft: "#eef3f9", size: 14.5 })}
.pc{padding:10px 16px 0}.pc b{font-size:24px}.tl{font-size:17px;font-weight:700;line-height:22px;padding:4px 16px 0}.ad2{font-size:13px;color:#5e666e;padding:4px 16px 4px}.h2{font-size:16px;font-weight:700;padding:12px 16px 0}.ag{font-size:12px;color:#5e666e;padding:8px 16px 0}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}`)}
<div class="fill">
${picture("100%", 200, ["#efe6d8", "#9a8268"], `<div style="position:absolute;left:150px;top:10px;width:70px;height:180px;border-radius:34px 34px 4px 4px;background:#7a4e2a"></div><div style="position:absolute;left:163px;top:28px;width:44px;height:44px;border-radius:50%;background:#f4ecd8"></div><div style="position:absolute;left:180px;top:90px;width:10px;height:60px;background:#c8a040"></div>`)}
<div class="pc" data-role="ui"><b>€ 380</b></div>
<div class="tl" data-role="ui">Standuhr, Eiche, funktionstüchtig</div>
<div class="ad2" data-role="ui">1180 Wien, 18. Bezirk, Währing</div>
${statGrid([
  ["Gebraucht", "Zustand"],
  ["198 cm", "Höhe"],
  ["Abholung", "Übergabe"],
])}
${ui("Beschreibung", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", ["Schöne alte Standuhr aus Eiche, ca. 1960. Läuft einwandfrei und wurde 2019 vom Uhrmacher gewartet. Sie schlägt zuverlässig jede Viertelstunde, auch nachts. Wir haben zwei Jahre lang geglaubt, dass wir uns daran gewöhnen. Nur Selbstabholung, bitte zu zweit kommen."])}</div>
${ui("Ignaz · Privatperson · auf willhaben seit 2014", "ag")}
${ui("Anzeigencode 1842207315", "ag")}
</div>
${button("Nachricht schreiben")}`,
};

export const domain: ScreenSpec = {
  id: "domain-the-frog-stays",
  app: "Domain",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ravinder Dhaliwal", handle: null },
  time: "08:52",
  battery: 92,
  crop: { top: 30 },
  replies: false,
  css: `${pageCss({ bg: "#f4f5f7", card: "#fff", fg: "#1b1d22", sub: "#5d6370", line: "#e0e3e8", accent: "#0ea800", soft: "#f4f5f7", size: 14 })}
.pc{padding:10px 16px 4px;background:#fff}.pc b{font-size:21px;display:block}.pc small{font-size:13px;color:#5d6370;display:block}.pc i{font-style:normal;font-size:12px;font-weight:600;color:#0ea800}.h2{font-size:15px;font-weight:700;padding:12px 16px 0;background:#fff}`,
  html: `${head("12 Larchmont Street", "Brunswick West VIC 3055", icon.heart(22))}
<div class="fill">
${picture("100%", 170, ["#cfe3ee", "#7a9a6a"], `<div style="position:absolute;left:70px;top:60px;width:220px;height:80px;background:#e8dccb"></div><div style="position:absolute;left:60px;top:36px;width:240px;height:30px;background:#8a4a3a;clip-path:polygon(10% 0,90% 0,100% 100%,0 100%)"></div><div style="position:absolute;left:250px;top:130px;width:110px;height:40px;border-radius:8px;background:#5ab8d8"></div>`)}
<div class="pc" data-role="ui"><b>Auction Sat 6 Dec</b><small>Guide $1.1m – $1.2m</small><i>House · Inspection Sat 11:00</i></div>
${statGrid([
  ["3", "Beds"],
  ["1", "Bath"],
  ["2", "Parking"],
])}
${ui("About this property", "h2")}
<div class="cd">${paras("owner", [
    "Tucked away on a quiet street, this charming 1920s Californian bungalow offers three bedrooms, polished floorboards and a north-facing garden.",
    "The in-ground pool has been lovingly kept, and the vendors ask that the frog living in the filter box be allowed to stay. Walk to cafés, schools and the 58 tram.",
  ])}</div>
<div class="cd">${whoRow("Ravinder Dhaliwal", "Marrick & Co. Real Estate · Brunswick", "#6a7ab0", 36)}</div>
</div>
${button("Enquire", true)}`,
};

const keepItem = (text: string, done: boolean) =>
  `<div class="row ki" style="gap:12px;padding:7px 18px;align-items:flex-start"><span style="flex:none;width:18px;height:18px;margin-top:2px;border:2px solid ${done ? "#8a8a8a" : "#5f6368"};border-radius:3px;background:${done ? "#8a8a8a" : "transparent"}"></span>${say("owner", text, done ? "kt done" : "kt")}</div>`;

const keepInner = `<div class="row" style="flex:none;height:52px;padding:0 14px;gap:18px;color:#5f6368" data-role="ui">${icon.back(22)}<span style="flex:1"></span>${icon.pin(20)}${icon.bell(20)}${icon.download(20)}</div>
<div class="fill" style="padding:4px 0 8px">
${say("owner", "Pembrokeshire packing ⛺", "kh")}
${keepItem("Tent (the big one)", true)}
${keepItem("Tent pegs – ALL of them this time", true)}
${keepItem("Raincoats x4 (it’s Pembrokeshire)", false)}
${keepItem("Suncream (optimism)", false)}
${keepItem("Swimming things – the sea will be 11°, Dad will go in anyway", false)}
${keepItem("Torch and spare batteries", false)}
${keepItem("Kids’ wellies", false)}
${keepItem("Dad’s folding chair (he will ask)", false)}
${keepItem("Cards for the rainy day(s)", false)}
<div class="row" style="gap:8px;padding:10px 18px 0" data-role="ui"><span style="font-size:12px;border:1px solid #dadce0;border-radius:8px;padding:3px 10px;color:#3c4043">Holidays</span></div>
</div>
<div class="row" style="flex:none;height:44px;padding:0 14px;gap:16px;color:#5f6368;font-size:12px" data-role="ui">${icon.plusBox(20)}<span style="flex:1;text-align:center">Edited 21:14 · Shared by Nerys Prothero</span>${icon.moreV(20)}</div>`;

export const googleKeep: ScreenSpec = {
  id: "googlekeep-dad-will-go-in-anyway",
  app: "Google Keep",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Nerys Prothero", handle: null },
  time: "21:31",
  battery: 53,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#202124", sub: "#5f6368", line: "#e8eaed", accent: "#fbbc04", soft: "#f8f9fa", size: 15 })}.kh{font-size:21px;font-weight:500;padding:6px 18px 10px}.kt{flex:1;font-size:15.5px;line-height:21px}.kt.done{color:#80868b;text-decoration:line-through}`,
  html: iosPhotos({
    dark: false,
    day: "Today",
    time: "21:20",
    body: shot({ device: "iphone", time: "21:15", battery: 61, dark: false, background: "#fff", html: keepInner }, 0.8, 720),
  }),
};

const rsvp = (name: string, status: string, note: string) =>
  `<div class="row cd" style="gap:10px;align-items:flex-start;padding:9px 16px"><span style="flex:none;width:28px;height:28px;border-radius:50%;background:#d8c9b0"></span><div style="flex:1">${ui(`${name} · ${status}`, "nm")}${note ? say(name, note, "tx") : ""}</div></div>`;

export const paperlessPost: ScreenSpec = {
  id: "paperlesspost-so-there-will-be-four",
  app: "Paperless Post",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "Jacinta Farrant", handle: null },
  time: "19:48",
  battery: 51,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f6f3ee", card: "#fff", fg: "#26221d", sub: "#6e665c", line: "#e8e2d8", accent: "#1f3a5f", soft: "#f6f3ee", size: 14 })}
.hd{background:#1f3a5f;color:#fff}.hd small{color:#d4deeb}.fill{flex:1}.nm{font-size:13.5px}.tx{margin-top:2px}.cnt{gap:18px;padding:6px 16px;background:#fff;border-bottom:1px solid #e8e2d8;font-size:13px;color:#6e665c}.cnt b{font-size:16px;color:#26221d;margin-right:4px}.bt span{background:#1f3a5f}`,
  html: `${head("Lionel’s retirement do", "Fri 12 Dec · 6:30 PM · The Bell, Totnes", icon.share(20))}
<div class="fill">
<div class="cd">${whoRow("Jacinta Farrant", "Host · 46 guests invited", "#5a7aa0", 32)}${paras("owner", ["Come and help us celebrate Lionel retiring after 41 years at the council! Drinks and a buffet from 6:30.", "He has asked for no speeches, so there will be four."])}</div>
<div class="row cnt" data-role="ui"><span><b>31</b>Attending</span><span><b>6</b>Maybe</span><span><b>4</b>Regrets</span></div>
${rsvp("Pauline", "Attending", "Wouldn’t miss it! 🥂")}
${rsvp("Howell", "Attending", "Is there a sign-up for the speeches?")}
<div class="row cd" style="gap:10px;align-items:flex-start;padding:9px 16px 9px 54px"><div style="flex:1">${ui("Jacinta Farrant · Host", "nm")}${say("owner", "No sign-up, Howell. You’re speech three.", "tx")}</div></div>
${rsvp("Mair & Trefor", "Attending", "we’ll bring the card round for signing")}
${rsvp("Anwen", "Regrets", "so sorry, away that weekend. Give him my best!")}
${rsvp("Sylvie", "Attending", "Count me in. I’ll keep mine short, promise")}
${rsvp("Emlyn", "Maybe", "depends on the trains but I’ll try my best")}
${rsvp("Gwenda", "Attending", "Forty-one years! I’ll bring tissues for the speeches")}
</div>
${button("RSVP", true)}`,
};

export const LISTINGS: ScreenSpec[] = [willhaben, domain];
export const OTHER: ScreenSpec[] = [googleKeep, paperlessPost];
