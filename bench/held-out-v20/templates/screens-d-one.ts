// Part D of v20, first five: Loop Habit Tracker (dark, the habit list, the last habit cut at the bottom),
// Goodbudget (an envelope's transactions with a household's notes, the last row cut by the tab bar),
// Simplenote (a note of points for a flat meeting, JPEG), Home Assistant (dark, the logbook of a kettle
// automation, a Messages banner from the partner), Samsung Health (a hike's record with a memo, JPEG
// downscaled).
import { icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const mark = (v: string, color: string) =>
  v === "y" ? `<span class="lc" style="color:${color}">${icon.check(18)}</span>` : `<span class="lc lx">${icon.close(16)}</span>`;
const habit = (name: string, color: string, score: number, days: string) =>
  `<div class="row lh"><span class="lr" style="background:conic-gradient(${color} ${score * 3.6}deg,#3a3a3a 0)"><i></i></span>${say("owner", name, "ln")}<div class="row ld" style="color:${color}">${[...days].map((d) => mark(d, color)).join("")}</div></div>`;

export const loop: ScreenSpec = {
  id: "loophabit-without-mentioning-the-faroes",
  app: "Loop Habit Tracker",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Wilma", handle: null },
  time: "22:48",
  battery: 41,
  statusBarBackground: "#212121",
  replies: false,
  cutLines: 1,
  css: `body{background:#000;color:#eee}.lt{flex:none;height:56px;gap:22px;padding:0 16px;background:#212121;color:#fff}.lt b{flex:1;font-size:20px;font-weight:500}
.lday{flex:none;justify-content:flex-end;padding:8px 8px 6px 0;background:#000}.lday span{width:34px;text-align:center;font-size:11px;line-height:13px;color:#9e9e9e;font-weight:500}
.fill{padding:0 4px}.fill>*{flex-shrink:0}.lh{background:#1b1b1b;margin:3px 0;border-radius:2px;padding:10px 6px 10px 12px;gap:12px;min-height:56px}.lr{width:22px;height:22px;border-radius:50%;flex:none;display:flex;align-items:center;justify-content:center}.lr i{width:14px;height:14px;border-radius:50%;background:#1b1b1b}
.ln{flex:1;min-width:0;font-size:14.5px;line-height:18px}.ld{flex:none}.lc{width:34px;display:flex;justify-content:center}.lc svg{stroke-width:3}.lx{color:#5a5a5a}`,
  html: `<div class="row lt" data-role="ui"><b>Habits</b>${icon.plus(24)}${icon.sliders(22)}${icon.moreV(22)}</div>
<div class="row lday" data-role="ui"><span>FRI<br>4</span><span>THU<br>3</span><span>WED<br>2</span><span>TUE<br>1</span><span>MON<br>30</span></div>
<div class="fill">
${habit("Drink water", "#4fc3f7", 92, "yyyyy")}
${habit("Stretch 10 min", "#aed581", 48, "ynyny")}
${habit("One day without mentioning the Faroes", "#ff8a65", 0, "nnnnn")}
${habit("Post the last of the Faroes photos", "#ba68c8", 100, "yyyyy")}
${habit("Ring Torben back", "#ffd54f", 22, "nnynn")}
${habit("Read 20 pages", "#4db6ac", 57, "ynyyn")}
${habit("Bed by 11:30", "#f06292", 35, "nnyny")}
${habit("Floss", "#90a4ae", 64, "yynyy")}
${habit("Walk at lunch", "#7986cb", 40, "nyyny")}
${habit("Put the Faroes jumper in the wash", "#e57373", 5, "nnnnn")}
${habit("Vitamins", "#81c784", 71, "yyyny")}
</div>`,
};

const gtx = (date: string, payee: string, amount: string, who: string, note: string, by: string) =>
  `<div class="gtx"><div class="row gtr" data-role="ui"><span class="gdt">${esc(date)}</span><span class="gpy">${esc(payee)}</span><span class="gam">${esc(amount)}</span></div>${say(who, note, "gno")}${ui(by, "gby")}</div>`;

export const goodbudget: ScreenSpec = {
  id: "goodbudget-second-emergency-scone",
  app: "Goodbudget",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Selma", handle: null },
  time: "16:12",
  battery: 67,
  statusBarDark: true,
  statusBarBackground: "#1f7a8c",
  replies: true,
  cutLines: 2,
  css: `body{background:#f2f4f5;color:#233238}.gh{flex:none;height:48px;padding:0 14px;background:#1f7a8c;color:#fff;justify-content:space-between}.gh b{font-size:17px;font-weight:600}
.genv{flex:none;background:#fff;padding:8px 18px 10px;border-bottom:1px solid #dde3e6}.ge1{justify-content:space-between;align-items:flex-end}.ge1 b{font-size:22px;font-weight:700}.ge1 span{font-size:24px;font-weight:700;color:#2e9e4f}.gbar{height:12px;border-radius:6px;background:#e3e8ea;margin:10px 0 6px;overflow:hidden}.gbar i{display:block;height:12px;width:17%;background:#2e9e4f}.ge2{justify-content:space-between;font-size:13px;color:#6b7c83}
.gsh{flex:none;padding:14px 18px 4px;font-size:13px;font-weight:700;color:#6b7c83;letter-spacing:.5px}
.fill{background:#fff}.fill>*{flex-shrink:0}.gtx{padding:11px 18px 10px;border-bottom:1px solid #e6eaec}.gtr{gap:10px;font-size:15.5px}.gdt{width:50px;color:#6b7c83;font-size:13.5px}.gpy{flex:1;font-weight:600}.gam{font-weight:600;color:#c0392b}.gno{margin:3px 0 0 60px;font-size:14px;line-height:19px;color:#3d4f56;font-style:italic}.gby{margin:2px 0 0 60px;font-size:12px;color:#93a3a9}
.gtb{flex:none;justify-content:space-around;height:84px;padding-bottom:30px;background:#fff;border-top:1px solid #dde3e6;color:#93a3a9;font-size:10.5px;position:relative;z-index:3}.gtb>div{display:flex;flex-direction:column;align-items:center;gap:2px}.gtb .on{color:#1f7a8c}`,
  html: `<div class="row gh" data-role="ui">${icon.back(22)}<b>Emergencies</b>${icon.plus(24)}</div>
<div class="genv" data-role="ui"><div class="row ge1"><b>Emergencies</b><span>£42.00</span></div><div class="gbar"><i></i></div><div class="row ge2"><span>Spent £208.00</span><span>Monthly · £250.00</span></div></div>
<div class="gsh" data-role="ui">TRANSACTIONS · SELMA &amp; ZBIGNIEW’S HOUSEHOLD</div>
<div class="fill">
${gtx("Dec 3", "Loaf & Ladle", "−£3.40", "owner", "Emergency scone.", "Added by Selma")}
${gtx("Dec 3", "Loaf & Ladle", "−£3.40", "owner", "Second emergency scone. Same emergency.", "Added by Selma")}
${gtx("Nov 28", "Marsh Lane Tyres", "−£84.00", "Zbigniew", "Flat on the ring road, needed a new tyre.", "Added by Zbigniew")}
${gtx("Nov 24", "Loaf & Ladle", "−£6.80", "owner", "Emergency scones (it was raining).", "Added by Selma")}
${gtx("Nov 21", "Loaf & Ladle", "−£3.40", "owner", "Emergency scone (pre-emptive).", "Added by Selma")}
${gtx("Nov 19", "Fernhill Vets", "−£62.00", "Zbigniew", "Truffle ate a hair bobble. She is fine.", "Added by Zbigniew")}
${gtx("Nov 12", "Halcyon Plumbing", "−£45.00", "Zbigniew", "Call-out for the kitchen tap. It was the washer.", "Added by Zbigniew")}
</div>
<div class="row gtb" data-role="ui"><div class="on">${icon.grid(24)}<span>Envelopes</span></div><div>${icon.sliders(24)}<span>Transactions</span></div><div>${icon.plusBox(24)}<span>Add</span></div><div>${icon.menu(24)}<span>More</span></div></div>`,
};

export const simplenote: ScreenSpec = {
  id: "simplenote-do-not-mention-the-drum-kit",
  app: "Simplenote",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Thurlow", handle: null },
  time: "23:06",
  battery: 29,
  replies: false,
  cutLines: 0,
  css: `body{background:#fff;color:#1d2327}.snh{flex:none;height:46px;padding:0 12px;gap:18px;color:#3361cc}.snh .b{flex:1;display:flex;align-items:center;gap:2px;font-size:17px}
.fill{padding:10px 20px 0}.fill>*{flex-shrink:0}.snt{font-size:22px;font-weight:700;line-height:28px;margin-bottom:14px}.snp{font-size:17px;line-height:24px;margin-bottom:10px}.sne{height:14px}
.sntag{flex:none;gap:8px;padding:10px 20px 34px;border-top:1px solid #e8eaed;font-size:14px;color:#646970}.sntag span.t{background:#f0f0f1;border-radius:12px;padding:3px 10px;color:#1d2327}`,
  html: `<div class="row snh" data-role="ui"><span class="b">${icon.back(22)}Notes</span>${icon.share(21)}${icon.eye(22)}${icon.more(22)}</div>
<div class="fill">
${say("owner", "Flat meeting Sunday – the big room", "snt")}
${say("owner", "1. I found the flat.", "snp")}
${say("owner", "2. My desk is already in there (technically).", "snp")}
${say("owner", "3. I pay the wifi. Vasco pays me back, but still.", "snp")}
${say("owner", "4. Do NOT mention the drum kit.", "snp")}
${say("owner", "5. If Yelena mentions the drum kit, go back to point 1.", "snp")}
${say("owner", "6. Offer to do the bins in January.", "snp")}
${say("owner", "7. Be gracious if it goes to a vote. It will not go to a vote.", "snp")}
</div>
<div class="row sntag" data-role="ui"><span class="t">flat</span><span class="t">sunday</span><span>Add tag…</span></div>`,
};

const hev = (time: string, entity: string, msg: string, auto: string, trig: string) =>
  `<div class="row hev"><span class="hdot">${icon.flame(18)}</span><div style="flex:1;min-width:0">${ui(entity, "hen")}${ui(msg, "hms")}${say("owner", auto, "hau")}${ui(trig, "htr")}</div>${ui(time, "htm")}</div>`;

export const homeassistant: ScreenSpec = {
  id: "homeassistant-definitely-getting-up",
  app: "Home Assistant",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Soren", handle: null },
  time: "07:03",
  battery: 88,
  replies: true,
  cutLines: 0,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Ysabel",
    body: "that's four kettles now. I'm making tea with all of them, come down",
    author: "Ysabel",
    age: "now",
  },
  css: `body{background:#111;color:#e1e1e1}.hah{flex:none;height:56px;gap:24px;padding:0 16px;background:#101e24;color:#fff}.hah b{flex:1;font-size:20px;font-weight:400}
.hpk{flex:none;gap:10px;padding:12px 16px 8px}.hpk span{border:1px solid #444;border-radius:8px;padding:7px 12px;font-size:13.5px;color:#ccc}
.fill{padding:4px 8px 0}.fill>*{flex-shrink:0}.hsec{font-size:13px;color:#9b9b9b;padding:10px 10px 6px;font-weight:500}
.hev{gap:12px;align-items:flex-start;background:#1c1c1c;border-radius:12px;padding:11px 12px;margin-bottom:6px}.hdot{width:34px;height:34px;border-radius:50%;background:#2b2b2b;color:#ffa000;display:flex;align-items:center;justify-content:center;flex:none}
.hen{font-size:15px;font-weight:500;color:#fff}.hms{font-size:14px;color:#c8c8c8;margin-top:1px}.hau{font-size:14px;color:#03a9f4;line-height:18px}.htr{font-size:12.5px;color:#8d8d8d;margin-top:1px}.htm{font-size:12.5px;color:#8d8d8d;flex:none;margin-top:2px}`,
  html: `<div class="row hah" data-role="ui">${icon.menu(24)}<b>Logbook</b>${icon.search(22)}</div>
<div class="row hpk" data-role="ui"><span>Today</span><span>Kitchen kettle</span></div>
<div class="fill">
${ui("Friday, December 4", "hsec")}
${hev("06:30", "Kitchen kettle", "turned on, triggered by automation", "Kettle because I am definitely getting up", "triggered by Soren’s phone next alarm")}
${hev("06:39", "Kitchen kettle", "turned on, triggered by automation", "Kettle because I am definitely getting up", "triggered by Soren’s phone next alarm")}
${hev("06:48", "Kitchen kettle", "turned on, triggered by automation", "Kettle because I am definitely getting up", "triggered by Soren’s phone next alarm")}
${hev("06:57", "Kitchen kettle", "turned on, triggered by automation", "Kettle because I am definitely getting up", "triggered by Soren’s phone next alarm")}
${hev("07:01", "Soren’s phone", "alarm dismissed", "", "")}
</div>`.replace(/<div data-role="owner" class="hau"><\/div><div class="htr"><\/div>/g, ""),
};

