// Part D of v21, last five: Qapital (a savings goal and the rule that fills it), SleepScore (dark, a
// night with its journal note, a Messages banner from a friend), Ecobee (the thermostat and its room
// sensors at 2 a.m., a Messages banner from the partner), Tuya Smart (a smart plug's log, cropped at the
// top, downscaled PNG), Calm (dark, the check-in journal, a new entry typed under the iOS keyboard).
import { icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const qa = (label: string, date: string, amt: string) =>
  `<div class="row qar" data-role="ui"><span class="qai">${icon.plus(16)}</span><div style="flex:1"><div class="qal">${esc(label)}</div><div class="qad">${esc(date)}</div></div><span class="qaa">${esc(amt)}</span></div>`;

export const qapital: ScreenSpec = {
  id: "qapital-learn-to-cook-properly",
  app: "Qapital",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Steffi", handle: null },
  time: "18:12",
  battery: 49,
  replies: false,
  cutLines: 1,
  css: `body{background:#fff;color:#1a2130}.qh{flex:none;height:48px;padding:0 16px;justify-content:space-between}.qh b{font-size:17px;font-weight:600}
.qimg{flex:none;height:150px;margin:0 16px;border-radius:18px;background:linear-gradient(135deg,#ffb36b,#ff6f61);display:flex;align-items:flex-end;padding:14px 16px;font-size:44px}
.qn{flex:none;padding:14px 20px 0;font-size:24px;font-weight:700;line-height:29px}.qs{flex:none;padding:6px 20px 0;font-size:15px;color:#67708a}.qs b{color:#1a2130;font-size:17px}
.qbar{flex:none;margin:10px 20px 4px;height:8px;border-radius:4px;background:#e9ecf3;overflow:hidden}.qbar i{display:block;height:8px;width:68%;background:#1fb38a}
.qsec{flex:none;padding:16px 20px 6px;font-size:13px;font-weight:700;letter-spacing:.6px;color:#67708a}.qrule{flex:none;margin:0 16px;border:1px solid #e6e9f0;border-radius:14px;padding:12px 14px;gap:12px;align-items:flex-start}.qri{width:38px;height:38px;border-radius:12px;background:#ffe7d6;flex:none;display:flex;align-items:center;justify-content:center;font-size:20px}.qrt{font-size:15.5px;font-weight:600}.qrd{font-size:15px;line-height:20px;margin-top:2px}.qrm{font-size:12.5px;color:#67708a;margin-top:4px}
.fill{padding:0 16px}.fill>*{flex-shrink:0}.qar{gap:12px;padding:9px 4px;border-bottom:1px solid #f0f2f6}.qai{width:30px;height:30px;border-radius:50%;background:#e3f6f0;color:#1fb38a;display:flex;align-items:center;justify-content:center}.qal{font-size:14.5px}.qad{font-size:12px;color:#8a92a8}.qaa{font-size:14.5px;font-weight:600;color:#1fb38a}`,
  html: `<div class="row qh" data-role="ui">${icon.back(22)}<b>Goal</b>${icon.moreV(22)}</div>
<div class="qimg">🍳</div>
${say("owner", "Learn to cook (properly)", "qn")}
<div class="qs" data-role="ui"><b>$205.00</b> saved of $300.00 · 68%</div>
<div class="qbar"><i></i></div>
<div class="qsec" data-role="ui">RULES</div>
<div class="row qrule"><span class="qri">🥡</span><div style="flex:1">${ui("Guilty Pleasure Rule", "qrt")}${say("owner", "Every time I order takeout, save $5", "qrd")}${ui("Triggered 41 times · $205.00 saved", "qrm")}</div></div>
<div class="qsec" data-role="ui">ACTIVITY</div>
<div class="fill">
${qa("Guilty Pleasure · Lotus House", "Thu, Dec 3", "+$5.00")}
${qa("Guilty Pleasure · Pizza Piazza", "Wed, Dec 2", "+$5.00")}
${qa("Guilty Pleasure · Lotus House", "Tue, Dec 1", "+$5.00")}
${qa("Guilty Pleasure · Burrito Bros", "Mon, Nov 30", "+$5.00")}
${qa("Guilty Pleasure · Lotus House", "Sun, Nov 29", "+$5.00")}
${qa("Guilty Pleasure · Pizza Piazza", "Sat, Nov 28", "+$5.00")}
${qa("Guilty Pleasure · Lotus House", "Fri, Nov 27", "+$5.00")}
${qa("Guilty Pleasure · Lotus House", "Thu, Nov 26", "+$5.00")}
${qa("Guilty Pleasure · Burrito Bros", "Wed, Nov 25", "+$5.00")}
${qa("Guilty Pleasure · Lotus House", "Tue, Nov 24", "+$5.00")}
${qa("Guilty Pleasure · Pizza Piazza", "Mon, Nov 23", "+$5.00")}
</div>`,
};

export const sleepscore: ScreenSpec = {
  id: "sleepscore-describe-myself-in-three-words",
  app: "SleepScore",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Tobin", handle: null },
  time: "07:21",
  battery: 64,
  replies: true,
  cutLines: 0,
  banner: { app: "Messages", color: "#1a73e8", title: "Urszula", body: "good luck today!! did you get some sleep?", author: "Urszula", age: "now" },
  css: `body{background:#0b1330;color:#eef1ff}.ssh{flex:none;height:54px;padding:0 16px;justify-content:space-between}.ssh b{font-size:18px;font-weight:500}
.ssd{flex:none;text-align:center;font-size:13.5px;color:#9aa6d6}.ssr{flex:none;width:150px;height:150px;border-radius:50%;margin:12px auto 6px;background:conic-gradient(#f5a623 0 209deg,#1d2750 0);display:flex;align-items:center;justify-content:center}.ssr i{width:126px;height:126px;border-radius:50%;background:#0b1330;display:flex;flex-direction:column;align-items:center;justify-content:center;font-style:normal}.ssr b{font-size:44px;font-weight:600}.ssr small{font-size:12px;color:#9aa6d6}
.ssg{flex:none;display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:10px 16px}.ssg>div{background:#141d44;border-radius:12px;padding:10px 12px}.ssg b{display:block;font-size:18px}.ssg small{font-size:12px;color:#9aa6d6}
.sshy{flex:none;margin:2px 16px 0;height:56px;border-radius:10px;background:#141d44;position:relative;overflow:hidden}
.fill{padding:12px 16px 0}.fill>*{flex-shrink:0}.ssj{background:#141d44;border-radius:12px;padding:12px 14px}.ssjl{font-size:13px;font-weight:600;color:#9aa6d6;margin-bottom:8px}.ssc{gap:6px;flex-wrap:wrap;margin-bottom:10px}.ssc span{font-size:12.5px;border:1px solid #2d3a74;border-radius:12px;padding:3px 9px;color:#c9d0f2}.ssn{font-size:15px;line-height:21px}
.sstb{flex:none;justify-content:space-around;height:60px;padding-bottom:6px;background:#0e1738;color:#7480b3;font-size:10.5px}.sstb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.sstb .on{color:#f5a623}`,
  html: `<div class="row ssh" data-role="ui">${icon.back(22)}<b>Last Night</b>${icon.share(21)}</div>
<div class="ssd" data-role="ui">Wed, Dec 2 → Thu, Dec 3</div>
<div class="ssr" data-role="ui"><i><b>58</b><small>SleepScore</small></i></div>
<div class="ssg" data-role="ui"><div><b>9h 02m</b><small>Time in bed</small></div><div><b>5h 14m</b><small>Total sleep</small></div><div><b>2h 51m</b><small>Time to fall asleep</small></div><div><b>21:04</b><small>Lights out</small></div></div>
<div class="sshy">${[8, 30, 18, 40, 12, 34, 22, 44, 16].map((h, i) => `<span style="position:absolute;bottom:0;left:${i * 36 + 6}px;width:30px;height:${h}px;background:${i < 3 ? "#4b5aa0" : "#6c7fe0"};border-radius:3px 3px 0 0"></span>`).join("")}</div>
<div class="fill"><div class="ssj">${ui("Sleep Journal", "ssjl")}<div class="row ssc" data-role="ui"><span>Caffeine: none</span><span>Alcohol: none</span><span>Stress: high</span></div>${say("owner", "Early night to be fresh for the interview.", "ssn")}${say("owner", "Lay awake rehearsing how to describe myself in three words.", "ssn")}</div></div>
<div class="row sstb" data-role="ui"><div class="on">${icon.home(22)}<span>Home</span></div><div>${icon.grid(22)}<span>Trends</span></div><div>${icon.star(22)}<span>Tips</span></div><div>${icon.person(22)}<span>Profile</span></div></div>`,
};

const sensor = (name: string, temp: string, occ: string, on: boolean) =>
  `<div class="row ecs">${say("owner", name, "ecn")}<div class="ecv" data-role="ui"><b>${esc(temp)}</b><small class="${on ? "on" : ""}">${esc(occ)}</small></div></div>`;

export const ecobee: ScreenSpec = {
  id: "ecobee-our-bedroom-theoretically",
  app: "Ecobee",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Teleri", handle: null },
  time: "02:14",
  battery: 12,
  replies: true,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Vasyl", body: "are you in with her or am I", author: "Vasyl", age: "now" },
  css: `body{background:#f3f5f7;color:#23282d}.ech{flex:none;height:36px;margin-bottom:16px;padding:0 16px;justify-content:space-between}.ech b{font-size:18px;font-weight:600}
.ect{flex:none;margin:4px 16px 12px;background:#fff;border-radius:20px;padding:18px 16px;text-align:center}.ecr{width:170px;height:170px;border-radius:50%;margin:0 auto;border:8px solid #f26522;display:flex;flex-direction:column;align-items:center;justify-content:center}.ecr b{font-size:60px;font-weight:300;line-height:64px}.ecr small{font-size:13px;color:#6b7480}.ecm{gap:10px;justify-content:center;margin-top:12px;font-size:14px;color:#6b7480}.ecm span{background:#f3f5f7;border-radius:14px;padding:5px 12px}
.ecl{flex:none;padding:0 20px 6px;font-size:13px;font-weight:600;color:#6b7480;letter-spacing:.4px}
.fill{padding:0 16px}.fill>*{flex-shrink:0}.ecs{background:#fff;border-radius:14px;padding:13px 14px;margin-bottom:8px;gap:10px}.ecn{flex:1;font-size:16px;font-weight:500}.ecv{text-align:right}.ecv b{display:block;font-size:20px;font-weight:500}.ecv small{font-size:12px;color:#9aa2ab}.ecv small.on{color:#2bb673}
.ectb{flex:none;justify-content:space-around;height:82px;padding-bottom:28px;background:#fff;border-top:1px solid #e3e7eb;color:#9aa2ab;font-size:10.5px}.ectb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.ectb .on{color:#f26522}`,
  html: `<div class="row ech" data-role="ui">${icon.menu(22)}<b>Home</b>${icon.bell(22)}</div>
<div class="ect" data-role="ui"><div class="ecr"><b>67</b><small>Indoor</small></div><div style="margin-top:8px;font-size:14px;color:#6b7480">Heating to 68° · 41% humidity</div><div class="row ecm"><span>Sleep</span><span>Heat</span><span>Fan: Auto</span></div></div>
<div class="ecl" data-role="ui">SENSORS</div>
<div class="fill">
${sensor("Nursery", "71°", "Occupied", true)}
${sensor("Our bedroom (theoretically)", "64°", "Unoccupied", false)}
${sensor("Living room", "66°", "Occupied", true)}
${sensor("Kitchen", "65°", "Unoccupied", false)}
${sensor("Basement", "61°", "Unoccupied", false)}
</div>
<div class="row ectb" data-role="ui"><div class="on">${icon.home(22)}<span>Home</span></div><div>${icon.grid(22)}<span>Schedule</span></div><div>${icon.sliders(22)}<span>Comfort</span></div><div>${icon.flame(22)}<span>Energy</span></div></div>`,
};

const tlog = (time: string, state: string, who: string, by: string, on: boolean) =>
  `<div class="row tul"><span class="tut" data-role="ui">${esc(time)}</span><span class="tud ${on ? "on" : ""}"></span><div style="flex:1;min-width:0">${ui(state, "tus")}${say(who, by, "tub")}</div></div>`;

export const tuya: ScreenSpec = {
  id: "tuya-router-off-at-11",
  app: "Tuya Smart",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 1000,
  crop: { top: 26 },
  owner: { name: "Zoran", handle: null },
  time: "23:31",
  battery: 52,
  replies: false,
  cutLines: 0,
  css: `body{background:#f5f6fa;color:#1c1f26}.tuh{flex:none;height:52px;padding:0 14px;justify-content:space-between;background:#fff}.tuh b{font-size:17px;font-weight:600}
.tuc{flex:none;background:#fff;padding:8px 16px 16px;text-align:center}.tup{width:84px;height:84px;border-radius:50%;margin:4px auto 8px;background:#ff5a36;color:#fff;display:flex;align-items:center;justify-content:center}.tun{font-size:19px;font-weight:600}.tust{font-size:13.5px;color:#8a8f9c;margin-top:2px}
.tua{flex:none;margin:10px 16px;background:#fff;border-radius:14px;padding:12px 14px}.tual{font-size:12.5px;color:#8a8f9c;margin-bottom:3px}.tuan{font-size:15.5px;font-weight:600;line-height:20px}.tuam{font-size:12.5px;color:#8a8f9c;margin-top:3px}
.tusec{flex:none;padding:4px 20px 6px;font-size:14px;font-weight:600;justify-content:space-between}.tusec span{font-size:12.5px;color:#8a8f9c;font-weight:400}
.fill{margin:0 16px;background:#fff;border-radius:14px;padding:4px 14px}.fill>*{flex-shrink:0}.tul{gap:10px;padding:8px 0;border-bottom:1px solid #f1f2f6;align-items:flex-start}.tut{width:42px;font-size:13px;color:#8a8f9c;padding-top:1px}.tud{width:9px;height:9px;border-radius:50%;background:#c5c8d2;margin-top:5px;flex:none}.tud.on{background:#ff5a36}.tus{font-size:14.5px;font-weight:500}.tub{font-size:13px;color:#5d6270;line-height:17px}`,
  html: `<div class="row tuh" data-role="ui">${icon.back(22)}<b>Router plug</b>${icon.moreV(22)}</div>
<div class="tuc" data-role="ui"><div class="tup">${icon.flame(34)}</div><div class="tun">On</div><div class="tust">Hallway · Wi-Fi · 0.9 W</div></div>
<div class="tua">${ui("Automation", "tual")}${say("owner", "Router off at 11 (non-negotiable)", "tuan")}${ui("Every day · 23:00 · Turn off Router plug", "tuam")}</div>
<div class="row tusec" data-role="ui">Today<span>Device log</span></div>
<div class="fill">
${tlog("23:26", "Turned on", "ui", "Tiernan (app)", true)}
${tlog("23:25", "Turned off", "ui", "Zoran (app)", false)}
${tlog("23:09", "Turned on", "ui", "Tiernan (app)", true)}
${tlog("23:08", "Turned off", "ui", "Zoran (app)", false)}
${tlog("23:01", "Turned on", "ui", "Tiernan (app)", true)}
${tlog("23:00", "Turned off", "owner", "Router off at 11 (non-negotiable)", false)}
${tlog("07:00", "Turned on", "ui", "Schedule", true)}
${tlog("00:14", "Turned on", "ui", "Tiernan (app)", true)}
${tlog("00:02", "Turned off", "ui", "Zoran (app)", false)}
</div>`,
};

const centry = (day: string, mood: string, note: string) =>
  `<div class="cle"><div class="row clh" data-role="ui"><span>${esc(day)}</span><b>${esc(mood)}</b></div>${say("owner", note, "cln")}</div>`;

export const calm: ScreenSpec = {
  id: "calm-to-find-out-how-it-ends",
  app: "Calm",
  kind: "other",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Soraya", handle: null },
  time: "23:47",
  battery: 31,
  replies: false,
  keyboard: true,
  suggestions: ["lighthouse", "light", "lighthouses"],
  cutLines: 0,
  css: `body{background:linear-gradient(180deg,#1b2a4a,#2b3f6b 60%,#3b5580);color:#fff}.clt{flex:none;height:50px;padding:0 16px;justify-content:space-between}.clt b{font-size:17px;font-weight:600}
.clq{flex:none;padding:4px 20px 10px;font-size:22px;font-weight:600}.clm{flex:none;gap:8px;padding:0 20px 12px}.clm span{border:1px solid rgba(255,255,255,.35);border-radius:16px;padding:5px 12px;font-size:13.5px}.clm span.on{background:#fff;color:#1b2a4a}
.fill{padding:0 16px}.fill>*{flex-shrink:0}.cle{background:rgba(255,255,255,.1);border-radius:14px;padding:10px 14px;margin-bottom:8px}.clh{justify-content:space-between;font-size:12.5px;color:rgba(255,255,255,.7);margin-bottom:3px}.clh b{font-weight:600;color:#fff}.cln{font-size:15px;line-height:20px}
.cnew{flex:none;background:rgba(255,255,255,.14);margin:0 16px 8px;border-radius:14px;padding:10px 14px}.cnew .h{justify-content:space-between;font-size:12.5px;color:rgba(255,255,255,.7);margin-bottom:4px}.cnew .h b{color:#7fd3ff}.cnt{font-size:15.5px;line-height:21px}.cnt .c{border-right:2px solid #7fd3ff;padding-right:1px}`,
  html: `<div class="row clt" data-role="ui">${icon.close(22)}<b>Daily Check-in</b>${icon.grid(21)}</div>
<div class="clq" data-role="ui">How are you feeling tonight?</div>
<div class="row clm" data-role="ui"><span>Calm</span><span class="on">Restless</span><span>Tired</span><span>Content</span></div>
<div class="fill">
${centry("Sun, Nov 29", "Calm", "Tried a new Sleep Story. Asleep before the title finished.")}
${centry("Mon, Nov 30", "Tired", "Fell asleep four minutes into the Sleep Story. Good.")}
${centry("Tue, Dec 1", "Content", "Same story. Reached the boat this time.")}
${centry("Wed, Dec 2", "Restless", "Restarted the Sleep Story twice to find out how it ends.")}
</div>
<div class="cnew"><div class="row h" data-role="ui"><span>Thu, Dec 3 · Restless</span><b>Save</b></div><div class="cnt"><span class="c">${say("owner", "Stayed awake right to the end. It ends at a lighthouse").replace("<div", "<span").replace("</div>", "</span>")}</span></div></div>`,
};
