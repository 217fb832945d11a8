// Part D of v18, the other five: Trading 212 (pies, the sensible one down and the dared one up),
// Fantastical (an event typed with the keyboard open, against a weekly invitation), Evernote (a log of
// the landlord and the shower, with his banner on top), Philips Hue (dark, scenes for pretending nobody
// is in, JPEG downscaled), Pillow (dark, a night's recordings of sleep talking, cropped at the top).
import { avatar, icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const pie = (name: string, value: string, ret: string, up: boolean, colors: string[]) =>
  `<div class="row pr2"><span class="pc2" style="background:conic-gradient(${colors.map((c, i) => `${c} ${(i * 100) / colors.length}% ${((i + 1) * 100) / colors.length}%`).join(",")})"></span><div style="flex:1;min-width:0">${say("owner", name, "prn")}${ui(value, "prv")}</div><div class="prr ${up ? "up" : "dn5"}" data-role="ui">${ret
    .split("\n")
    .map((r) => `<div>${esc(r)}</div>`)
    .join("")}</div></div>`;

export const trading212: ScreenSpec = {
  id: "trading212-the-dares-are-winning",
  app: "Trading 212",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Yves", handle: null },
  time: "12:19",
  battery: 74,
  replies: false,
  css: `body{background:#f3f5f9;color:#0e1a2b}.th{flex:none;justify-content:space-between;padding:10px 16px 6px}.th .ac2{gap:6px;font-size:14px;font-weight:600;padding:6px 12px;border-radius:16px;background:#fff;box-shadow:0 1px 3px rgba(14,26,43,.08)}
.tv{flex:none;padding:8px 16px 14px}.tv small{display:block;font-size:13px;color:#65738a}.tv b{display:block;font-size:32px;font-weight:700;margin-top:2px}.tv .rt{font-size:14px;color:#d23b3b;font-weight:600;margin-top:2px}
.tg2{flex:none;gap:8px;padding:0 16px 12px}.tg2 span{font-size:13px;font-weight:600;padding:7px 14px;border-radius:18px;background:#fff;color:#65738a}.tg2 span.on{background:#0e1a2b;color:#fff}
.fill{padding:0 12px}.fill>*{flex-shrink:0}.ph2{justify-content:space-between;padding:6px 4px 8px;font-size:15px;font-weight:700}.ph2 span:last-child{font-size:13px;color:#2f6fed;font-weight:600}
.pr2{gap:12px;background:#fff;border-radius:14px;padding:14px;margin-bottom:8px;box-shadow:0 1px 3px rgba(14,26,43,.06)}.pc2{width:42px;height:42px;border-radius:50%;flex:none;-webkit-mask:radial-gradient(circle,transparent 9px,#000 10px)}.prn{font-size:15.5px;font-weight:600;line-height:20px}.prv{font-size:13px;color:#65738a;margin-top:2px}.prr{font-size:13.5px;font-weight:600;flex:none;text-align:right}.up{color:#139e5b}.dn5{color:#d23b3b}
.gl{background:#fff;border-radius:14px;padding:12px 14px;margin-bottom:8px;font-size:13px;color:#65738a}.gl b{color:#0e1a2b}.glb{height:6px;border-radius:3px;background:#e6eaf1;margin-top:8px;overflow:hidden}.glb i{display:block;height:6px;width:2%;background:#2f6fed}
.tb7{flex:none;justify-content:space-around;height:58px;padding-bottom:4px;background:#fff;border-top:1px solid #e6eaf1;color:#8d98aa;position:relative;z-index:3}.tb7 .on{color:#2f6fed}`,
  html: `<div class="row th" data-role="ui"><span class="row ac2">Invest ▾</span><span class="row" style="gap:16px">${icon.search(22)}${icon.bell(22)}</span></div>
<div class="tv" data-role="ui"><small>Total value</small><b>£1,016.27</b><div class="rt">−£23.73 (−2.28%) all time</div></div>
<div class="row tg2" data-role="ui"><span class="on">Pies</span><span>Holdings</span><span>Orders</span></div>
<div class="fill">
<div class="row ph2" data-role="ui"><span>My pies (3)</span><span>+ Create pie</span></div>
${pie("Sensible. Long term. Do not look at it", "£528.80 · invested £600.00", "−£71.20\n−11.87%", false, ["#2f6fed", "#7aa7ff", "#b8cdff", "#dde7ff"])}
${pie("Stocks Willa dared me to buy", "£246.45 · invested £150.00", "+£96.45\n+64.30%", true, ["#f2994a", "#eb5757", "#9b51e0"])}
${pie("Retire at 60 (very ambitious)", "£241.02 · invested £290.00", "−£48.98\n−16.89%", false, ["#27ae60", "#6fcf97"])}
<div class="gl" data-role="ui">Goal for <b>Retire at 60 (very ambitious)</b>: £400,000 by 2061<div class="glb"><i></i></div></div>
<div class="row ph2" data-role="ui"><span>Recent activity</span><span>See all</span></div>
<div class="gl" data-role="ui"><div class="row" style="justify-content:space-between"><span>Deposit · 1 Dec</span><b>+£50.00</b></div><div class="row" style="justify-content:space-between;margin-top:8px"><span>Dividend · 27 Nov</span><b>+£0.41</b></div></div>
</div>
<div class="row tb7" data-role="ui"><span class="on">${icon.home(24)}</span>${icon.search(24)}${icon.grid(24)}${icon.person(24)}</div>`,
};

const evt = (time: string, title: string, meta: string, c: string, who = "ui") =>
  `<div class="row fe"><span class="fbar" style="background:${c}"></span>${ui(time, "fet")}<div style="flex:1;min-width:0">${say(who, title, "fen")}${meta ? ui(meta, "fem") : ""}</div></div>`;

export const fantastical: ScreenSpec = {
  id: "fantastical-sudden-plans-every-thursday",
  app: "Fantastical",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Yardley", handle: null },
  time: "22:41",
  battery: 38,
  replies: true,
  keyboard: true,
  suggestions: ["“7pm”", "7", "7:00"],
  css: `body{background:#f2f2f7;color:#1c1c1e}.fx{flex:none;justify-content:space-between;padding:6px 16px 8px;font-size:16px;color:#e5484d}.fx b{color:#1c1c1e;font-size:16px}
.fin{flex:none;margin:0 12px;background:#fff;border-radius:12px;padding:12px 14px;font-size:17px;line-height:23px;box-shadow:0 1px 2px rgba(0,0,0,.06)}.fin .cur2{border-right:2px solid #e5484d;padding-right:1px}
.pv{flex:none;margin:10px 12px 0;background:#fff;border-radius:12px;overflow:hidden}.pvr{gap:10px;padding:10px 14px;border-bottom:1px solid #ececf0;font-size:15px}.pvr:last-child{border-bottom:none}.pvr .k2{width:70px;color:#8e8e93;font-size:13.5px;flex:none}.pvt{font-size:17px;font-weight:600}
.fill{padding:12px 12px 0}.fill>*{flex-shrink:0}.dh{font-size:13px;font-weight:700;color:#8e8e93;padding:0 4px 6px;letter-spacing:.3px}.fe{gap:10px;background:#fff;padding:9px 12px;border-radius:10px;margin-bottom:6px;align-items:flex-start}.fbar{width:4px;align-self:stretch;border-radius:2px;flex:none}.fet{width:44px;font-size:13px;color:#8e8e93;flex:none;padding-top:2px}.fen{font-size:15px;font-weight:600;line-height:20px}.fem{font-size:12.5px;color:#8e8e93;margin-top:1px}.inv{font-size:14px;line-height:19px;margin-top:4px;color:#3a3a3c}`,
  html: `<div class="row fx" data-role="ui"><span>Cancel</span><b>New Event</b><span style="font-weight:600">Add</span></div>
<div class="fin"><span class="cur2">${say("owner", "Sudden plans every Thursday 7pm").replace("<div", "<span").replace("</div>", "</span>")}</span></div>
<div class="pv" data-role="ui"><div class="row pvr"><span class="k2">Title</span><span class="pvt">Sudden plans</span></div><div class="row pvr"><span class="k2">Starts</span><span>Thu, 10 Dec 2026 at 19:00</span></div><div class="row pvr"><span class="k2">Repeat</span><span>Every week</span></div><div class="row pvr"><span class="k2">Calendar</span><span class="row" style="gap:6px"><i style="width:10px;height:10px;border-radius:50%;background:#e5484d;display:inline-block"></i>Home</span></div></div>
<div class="fill">
${ui("THURSDAY, 10 DECEMBER", "dh")}
<div class="row fe"><span class="fbar" style="background:#30a46c"></span>${ui("19:00", "fet")}<div style="flex:1;min-width:0">${ui("Recorder group at Vito's", "fen")}${ui("Every week · Invitation from Vito Sandoval · Maybe", "fem")}${say("Vito Sandoval", "We are doing Greensleeves again! Bring your recorder, or borrow my spare.", "inv")}</div></div>
</div>`,
};

const logLine = (text: string) => say("owner", text, "ep");

export const evernote: ScreenSpec = {
  id: "evernote-thats-a-good-shower",
  app: "Evernote",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Uriel", handle: null },
  time: "09:14",
  battery: 83,
  replies: true,
  cutLines: 1,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Valentin (landlord)",
    body: "Morning! Popping round Friday to have a look at the shower 👍",
    author: "Valentin",
    age: "now",
  },
  css: `body{background:#fff;color:#1f1f1f}.eh{flex:none;height:54px;gap:18px;padding:0 14px;color:#4d4d4d;border-bottom:1px solid #eee}.eh .sp2{flex:1}
.fill{padding:12px 18px 0}.fill>*{flex-shrink:0}.nbk{gap:6px;font-size:12.5px;color:#737373}.nbk i{width:10px;height:10px;border-radius:2px;background:#00a82d;display:inline-block}.et{font-size:24px;font-weight:600;line-height:30px;margin-top:6px}.em{font-size:12px;color:#8a8a8a;margin:4px 0 6px}.tg3{gap:6px;margin-bottom:8px}.tg3 span{font-size:12px;background:#f0f0f0;border-radius:12px;padding:3px 10px;color:#4d4d4d}
.ep{font-size:15.5px;line-height:22px;margin-top:9px}.eb{font-weight:700}
.et2{flex:none;justify-content:space-around;height:52px;padding-bottom:4px;border-top:1px solid #eee;color:#4d4d4d;background:#fff;position:relative;z-index:3}`,
  html: `<div class="row eh" data-role="ui">${icon.back(22)}<span class="sp2"></span>${icon.share(22)}${icon.moreV(22)}</div>
<div class="fill">
<div class="row nbk" data-role="ui"><i></i>Flat 2 · Ravel Road</div>
${say("owner", "Shower log", "et")}
${ui("Edited 3 Dec 2026 · 104 words", "em")}
<div class="row tg3" data-role="ui"><span>landlord</span><span>deposit</span></div>
${logLine("12 Sep. Shower dead. Valentin: “I'll send my guy on Monday.”")}
${logLine("19 Sep. No guy. Valentin: “He's definitely coming Monday.”")}
${logLine("26 Sep. Different Monday, same result.")}
${logLine("3 Oct. Valentin came himself, turned it on for ten seconds, said “That's a good shower,” and went home.")}
${logLine("17 Oct. Bought a bucket. Boiling saucepans like it's 1850.")}
${logLine("2 Nov. Valentin: “Any luck with the shower?”")}
${logLine("3 Dec. Twelve weeks. I am now very good with the bucket.")}
</div>
<div class="row et2" data-role="ui">${icon.check(22)}${icon.camera(22)}${icon.mic(22)}${icon.paperclip(22)}${icon.plus(22)}</div>`,
};

