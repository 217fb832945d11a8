// Part D of v20, last five: Tado (the rooms, a Messages banner from the flatmate), Structured (a day's
// timeline, a new task typed under the iOS keyboard), Plum (dark, a pocket and its activity, cropped at
// the top), PocketGuard (a transaction with its notes, saved twice), MacroFactor (a food log, downscaled
// PNG, the last entry cut by the tab bar).
import { icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const room = (name: string, who: string, temp: string, state: string, cls: string) =>
  `<div class="tr ${cls}">${say(who, name, "trn")}<div class="trt" data-role="ui">${esc(temp)}</div>${ui(state, "trs")}</div>`;

export const tado: ScreenSpec = {
  id: "tado-he-likes-it-fresh",
  app: "Tado",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ulyana", handle: null },
  time: "21:37",
  battery: 46,
  replies: true,
  cutLines: 0,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Wojtek",
    body: "is the heating broken?? I can see my breath in here",
    author: "Wojtek",
    age: "now",
  },
  css: `body{background:#eef1f4;color:#2b3a4a}.tah{flex:none;height:52px;padding:0 16px;justify-content:space-between;color:#2b3a4a}.tah b{font-size:20px;font-weight:700}
.taw{flex:none;margin:4px 16px 10px;background:#fff;border-radius:14px;padding:12px 14px;gap:12px;font-size:14px;color:#55667a}.taw b{color:#2b3a4a;font-size:15px}
.fill{padding:0 12px}.fill>*{flex-shrink:0}.tgrid{display:grid;grid-template-columns:1fr 1fr;gap:10px}.tr{border-radius:16px;padding:14px 14px 16px;min-height:128px;background:#fff}.tr.on{background:linear-gradient(160deg,#ff9a52,#f7753a);color:#fff}.tr.frost{background:#dfe6ee}
.trn{font-size:15px;font-weight:600;line-height:19px;min-height:38px}.trt{font-size:34px;font-weight:300;margin-top:6px}.trs{font-size:12.5px;opacity:.85;margin-top:2px}
.ttb{flex:none;justify-content:space-around;height:84px;padding-bottom:30px;background:#fff;border-top:1px solid #dde3ea;color:#97a4b3;font-size:10.5px}.ttb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.ttb .on{color:#f7753a}`,
  html: `<div class="row tah" data-role="ui">${icon.menu(22)}<b>Home</b>${icon.person(22)}</div>
<div class="row taw" data-role="ui"><span>☁️</span><div style="flex:1"><b>3°C outside</b><div>Home · 2 people at home</div></div></div>
<div class="fill"><div class="tgrid">
${room("Living room", "owner", "20.4°", "Heating to 21°", "on")}
${room("Kitchen", "owner", "19.1°", "Schedule · 19°", "")}
${room("My room", "owner", "21.3°", "Heating to 22°", "on")}
${room("Wojtek’s room (he likes it fresh)", "owner", "9.8°", "Frost protection · 5°", "frost")}
${room("Bathroom", "owner", "22.0°", "Boost · 25 min left", "on")}
${room("Hallway", "owner", "17.6°", "Off", "frost")}
</div></div>
<div class="row ttb" data-role="ui"><div class="on">${icon.home(24)}<span>Home</span></div><div>${icon.grid(24)}<span>Rooms</span></div><div>${icon.sliders(24)}<span>Energy IQ</span></div><div>${icon.menu(24)}<span>Settings</span></div></div>`,
};

const stask = (time: string, color: string, title: string, meta: string, ic: string) =>
  `<div class="row stk"><span class="stt" data-role="ui">${esc(time)}</span><span class="sti" style="background:${color}">${ic}</span><div style="flex:1;min-width:0">${say("owner", title, "stn")}${ui(meta, "stm")}</div></div>`;

