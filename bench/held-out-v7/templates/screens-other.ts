// Other screens: Toggl Track (dark, a freelancer's day of logo revisions, v8 back to v2, under a banner
// from the client asking for v3), Tractive (a cat tracker whose owner named the places she goes, saved
// twice).
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";

const entry = (desc: string, project: string, color: string, dur: string) =>
  `<div class="row en"><div style="flex:1;min-width:0">${own(desc, "ed")}<div class="row ep" data-role="ui"><i style="background:${color}"></i>${span(project)}</div></div>${ui(dur, "eu")}</div>`;

export const toggl: ScreenSpec = {
  id: "toggl-back-to-v2",
  app: "Toggl Track",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rabia Chaudhry", handle: null },
  time: "17:58",
  battery: 21,
  banner: { app: "Messages", color: "#1a73e8", title: "Dara Whelan", body: "quick one, can we see v3 again?", author: "Dara Whelan", age: "now" },
  replies: false,
  css: `body{background:#1b1622;color:#efe9f5}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:500}
.run{flex:none;gap:12px;margin:4px 10px 6px;padding:12px 14px;background:#2c2336;border-radius:12px}.run .ed{font-size:15px}.run .t{font-size:20px;font-weight:500;color:#e57cd8}.run .st{width:40px;height:40px;border-radius:50%;background:#e57cd8;display:flex;align-items:center;justify-content:center}.run .st i{width:13px;height:13px;background:#1b1622;border-radius:2px}
.dh{gap:8px;padding:12px 16px 4px;font-size:13px;color:#a99bb8;justify-content:space-between}.en{gap:10px;padding:9px 16px;border-bottom:1px solid #2a2233}.ed{font-size:15px;line-height:20px}.ep{gap:6px;font-size:12px;color:#a99bb8;margin-top:2px}.ep i{width:8px;height:8px;border-radius:50%}.eu{font-size:14px;font-variant-numeric:tabular-nums;color:#d5cbe0}
.tab{flex:none;height:60px;justify-content:space-around;padding-bottom:12px;border-top:1px solid #2a2233;color:#a99bb8}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>Rabia’s workspace</b>${icon.search(20)}</div>
<div class="row run"><div style="flex:1">${own("Logo revisions v9", "ed")}<div class="row ep" data-role="ui"><i style="background:#e57cd8"></i>${span("Marlowe Inc")}</div></div>${ui("0:12:41", "t")}<span class="st"><i></i></span></div>
<div class="fill">
<div class="row dh" data-role="ui">${span("Today")}${span("9:20:00")}</div>
${entry("Client call – Marlowe", "Marlowe Inc", "#e57cd8", "1:00:00")}
${entry("Logo revisions v7", "Marlowe Inc", "#e57cd8", "2:30:00")}
${entry("Logo revisions v8 (back to v2)", "Marlowe Inc", "#e57cd8", "1:45:00")}
${entry("Waiting for feedback", "Marlowe Inc", "#e57cd8", "3:10:00")}
${entry("Invoice chasing", "Admin", "#7ac4a5", "0:55:00")}
<div class="row dh" data-role="ui">${span("Yesterday")}${span("6:40:00")}</div>
${entry("Logo revisions v6 (final)", "Marlowe Inc", "#e57cd8", "2:10:00")}
${entry("Logo revisions v6 (final final)", "Marlowe Inc", "#e57cd8", "1:20:00")}
${entry("Lunch (at desk)", "Admin", "#7ac4a5", "0:10:00")}
</div>
<div class="row tab">${icon.play(22)}${icon.grid(22)}${icon.sliders(22)}${icon.person(22)}</div>`,
};

const place = (name: string, dur: string, color: string) =>
  `<div class="row pl"><span class="dot" style="background:${color}"></span>${own(name, "pn")}${ui(dur, "pd")}</div>`;

export const tractive: ScreenSpec = {
  id: "tractive-hendersons",
  app: "Tractive",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Mathilde Rousseau", handle: null },
  time: "21:14",
  battery: 62,
  generations: [{ quality: 88 }, { width: 828, quality: 69 }],
  replies: false,
  css: `body{background:#f3f6f8;color:#17313b}.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#fff}.hd b{flex:1;font-size:17px}.map{position:relative;height:210px;flex:none}.lv{position:absolute;right:12px;bottom:12px;background:#00b0a0;color:#fff;border-radius:16px;padding:6px 14px;font-size:14px;font-weight:600}
.card{background:#fff;margin:8px 10px 0;border-radius:12px;padding:12px 14px}.ct{font-size:15px;font-weight:700}.cs{gap:10px;margin-top:8px}.cs div{flex:1;background:#eef6f5;border-radius:8px;padding:8px;font-size:12px;color:#557079}.cs b{display:block;font-size:17px;color:#17313b}
.pl{gap:10px;padding:8px 0;border-top:1px solid #eef2f4}.dot{width:10px;height:10px;border-radius:50%;flex:none}.pn{flex:1;font-size:15px}.pd{font-size:14px;color:#557079}.al{margin-top:8px;font-size:13px;color:#d9534f}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;background:#fff;border-top:1px solid #e3e9ec;color:#557079}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>Brie</b>${icon.bell(22)}</div>
<div class="map">${picture(
    "100%",
    210,
    ["#e7efe3", "#d6e4ec"],
    shapes([
      [0, 90, 390, 14, "#ffffff", "0"],
      [210, 0, 14, 210, "#ffffff", "0"],
      [40, 20, 120, 60, "#cfdcc6", "6px"],
      [240, 120, 110, 70, "#cfdcc6", "6px"],
      [258, 138, 22, 22, "#00b0a0"],
    ]),
  )}<span class="lv" data-role="ui">LIVE</span></div>
<div class="fill">
<div class="card" data-role="ui">${ui("Today", "ct")}<div class="row cs"><div><b>38 min</b>Active</div><div><b>20 h 52 min</b>Rest</div><div><b>1.9 km</b>Distance</div></div></div>
<div class="card">${ui("Places today", "ct")}
${place("Home", "3 h 12 min", "#00b0a0")}
${place("The Hendersons’ (traitors)", "14 h 40 min", "#f0a030")}
${place("Garage roof", "2 h 05 min", "#7a8cf0")}
${place("Under next door’s van", "1 h 50 min", "#b07ad0")}
${ui("Left the safe zone 6 times today", "al")}</div>
</div>
<div class="row tab">${icon.home(24)}${icon.pin(24)}${icon.grid(24)}${icon.person(24)}</div>`,
};