const scene = (name: string, c1: string, c2: string, who = "owner") =>
  `<div class="sc" style="background:linear-gradient(135deg,${c1},${c2})">${say(who, name, "scn")}</div>`;
const lamp = (name: string, state: string, on: boolean, c: string) =>
  `<div class="row lp"><span class="lpi" style="background:${on ? c : "#3a3a3e"}"></span><div style="flex:1;min-width:0">${say("owner", name, "lpn")}${ui(state, "lps")}</div><span class="sw2${on ? " on" : ""}"><i></i></span></div>`;

export const hue: ScreenSpec = {
  id: "hue-pretend-nobody-is-in-two",
  app: "Philips Hue",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Wolfram", handle: null },
  time: "17:58",
  battery: 62,
  replies: false,
  css: `body{background:#121214;color:#f2f2f4}.hh2{flex:none;justify-content:space-between;padding:6px 16px 4px;color:#d6d6da}.rt2{flex:none;gap:12px;padding:6px 18px 12px}.rt2 b{font-size:26px;font-weight:700;flex:1}.big{width:52px;height:30px;border-radius:15px;background:#f5a623;position:relative;flex:none}.big i{position:absolute;right:3px;top:3px;width:24px;height:24px;border-radius:50%;background:#fff}
.fill{padding:0 14px}.fill>*{flex-shrink:0}.sh6{justify-content:space-between;font-size:15px;font-weight:700;padding:8px 4px 8px}.sh6 span:last-child{font-size:13px;color:#8ab4ff;font-weight:600}
.scg{display:grid;grid-template-columns:1fr 1fr;gap:8px}.sc{height:74px;border-radius:14px;padding:10px 12px;display:flex;align-items:flex-end}.scn{font-size:14.5px;font-weight:600;line-height:18px;color:#fff;text-shadow:0 1px 2px rgba(0,0,0,.35)}
.lp{gap:12px;background:#1e1e22;border-radius:14px;padding:11px 14px;margin-bottom:7px}.lpi{width:34px;height:34px;border-radius:50%;flex:none}.lpn{font-size:15px;font-weight:600}.lps{font-size:12.5px;color:#9a9aa2;margin-top:1px}.sw2{width:46px;height:28px;border-radius:14px;background:#3a3a3e;position:relative;flex:none}.sw2 i{position:absolute;left:3px;top:3px;width:22px;height:22px;border-radius:50%;background:#fff}.sw2.on{background:#f5a623}.sw2.on i{left:21px}
.tb8{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#1a1a1d;border-top:1px solid #2a2a2e;color:#8a8a92}.tb8 .on{color:#f2f2f4}`,
  html: `<div class="row hh2" data-role="ui">${icon.back(24)}${icon.more(24)}</div>
<div class="row rt2" data-role="ui"><b>Living room</b><span class="big"><i></i></span></div>
<div class="fill">
<div class="row sh6" data-role="ui"><span>Scenes</span><span>+ Add</span></div>
<div class="scg">
${scene("Relax", "#f7b267", "#f4845f", "ui")}
${scene("Film night", "#5f4bb6", "#2e1f6b")}
${scene("Pretend nobody's in", "#30343f", "#1b1d24")}
${scene("Sunday morning", "#ffd27f", "#ffb347")}
${scene("Pretend nobody's in 2 (TV off too, they saw the TV)", "#23262e", "#121318")}
${scene("Concentrate", "#e8f1ff", "#9cc2ff", "ui")}
</div>
<div class="row sh6" data-role="ui"><span>Lights</span><span>3 of 4 on</span></div>
${lamp("Big light", "Off", false, "#ffd9a0")}
${lamp("Lamp by the sofa", "35%", true, "#ffcf87")}
${lamp("Telly glow strip", "20%", true, "#8f7bff")}
${lamp("The lamp that faces the window", "Off · in scene: Pretend nobody's in", false, "#ffd9a0")}
</div>
<div class="row tb8" data-role="ui"><span class="on">${icon.home(24)}</span>${icon.grid(24)}${icon.sliders(24)}${icon.person(24)}</div>`,
};