export const structured: ScreenSpec = {
  id: "structured-mention-the-patio",
  app: "Structured",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Zebedee", handle: null },
  time: "09:14",
  battery: 77,
  replies: false,
  keyboard: true,
  suggestions: ["casually", "casual", "casualty"],
  cutLines: 0,
  css: `body{background:#fff;color:#1c1c1e}.sth{flex:none;padding:4px 18px 8px;justify-content:space-between}.sth b{font-size:26px;font-weight:800}.sth span{color:#ff5a5f;font-size:15px;font-weight:600}
.swk{flex:none;justify-content:space-between;padding:0 18px 10px;border-bottom:1px solid #eee;font-size:13.5px;color:#8e8e93}
.fill{padding:8px 16px 0}.fill>*{flex-shrink:0}.stk{gap:12px;padding:7px 0;position:relative}.stt{width:44px;font-size:12.5px;color:#8e8e93;text-align:right}.sti{width:36px;height:36px;border-radius:18px;flex:none;display:flex;align-items:center;justify-content:center;color:#fff}.sti svg{stroke-width:2.2}.stn{font-size:16px;font-weight:600;line-height:20px}.stm{font-size:12.5px;color:#8e8e93;margin-top:1px}
.snew{flex:none;background:#f6f6f8;border-top:1px solid #e5e5ea;padding:12px 16px 10px}.snew .h{justify-content:space-between;font-size:13px;color:#8e8e93;margin-bottom:8px}.snew .h b{color:#ff5a5f}.snt{font-size:18px;font-weight:600}.snt .c{border-right:2px solid #ff5a5f;padding-right:1px}.sch{gap:8px;margin-top:10px}.sch span{background:#fff;border:1px solid #e0e0e5;border-radius:14px;padding:4px 10px;font-size:13px;color:#555}`,
  html: `<div class="row sth" data-role="ui"><b>Saturday</b><span>Today</span></div>
<div class="row swk" data-role="ui"><span>December 2026</span><span>0 of 6 done</span></div>
<div class="fill">
${stask("09:00", "#ff9f0a", "Sweep the new patio", "09:00 – 09:45 (45 min)", icon.home(17))}
${stask("10:00", "#30b0c7", "Wipe the patio chairs", "10:00 – 10:20 (20 min)", icon.star(17))}
${stask("11:30", "#34c759", "Guests arrive", "11:30", icon.person(17))}
${stask("11:35", "#af52de", "Stand near the patio, casually", "11:35 – 11:45 (10 min)", icon.eye(17))}
${stask("11:45", "#ff375f", "Mention the patio if nobody has", "11:45 – 11:50 (5 min)", icon.chat(17))}
${stask("12:00", "#5e5ce6", "Lunch (on the patio)", "12:00 – 13:30 (1 hr 30 min)", icon.heart(17))}
</div>
<div class="snew"><div class="row h" data-role="ui"><span>New task · 13:30</span><b>Add</b></div><div class="snt"><span class="c">${say("owner", "Mention the patio again, but casually").replace("<div", "<span").replace("</div>", "</span>")}</span></div><div class="row sch" data-role="ui"><span>13:30</span><span>15 min</span><span>Sat, Dec 5</span></div></div>`,
};

const act = (label: string, date: string, amount: string, plus: boolean) =>
  `<div class="row pac" data-role="ui"><span class="pai${plus ? " in" : ""}">${plus ? icon.arrowDown(18) : icon.arrowUp(18)}</span><div style="flex:1"><div class="pal">${esc(label)}</div><div class="pad">${esc(date)}</div></div><span class="paa${plus ? " in" : ""}">${esc(amount)}</span></div>`;

