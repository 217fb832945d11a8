// Listings and other screens: Mercari (a hoodie with a story and a buyer's question, cropped at the
// bottom), SpareRoom (a room ad in capitals undone by one lower-case line, cropped on the right),
// Wallapop (a listing in Spanish, saved twice), Sleep Cycle (dark, a night's stats and the owner's note
// under a friend's text), Habitica (tasks the owner wrote, under a party member's message).
import { avatar, icon, picture } from "./icons";
import { comment, shapes, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";

export const mercari: ScreenSpec = {
  id: "mercari-hoodie",
  app: "Mercari",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "jess.sells.stuff", handle: null },
  time: "17:26",
  battery: 49,
  crop: { bottom: 70 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 14px;gap:16px}.hd span.s{flex:1}
.pc{padding:10px 16px 0}.pc .p{font-size:24px;font-weight:700}.pc .sh{font-size:13px;color:#6f6f6f}.ti{font-size:18px;line-height:24px;font-weight:500;padding:6px 16px}
.fl{gap:8px;padding:2px 16px;font-size:13px;color:#6f6f6f}.fl b{color:#222;font-weight:500}.sec{font-size:14px;font-weight:700;padding:12px 16px 4px}
.ds{font-size:15px;line-height:21px;padding:0 16px;color:#222}.sl{gap:10px;padding:12px 16px;border-top:1px solid #eee;margin-top:10px}.sl b{display:block;font-size:14px}.sl small{font-size:12px;color:#6f6f6f}
.c{gap:10px;padding:7px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:11px;color:#999}.ct{font-size:14px;line-height:20px;margin-top:2px}
.fill{padding-top:12px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="s"></span>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  140,
  ["#b0bec5", "#eceff1"],
  shapes([
    [100, 30, 160, 200, "#546e7a", "40px 40px 10px 10px"],
    [60, 60, 60, 150, "#546e7a", "30px"],
    [240, 60, 60, 150, "#546e7a", "30px"],
    [150, 30, 60, 40, "#37474f"],
  ]),
)}
<div class="pc">${ui("$48", "p")}${ui("+ $7.99 shipping", "sh")}</div>
${own("Vintage* Nike hoodie grey (worn once by my ex)", "ti")}
<div class="row fl"><span>Condition</span><b>Like new</b><span>Size</span><b>L</b></div>
${ui("Description", "sec")}
${own("*vintage as in it is from 2021 which was a long time ago emotionally. Selling because it reminds me of him. Size L but fits like an M because he put it on a hot wash. Price is firm, unlike him.", "ds")}
<div class="row sl">${avatar(40, "#ff6f61")}<div><b>jess.sells.stuff</b><small>${stars(5, "#ff6f61", "#ddd", 11)} 23 reviews · Ships in 1–2 days</small></div></div>
${ui("Comments (2)", "sec")}
${comment("#7e57c2", "thriftkid_oz", "2h", "is the ex included", false)}
${comment("#ff6f61", "jess.sells.stuff", "1h", "no he lives in Leeds now", true)}
${comment("#26a69a", "marguerite.b", "40m", "would you take 30 if I promise never to wear it near a hot wash", false)}
</div>`,
};

export const spareroom: ScreenSpec = {
  id: "spareroom-ad",
  app: "SpareRoom",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gavin", handle: null },
  time: "12:47",
  battery: 63,
  crop: { right: 24 },
  cutLines: 1,
  replies: false,
  css: `body{background:#fff}.hd{flex:none;height:48px;padding:0 14px;gap:12px;background:#00a2c7;color:#fff}.hd b{flex:1;font-size:16px}
.pr{gap:10px;padding:10px 16px}.pr .p{font-size:24px;font-weight:700;color:#1f2d3d}.pr .s{font-size:13px;color:#6b7a8c}
.ti{font-size:18px;font-weight:700;line-height:24px;padding:2px 16px;color:#1f2d3d}.lc{font-size:13px;color:#6b7a8c;padding:2px 16px 8px}
.fl{display:grid;grid-template-columns:1fr 1fr;gap:6px 12px;padding:8px 16px;font-size:13px;color:#6b7a8c;background:#f4f8fa}.fl b{display:block;color:#1f2d3d;font-size:14px;font-weight:500}
.sec{font-size:14px;font-weight:700;padding:12px 16px 4px;color:#1f2d3d}.ds{font-size:15px;line-height:22px;padding:0 16px 6px;color:#1f2d3d}
.ad{gap:10px;padding:12px 16px;border-top:1px solid #e6edf1}.ad b{display:block;font-size:14px}.ad small{font-size:12px;color:#6b7a8c}
.bt{flex:none;padding:10px 16px 34px;border-top:1px solid #e6edf1}.bt span{display:block;text-align:center;background:#f47b20;color:#fff;border-radius:6px;padding:12px;font-weight:600}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Room details</b>${icon.heart(22)}</div>
<div class="fill">
${picture(
  "100%",
  200,
  ["#e8e2d6", "#b8ad9b"],
  shapes([
    [40, 90, 200, 90, "#8d7b68", "6px"],
    [260, 30, 90, 120, "#f5f1e8", "4px"],
    [60, 60, 160, 40, "#fff", "4px"],
  ]),
)}
<div class="row pr">${ui("£850 pcm", "p")}${ui("Double room · Available now", "s")}</div>
${own("DOUBLE ROOM IN QUIET HOUSE (QUIET MEANS QUIET)", "ti")}
${ui("Walthamstow, London E17 · 6 min walk to station", "lc")}
<div class="fl"><div>Bills<b>Included (except heating)</b></div><div>Deposit<b>£1,700</b></div><div>Household<b>3 flatmates</b></div><div>Min term<b>12 months</b></div></div>
${ui("About the room", "sec")}
${own("NO GUESTS. NO MUSIC. NO COOKING AFTER 7PM. NO SHOES PAST THE MAT. NO LOUD CHEWING, WE WILL HEAR IT. HEATING IS ON FOR ONE HOUR ON SUNDAYS. BATHROOM ROTA IS ENFORCED.", "ds")}
${own("we are a very friendly and sociable household :)", "ds")}
<div class="row ad">${avatar(40, "#00a2c7")}<div><b>Gavin</b><small>Live-in landlord · Replies within a day</small></div></div>
</div>
<div class="bt"><span>Message Gavin</span></div>`,
};

export const wallapop: ScreenSpec = {
  id: "wallapop-bici",
  app: "Wallapop",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Marta G.", handle: null },
  time: "11:18",
  battery: 85,
  generations: [{ quality: 84 }, { width: 720, quality: 64 }],
  replies: false,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 14px;gap:16px}.hd span.s{flex:1}
.sl{gap:10px;padding:10px 16px;border-bottom:1px solid #eee}.sl b{display:block;font-size:15px}.sl small{font-size:12px;color:#6a6a6a}
.pc{font-size:26px;font-weight:700;padding:12px 16px 0;color:#13c1ac}.ti{font-size:18px;font-weight:500;line-height:24px;padding:4px 16px}.st{gap:8px;padding:4px 16px}.st span{font-size:12px;background:#eefaf8;color:#0a7c6e;border-radius:12px;padding:3px 10px}
.ds{font-size:15px;line-height:22px;padding:10px 16px 0;color:#253238}.mt{gap:16px;padding:12px 16px;font-size:12px;color:#6a6a6a;border-bottom:1px solid #eee}.mp{margin:10px 16px;height:90px;border-radius:10px;background:linear-gradient(135deg,#e0f2f1,#c8e6c9)}.lc{font-size:13px;color:#6a6a6a;padding:0 16px}
.bt{flex:none;gap:10px;padding:10px 16px 22px;border-top:1px solid #eee}.bt span{flex:1;text-align:center;border-radius:22px;padding:11px;font-weight:600;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="s"></span>${icon.heart(22)}${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="row sl">${avatar(40, "#ffb300")}<div><b>Marta G.</b><small>★ 4.9 (23) · 14 ventas</small></div></div>
${picture(
  "100%",
  240,
  ["#cfd8dc", "#90a4ae"],
  shapes([
    [110, 60, 150, 24, "#263238", "6px"],
    [170, 80, 20, 110, "#263238", "4px"],
    [120, 180, 130, 18, "#263238", "6px"],
    [80, 110, 90, 60, "#f5f5f5", "8px"],
  ]),
)}
${ui("60 €", "pc")}
${own("Bicicleta estática casi nueva", "ti")}
<div class="row st">${span("Como nuevo")}${span("Envío disponible")}</div>
${own("Usada dos veces. Una para probarla y otra para colgar la ropa. Ahora es un perchero muy caro. No regateo, ya he sufrido bastante.", "ds")}
${own("English ok. Price is price.", "ds")}
<div class="row mt">${span("👁 1.204 visitas")}${span("♡ 87 favoritos")}${span("Hace 3 días")}</div>
<div class="mp"></div>${ui("28004 Madrid", "lc")}
</div>
<div class="row bt"><span style="border:1px solid #13c1ac;color:#13c1ac">Hacer oferta</span><span style="background:#13c1ac;color:#fff">Chat</span></div>`,
};

export const sleepCycle: ScreenSpec = {
  id: "sleep-cycle-night",
  app: "Sleep Cycle",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ben's flatmate", handle: null },
  time: "07:31",
  battery: 96,
  banner: { app: "Messages", color: "#34c759", title: "Ben", body: "mate you were snoring so loud the neighbour’s dog answered", author: "Ben", age: "2m ago" },
  replies: false,
  css: `body{background:linear-gradient(#0b1a3a,#05070f)}.hd{flex:none;height:46px;padding:0 16px;gap:12px;justify-content:space-between;color:#b9c4e0}
.big{text-align:center;padding:24px 0 6px}.big b{display:block;font-size:64px;font-weight:300;color:#fff}.big span{font-size:14px;color:#9fb0d8;letter-spacing:1px;text-transform:uppercase}
.gr{margin:10px 16px;height:120px;border-radius:14px;background:linear-gradient(180deg,rgba(255,255,255,.06),rgba(255,255,255,.02));position:relative;overflow:hidden}
.nums{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:8px 16px}.nums div{background:rgba(255,255,255,.06);border-radius:12px;padding:10px 12px;font-size:12px;color:#9fb0d8}.nums b{display:block;font-size:19px;color:#fff;font-weight:500}
.sec{font-size:13px;color:#9fb0d8;text-transform:uppercase;letter-spacing:1px;padding:14px 16px 6px}.tg{gap:8px;flex-wrap:wrap;padding:0 16px}.tg span{font-size:14px;border:1px solid #3a4a78;border-radius:16px;padding:5px 12px;color:#dfe6f7}
.nt{margin:8px 16px;background:rgba(255,255,255,.06);border-radius:12px;padding:12px 14px;font-size:15px;line-height:21px;color:#fff}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;color:#7f8db3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${ui("Mon 3 Jun", "")}${icon.share(20)}</div>
<div class="fill">
<div class="big"><b>41%</b><span>Sleep quality</span></div>
<div class="gr"><svg width="358" height="120" viewBox="0 0 358 120"><path d="M0 20 C30 20 40 90 70 95 S110 30 140 60 S190 110 220 80 S270 20 300 70 S340 40 358 30" stroke="#5b8cff" stroke-width="3" fill="none"/></svg></div>
<div class="nums"><div><b>9h 12m</b>Time in bed</div><div><b>2h 40m</b>Fell asleep after</div><div><b>1h 48m</b>Snoring</div><div><b>11:02 pm</b>Went to bed</div></div>
${ui("Sleep notes", "sec")}
<div class="row tg">${span("☕ Drank coffee")}${span("🍕 Ate late")}${span("📱 Screen in bed")}</div>
<div class="nt">${own("bed at 11 to become a new person")}</div>
</div>
<div class="row tab">${icon.home(24)}${icon.grid(24)}${icon.person(24)}</div>`,
};

const task = (text: string, meta: string, color: string, done = false) =>
  `<div class="row tk"><span class="bx" style="background:${color}">${done ? icon.check(14) : ""}</span><div style="flex:1">${own(text, "tt")}${meta ? ui(meta, "tm") : ""}</div></div>`;

export const habitica: ScreenSpec = {
  id: "habitica-tasks",
  app: "Habitica",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "SirProcrastinus", handle: null },
  time: "22:04",
  battery: 15,
  banner: {
    app: "Habitica",
    color: "#6133b4",
    title: "The Lazy Lizards (party)",
    body: "Yara: whoever skipped their dailies, the dragon just hit all 4 of us for 12",
    author: "Yara",
    age: "now",
  },
  replies: false,
  css: `body{background:#f9f9f9}.av{flex:none;background:#6133b4;color:#fff;padding:12px 16px;gap:14px}.av .n{font-size:17px;font-weight:500}.av .l{font-size:12px;opacity:.85}
.bar{height:8px;border-radius:4px;background:rgba(255,255,255,.25);margin-top:5px;width:200px;overflow:hidden}.bar span{display:block;height:8px}
.tabs{flex:none;justify-content:space-around;padding:10px 0;background:#fff;font-size:14px;color:#686274;border-bottom:1px solid #e1e0e3}.tabs b{color:#6133b4}
.sec{font-size:13px;font-weight:700;color:#686274;padding:12px 16px 4px;text-transform:uppercase}.tk{gap:12px;padding:9px 16px;background:#fff;border-bottom:1px solid #eee}
.bx{width:28px;height:28px;border-radius:6px;flex:none;display:flex;align-items:center;justify-content:center;color:#fff}.tt{font-size:15px;line-height:20px;color:#34313a}.tm{font-size:12px;color:#878190}`,
  html: `<div class="row av">${avatar(60, "#ffb445")}<div><div class="n">SirProcrastinus</div>${ui("Level 3 Warrior", "l")}<div class="bar"><span style="width:14%;background:#f74e52"></span></div>${ui("HP 7 / 50", "l")}<div class="bar"><span style="width:61%;background:#ffbe5d"></span></div>${ui("XP 92 / 150", "l")}</div></div>
<div class="row tabs"><span>Habits</span><b>Dailies</b><span>To Do’s</span><span>Rewards</span></div>
<div class="fill">
${ui("Dailies · 0 of 5 done", "sec")}
${task("wake up before 10", "Streak 0 · Missed yesterday", "#f74e52")}
${task("reply to mum", "Streak 0 · Missed 9 days", "#f74e52")}
${task("drink 1 (one) glass of water", "Streak 0", "#ff944c")}
${task("make the bed (duvet on it counts)", "Streak 0", "#ffbe5d")}
${task("open the gym app", "Streak 31", "#24cc8f")}
${ui("To Do’s", "sec")}
${task("become a morning person", "Created 3 Jan 2022", "#f74e52")}
${task("cancel the gym membership I only open the app of", "Due yesterday", "#f74e52")}
</div>`,
};

export const LISTINGS: ScreenSpec[] = [mercari, spareroom, wallapop, sleepCycle, habitica];