const rec = (time: string, kind: string, len: string) =>
  `<div class="row rc"><span class="rpl">${icon.play(14)}</span><div style="flex:1">${ui(kind, "rck")}${ui(time, "rct")}</div><div class="wv">${Array.from({ length: 14 }, (_, i) => `<i style="height:${6 + ((i * 7) % 16)}px"></i>`).join("")}</div>${ui(len, "rcl")}</div>`;

export const pillow: ScreenSpec = {
  id: "pillow-fine-one-duck",
  app: "Pillow",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Viggo", handle: null },
  time: "07:46",
  battery: 91,
  replies: false,
  crop: { top: 50 },
  css: `body{background:#0d1330;color:#eef1ff}.ph3{flex:none;justify-content:space-between;padding:10px 16px 6px;color:#aab3e6}.ph3 b{color:#eef1ff;font-size:16px;font-weight:600}
.fill{padding:0 14px}.fill>*{flex-shrink:0}.qs{gap:16px;padding:6px 4px 12px}.qr{width:88px;height:88px;border-radius:50%;background:conic-gradient(#7b8cff 0 74%,#1f2755 74% 100%);display:flex;align-items:center;justify-content:center;flex:none}.qr i{width:74px;height:74px;border-radius:50%;background:#0d1330;display:flex;flex-direction:column;align-items:center;justify-content:center;font-style:normal}.qr b{font-size:24px;font-weight:600}.qr small{font-size:10px;color:#aab3e6;letter-spacing:.6px}
.qk{display:grid;grid-template-columns:1fr 1fr;gap:8px 14px;flex:1}.qk b{display:block;font-size:17px;font-weight:600}.qk small{font-size:11.5px;color:#aab3e6}
.gr{height:64px;border-radius:12px;background:#161d44;margin-bottom:12px;position:relative;overflow:hidden}.gr i{position:absolute;bottom:0;width:14px;border-radius:3px 3px 0 0;background:#5565d8}
.cd2{background:#161d44;border-radius:14px;padding:12px 14px;margin-bottom:10px}.ct2{font-size:13px;font-weight:700;letter-spacing:.6px;color:#aab3e6;margin-bottom:4px}.rc{gap:10px;padding:8px 0;border-bottom:1px solid #232b5c}.rc:last-child{border-bottom:none}.rpl{width:30px;height:30px;border-radius:50%;background:#2a3478;display:flex;align-items:center;justify-content:center;flex:none;color:#eef1ff}.rck{font-size:14.5px;font-weight:600}.rct{font-size:12px;color:#aab3e6}.wv{display:flex;gap:2px;align-items:center;width:64px}.wv i{width:2px;background:#7b8cff;border-radius:1px;display:block}.rcl{font-size:12.5px;color:#aab3e6;width:34px;text-align:right}
.sn{font-size:15px;line-height:21px;margin-top:6px}.tgs{gap:6px;flex-wrap:wrap;margin-top:8px}.tgs span{font-size:12px;border:1px solid #3b4690;border-radius:12px;padding:3px 10px;color:#c9d0ff}`,
  html: `<div class="row ph3" data-role="ui">${icon.back(22)}<b>Tue 1 Dec – Wed 2 Dec</b>${icon.share(22)}</div>
<div class="fill">
<div class="row qs" data-role="ui"><span class="qr"><i><b>74%</b><small>QUALITY</small></i></span><div class="qk"><div><b>7h 12m</b><small>Time asleep</small></div><div><b>23:31</b><small>Went to bed</small></div><div><b>18 min</b><small>To fall asleep</small></div><div><b>06:58</b><small>Woke up</small></div></div></div>
<div class="gr">${Array.from({ length: 22 }, (_, i) => `<i style="left:${6 + i * 15}px;height:${12 + ((i * 13) % 44)}px;opacity:${0.5 + ((i * 3) % 5) / 10}"></i>`).join("")}</div>
<div class="cd2"><div class="ct2" data-role="ui">AUDIO RECORDINGS (3)</div>
${rec("03:41", "Sleep talking", "0:18")}
${rec("03:44", "Sleep talking", "0:07")}
${rec("05:12", "Snoring", "0:31")}
</div>
<div class="cd2"><div class="ct2" data-role="ui">SLEEP NOTES</div>
${say("owner", "Listened back. At 03:41 I say “not the ducks” four times, very firmly.", "sn")}
${say("owner", "At 03:44 I say “fine, one duck.”", "sn")}
${say("owner", "No memory of any ducks. Negotiated anyway.", "sn")}
<div class="row tgs" data-role="ui"><span>Cheese late</span><span>Stressful day</span><span>Mood on waking: Confused</span></div></div>
</div>`,
};