export const plum: ScreenSpec = {
  id: "plum-money-i-pretend-i-dont-have",
  app: "Plum",
  kind: "other",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Xaver", handle: null },
  time: "18:51",
  battery: 19,
  replies: false,
  crop: { top: 54 },
  cutLines: 0,
  css: `body{background:#0c0b1e;color:#f4f3ff}.plh{flex:none;height:50px;padding:0 16px;justify-content:space-between;color:#c9c4ff}.plh b{font-size:17px;font-weight:600;color:#fff}
.plc{flex:none;margin:8px 16px 0;border-radius:22px;padding:18px 20px;background:linear-gradient(145deg,#2b2170,#3d2f99)}.ple{font-size:30px}.pln{font-size:21px;font-weight:700;margin-top:6px;line-height:26px}.plb{font-size:36px;font-weight:700;margin-top:10px}.plbs{font-size:13px;color:#c9c4ff}.plw{font-size:14.5px;line-height:20px;margin-top:12px;color:#e6e3ff}.plwl{font-size:12px;color:#a9a3e6;margin-top:12px;text-transform:uppercase;letter-spacing:.6px}
.plbt{flex:none;gap:10px;margin:14px 16px 4px}.plbt span{flex:1;text-align:center;border-radius:14px;padding:11px 0;font-size:15px;font-weight:600;background:#1d1b3a;color:#c9c4ff}.plbt span.m{background:#6c5cff;color:#fff}
.pls{flex:none;padding:16px 20px 6px;font-size:16px;font-weight:700}.fill{padding:0 16px}.fill>*{flex-shrink:0}.pac{gap:12px;padding:10px 4px;border-bottom:1px solid #1f1d3b}.pai{width:36px;height:36px;border-radius:50%;background:#2a1d2f;color:#ff7a90;display:flex;align-items:center;justify-content:center}.pai.in{background:#17312a;color:#43d39e}.pal{font-size:15.5px;font-weight:500}.pad{font-size:12.5px;color:#8f8bb8;margin-top:1px}.paa{font-size:15.5px;font-weight:600;color:#ff7a90}.paa.in{color:#43d39e}`,
  html: `<div class="row plh" data-role="ui">${icon.back(22)}<b>Pockets</b>${icon.moreV(22)}</div>
<div class="plc"><div class="ple">🙈</div>${say("owner", "Money I pretend I don't have", "pln")}<div class="plb" data-role="ui">£3.12</div>${ui("Auto-save · £20 every Monday", "plbs")}${ui("What it's for", "plwl")}${say("owner", "Emergencies only. Fridays are not an emergency.", "plw")}</div>
<div class="row plbt" data-role="ui"><span class="m">Add money</span><span>Withdraw</span></div>
<div class="pls" data-role="ui">Activity</div>
<div class="fill">
${act("Withdrawal", "Fri 4 Dec · 17:58", "−£40.00", false)}
${act("Auto-save", "Mon 30 Nov", "+£20.00", true)}
${act("Withdrawal", "Fri 27 Nov · 18:21", "−£25.00", false)}
${act("Auto-save", "Mon 23 Nov", "+£20.00", true)}
${act("Withdrawal", "Fri 20 Nov · 19:04", "−£60.00", false)}
${act("Auto-save", "Mon 16 Nov", "+£20.00", true)}
${act("Withdrawal", "Fri 13 Nov · 17:45", "−£35.00", false)}
</div>`,
};

export const pocketguard: ScreenSpec = {
  id: "pocketguard-did-not-get-tealights",
  app: "PocketGuard",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Vilmar", handle: null },
  time: "20:44",
  battery: 63,
  replies: false,
  cutLines: 0,
  css: `body{background:#f4f6fa;color:#1b2433}.pgh{flex:none;height:48px;padding:0 14px;justify-content:space-between}.pgh b{font-size:17px;font-weight:600}.pgh span{color:#16a085;font-size:16px}
.pgt{flex:none;text-align:center;padding:8px 20px 16px}.pgl{width:56px;height:56px;border-radius:50%;background:#0058a3;color:#ffda1a;font-weight:800;font-size:22px;display:flex;align-items:center;justify-content:center;margin:0 auto}.pgm{font-size:19px;font-weight:700;margin-top:8px}.pga{font-size:32px;font-weight:700;margin-top:4px}.pgd{font-size:13.5px;color:#6b778c;margin-top:2px}
.pgc{flex:none;background:#fff;border-radius:14px;margin:0 16px 12px;padding:4px 16px}.pgr{justify-content:space-between;padding:11px 0;border-bottom:1px solid #eef0f4;font-size:15px}.pgr:last-child{border-bottom:0}.pgr span:first-child{color:#6b778c}.pgr span:last-child{font-weight:500}
.pgn{flex:none;background:#fff;border-radius:14px;margin:0 16px 12px;padding:12px 16px 14px}.pgnl{font-size:13px;font-weight:600;color:#6b778c;margin-bottom:4px}.pgnt{font-size:16px;line-height:22px}
.fill{padding:0 16px}.fill>*{flex-shrink:0}.pgs{font-size:13px;font-weight:600;color:#6b778c;padding:4px 4px 6px}.pgo{justify-content:space-between;background:#fff;padding:11px 16px;font-size:15px;border-bottom:1px solid #eef0f4}`,
  html: `<div class="row pgh" data-role="ui">${icon.back(22)}<b>Transaction</b><span>Edit</span></div>
<div class="pgt" data-role="ui"><div class="pgl">I</div><div class="pgm">IKEA</div><div class="pga">−$412.60</div><div class="pgd">Saturday, Nov 28, 2026</div></div>
<div class="pgc" data-role="ui"><div class="row pgr"><span>Category</span><span>Household</span></div><div class="row pgr"><span>Account</span><span>Checking ••4417</span></div><div class="row pgr"><span>Status</span><span>Posted</span></div></div>
<div class="pgn">${ui("Notes", "pgnl")}${say("owner", "Just popping in for tealights.", "pgnt")}${say("owner", "Did not get tealights.", "pgnt")}</div>
<div class="fill">
${ui("Other transactions at IKEA", "pgs")}
<div class="row pgo" data-role="ui"><span>Oct 31</span><span>−$286.14</span></div>
<div class="row pgo" data-role="ui"><span>Sep 19</span><span>−$198.40</span></div>
<div class="row pgo" data-role="ui"><span>Aug 8</span><span>−$341.02</span></div>
</div>`,
};