export const samsunghealth: ScreenSpec = {
  id: "samsunghealth-the-shortcut-waldo-recommended",
  app: "Samsung Health",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  downscaleTo: 720,
  owner: { name: "Tolly", handle: null },
  time: "19:22",
  battery: 54,
  replies: false,
  cutLines: 0,
  css: `body{background:#f6f6f8;color:#111}.shh{flex:none;height:56px;gap:18px;padding:0 16px}.shh b{flex:1;font-size:19px;font-weight:700}
.shtop{flex:none;padding:2px 20px 10px}.shtop b{font-size:24px;font-weight:700}.shtop small{display:block;font-size:13.5px;color:#6d6d72;margin-top:3px}
.shmap{flex:none;height:150px;margin:0 16px;border-radius:20px;background:linear-gradient(135deg,#cfe3c4,#e7eed8 45%,#d9e4cf);position:relative;overflow:hidden}.shmap svg{position:absolute;left:0;top:0}
.fill{padding:12px 16px 0}.fill>*{flex-shrink:0}.shc{background:#fff;border-radius:20px;padding:14px 18px;margin-bottom:10px}.shg{display:grid;grid-template-columns:1fr 1fr;row-gap:14px}.shg b{display:block;font-size:20px;font-weight:700}.shg small{font-size:12.5px;color:#6d6d72}
.shl{font-size:14px;font-weight:700;margin-bottom:6px}.shm{font-size:15px;line-height:21px;color:#222}`,
  html: `<div class="row shh" data-role="ui">${icon.back(22)}<b>Exercise</b>${icon.share(20)}${icon.moreV(22)}</div>
<div class="shtop" data-role="ui"><b>Hiking</b><small>Sat, Nov 28 · 09:12 – 13:50</small></div>
<div class="shmap"><svg width="328" height="150" viewBox="0 0 328 150"><path d="M30 120 C70 110 80 60 120 70 S170 40 190 60 S230 110 260 80 S290 30 300 40" stroke="#1e88e5" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="30" cy="120" r="6" fill="#43a047"/><circle cx="300" cy="40" r="6" fill="#e53935"/></svg></div>
<div class="fill">
<div class="shc" data-role="ui"><div class="shg"><div><b>4:38:02</b><small>Workout time</small></div><div><b>3.21 km</b><small>Distance</small></div><div><b>0.7 km/h</b><small>Avg. speed</small></div><div><b>1,046 kcal</b><small>Total calories</small></div><div><b>243 m</b><small>Elevation gain</small></div><div><b>148 bpm</b><small>Max. heart rate</small></div></div></div>
<div class="shc">${ui("Memo", "shl")}${say("owner", "Took the shortcut Waldo recommended. Waldo, it turns out, has never been up there.", "shm")}</div>
<div class="shc" data-role="ui"><div class="shl">Heart rate</div><svg width="290" height="60" viewBox="0 0 290 60"><path d="M0 45 L30 40 L60 30 L90 34 L120 20 L150 26 L180 14 L210 22 L240 18 L270 30 L290 28" stroke="#e53935" stroke-width="2.5" fill="none"/></svg></div>
</div>`,
};