const food = (time: string, name: string, who: string, amt: string, kcal: string, color: string) =>
  `<div class="row mfe"><span class="mft" data-role="ui">${esc(time)}</span><span class="mfb" style="background:${color}"></span><div style="flex:1;min-width:0">${say(who, name, "mfn")}${ui(amt, "mfa")}</div>${ui(kcal, "mfk")}</div>`;

export const macrofactor: ScreenSpec = {
  id: "macrofactor-no-idea-whos-leaving",
  app: "MacroFactor",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Sigmar", handle: null },
  time: "17:26",
  battery: 38,
  replies: false,
  cutLines: 1,
  css: `body{background:#fff;color:#15171a}.mfh{flex:none;height:44px;padding:0 14px;gap:14px}.mfh b{flex:1;font-size:18px;font-weight:600;text-align:center}
.mfs{flex:none;margin:2px 14px 0;background:#f3f5f8;border-radius:14px;padding:6px 14px}.mfs .r{display:grid;grid-template-columns:repeat(4,1fr);text-align:center}.mfs b{display:block;font-size:16px;font-weight:700}.mfs small{font-size:11px;color:#6c7380}.mfbar{height:6px;border-radius:3px;background:#e2e6ec;margin-top:10px;overflow:hidden}.mfbar i{display:block;height:6px;width:92%;background:#2f6fed}
.fill{padding:0 14px}.fill>*{flex-shrink:0}.mfe{gap:10px;padding:11px 0;border-bottom:1px solid #eef0f3;align-items:flex-start}.mft{width:42px;font-size:12.5px;color:#6c7380;padding-top:2px}.mfb{width:4px;align-self:stretch;border-radius:2px;flex:none}.mfn{font-size:15px;font-weight:500;line-height:20px}.mfa{font-size:12.5px;color:#6c7380;margin-top:1px}.mfk{font-size:14px;font-weight:600;padding-top:2px}
.mtb{flex:none;justify-content:space-around;height:62px;padding-bottom:8px;border-top:1px solid #e6e9ee;background:#fff;color:#8a919c;font-size:10.5px;position:relative;z-index:3}.mtb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.mtb .on{color:#2f6fed}`,
  html: `<div class="row mfh" data-role="ui">${icon.back(22)}<b>Wed, Dec 2</b>${icon.search(22)}</div>
<div class="mfs" data-role="ui"><div class="r"><div><b>1,984</b><small>of 2,150 kcal</small></div><div><b>96 g</b><small>Protein</small></div><div><b>71 g</b><small>Fat</small></div><div><b>238 g</b><small>Carbs</small></div></div><div class="mfbar"><i></i></div></div>
<div class="fill">
${food("08:05", "Overnight oats", "ui", "1 jar · 350 g", "412", "#f5a623")}
${food("10:40", "Leaving cake, 4th floor (no idea who's leaving)", "owner", "1 slice", "386", "#e94e77")}
${food("13:10", "Chicken & rice bowl", "ui", "1 bowl · 420 g", "540", "#50b86c")}
${food("15:20", "Leaving cake, 2nd floor (also no idea)", "owner", "1 slice", "344", "#e94e77")}
${food("16:05", "Coffee with milk", "ui", "1 mug · 300 ml", "62", "#8b6f47")}
${food("16:50", "Leaving cake, 4th floor, round two (same stranger)", "owner", "1 slice", "240", "#e94e77")}
${food("18:30", "Salmon, potatoes & green beans", "ui", "1 plate · 480 g", "610", "#50b86c")}
${food("20:15", "Greek yoghurt with honey", "ui", "1 pot · 170 g", "188", "#f5a623")}
${food("21:40", "Dark chocolate", "ui", "2 squares · 20 g", "110", "#8b6f47")}
</div>
<div class="row mtb" data-role="ui"><div>${icon.grid(22)}<span>Dashboard</span></div><div class="on">${icon.sliders(22)}<span>Food Log</span></div><div>${icon.plusBox(22)}<span>Log</span></div><div>${icon.flame(22)}<span>Strategy</span></div><div>${icon.menu(22)}<span>More</span></div></div>`,
};
