// Part D of v17, the other six: Moneybox (a rainy-day pot on nothing and a sunny-day pot funded, saved
// twice and downscaled), Things 3 (dark, a project to be more spontaneous), Bear (a cat already called
// Crumpet, a keyboard), Alexa (dark, voice history of one egg, cropped at the top), Google Home (family
// bells escalating at a gamer, JPEG downscaled), Habitify (notes on a bedtime habit, the last one cut).
import { icon } from "./icons";
import { head, pageCss, statGrid, tabs } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const pot = (name: string, kind: string, amount: string, goal: string, pct: number, c: string) =>
  `<div class="pt"><div class="row" style="gap:12px"><span class="pi" style="background:${c}"></span><div style="flex:1;min-width:0">${say("owner", name, "pn")}${ui(kind, "pk")}</div>${ui(amount, "pa2")}</div><div class="bar"><i style="width:${pct}%;background:${c}"></i></div>${ui(goal, "pg")}</div>`;

export const moneybox: ScreenSpec = {
  id: "moneybox-the-sunny-day-pot",
  app: "Moneybox",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Wrenna", handle: null },
  time: "08:17",
  battery: 71,
  replies: false,
  css: `${pageCss({ bg: "#f3f6f8", card: "#fff", fg: "#0f2b3d", sub: "#5d7384", line: "#e3e9ee", accent: "#1ec8b4", soft: "#e8f8f6", size: 14.5 })}
.tp{flex:none;padding:10px 18px 18px;background:#0f2b3d;color:#fff}.tp small{font-size:13px;opacity:.75;display:block}.tp b{font-size:32px;font-weight:700;display:block;margin-top:2px}.tp .hi{font-size:15px;font-weight:600;margin-bottom:14px}
.ru{gap:10px;margin:12px 14px 2px;padding:12px 14px;background:#e8f8f6;border-radius:12px;font-size:13.5px}.ru b{font-weight:700}
.sh{padding:14px 18px 6px;font-size:15px;font-weight:700}.fill>*{flex-shrink:0}.pt{margin:0 14px 10px;background:#fff;border-radius:14px;padding:14px;box-shadow:0 1px 3px rgba(15,43,61,.08)}.pi{width:38px;height:38px;border-radius:10px;flex:none}.pn{font-size:15.5px;font-weight:700}.pk{font-size:12.5px;color:#5d7384}.pa2{font-size:16px;font-weight:700}
.bar{height:6px;border-radius:3px;background:#e3e9ee;margin-top:12px;overflow:hidden}.bar i{display:block;height:6px}.pg{font-size:12px;color:#5d7384;margin-top:6px}`,
  html: `<div class="tp" data-role="ui"><div class="row" style="justify-content:space-between"><span class="hi">Hi Wrenna</span>${icon.bell(22)}</div><small>Total balance</small><b>£1,406.58</b></div>
<div class="fill">
<div class="row ru" data-role="ui"><span class="pi" style="width:26px;height:26px;border-radius:50%;background:#1ec8b4"></span><span><b>£3.42</b> in round-ups this week</span></div>
<div class="sh" data-role="ui">Your pots</div>
${pot("Rainy day", "Simple Saver", "£0.00", "£0 of £2,000 goal", 0, "#5d8fd6")}
${pot("Sunny day", "Simple Saver", "£212.40", "Goal reached · £212 of £200", 100, "#f5b63c")}
${pot("First flat, one day", "Lifetime ISA", "£1,194.18", "£1,194 of £25,000 goal", 5, "#1ec8b4")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.plusBox(26), icon.person(24)], true)}`,
};

const todo = (text: string, meta: string, done = false) =>
  `<div class="row td"><span class="tb2${done ? " on" : ""}">${done ? icon.check(14) : ""}</span><div style="flex:1;min-width:0">${say("owner", text, done ? "tx2 dn" : "tx2")}${meta ? ui(meta, "tm3") : ""}</div></div>`;

export const things: ScreenSpec = {
  id: "things-send-tabitha-the-dates",
  app: "Things 3",
  kind: "other",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Zephyrine", handle: null },
  time: "22:48",
  battery: 23,
  replies: false,
  css: `body{background:#1c1d20;color:#eceef1}.nv{flex:none;justify-content:space-between;padding:6px 16px 4px;color:#4d8bf5}.fill{padding:6px 0 0}.fill>*{flex-shrink:0}
.pj{gap:12px;padding:8px 22px 4px}.pie{width:24px;height:24px;border-radius:50%;border:2.5px solid #4d8bf5;background:conic-gradient(#4d8bf5 0 25%,transparent 25%);flex:none}.pjt{font-size:27px;font-weight:700;letter-spacing:-.3px}
.nt{padding:4px 22px 12px 58px;font-size:15px;line-height:21px;color:#9a9ea6}.hh{margin:14px 22px 4px 22px;padding-bottom:5px;border-bottom:1px solid #34363b;font-size:15px;font-weight:700;color:#4d8bf5}
.td{gap:12px;padding:8px 22px;align-items:flex-start}.tb2{width:18px;height:18px;border-radius:4px;border:1.5px solid #6b6f77;flex:none;margin-top:2px;display:flex;align-items:center;justify-content:center}.tb2.on{background:#4d8bf5;border-color:#4d8bf5}.tb2 svg{stroke:#fff;stroke-width:3}
.tx2{font-size:16px;line-height:22px}.dn{color:#6b6f77;text-decoration:line-through}.tm3{font-size:12.5px;color:#8a8e96;margin-top:2px}
.ft{flex:none;justify-content:flex-end;padding:10px 22px 40px}.fab{width:56px;height:56px;border-radius:50%;background:#4d8bf5;display:flex;align-items:center;justify-content:center;color:#fff}`,
  html: `<div class="row nv" data-role="ui">${icon.back(24)}${icon.more(24)}</div>
<div class="fill">
<div class="row pj"><span class="pie"></span>${say("owner", "Be more spontaneous", "pjt")}</div>
${say("owner", "Stop planning everything. Start small, then build up slowly over the year.", "nt")}
${todo("Read up on what spontaneous people do", "", true)}
${todo("Spontaneous walk (30 min, any direction)", "Sat · Repeats every week")}
${todo("Say yes to the next thing anyone suggests (within reason)", "Deadline: Fri 20 Nov")}
<div class="hh" data-role="ui">December</div>
${todo("Book a surprise weekend away (send Tabitha the dates first)", "Dec 4")}
${todo("Try a restaurant without reading the menu online first", "Dec 12")}
${todo("Review progress on spontaneity", "Dec 31 · Repeats every month")}
</div>
<div class="row ft" data-role="ui"><span class="fab">${icon.plus(28)}</span></div>`,
};

export const bear: ScreenSpec = {
  id: "bear-still-calling-her-hey",
  app: "Bear",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Yestin", handle: null },
  time: "13:25",
  battery: 52,
  replies: true,
  keyboard: true,
  suggestions: ["“Crumpet”", "the", "I"],
  css: `body{background:#fff;color:#3b3b3b}.nv{flex:none;justify-content:space-between;padding:8px 16px;color:#dd4c4f}.nv span{display:flex;gap:18px}
.fill{padding:6px 22px 0}.fill>*{flex-shrink:0}.h1{font-size:25px;font-weight:700;line-height:32px;color:#222}
.tg{gap:8px;margin:6px 0 4px}.tg span{font-size:13.5px;color:#dd4c4f;background:#fbecec;border-radius:4px;padding:1px 6px}.p{font-size:16px;line-height:24px;margin-top:8px}.li2{font-size:16px;line-height:24px;padding-left:18px;position:relative}.li2:before{content:"";position:absolute;left:3px;top:10px;width:5px;height:5px;border-radius:50%;background:#dd4c4f}
.qb{border-left:3px solid #dd4c4f;padding:2px 0 2px 12px;font-size:16px;line-height:24px;color:#6b6b6b;margin-top:4px;font-style:italic}.cur{border-right:2px solid #dd4c4f;padding-right:1px}`,
  html: `<div class="row nv" data-role="ui">${icon.back(24)}<span>${icon.share(22)}${icon.more(24)}</span></div>
<div class="fill">
<div class="h1">${say("owner", "Cat names (shortlist)")}</div>
<div class="row tg" data-role="owner"><span>#cat</span><span>#urgent</span></div>
${say("owner", "Rescue centre says she already answers to Crumpet. She is nine.", "p")}
${say("owner", "Shortlist:", "p")}
${say("owner", "Duchess Marmalade Von Snoot", "li2")}
${say("owner", "Ursula the Destroyer", "li2")}
${say("owner", "Professor Whiskers", "li2")}
${say("owner", "Not Crumpet", "li2")}
${ui("Pasted from Yannis:", "p")}
${say("Yannis", "she is nine years old and she is called Crumpet", "qb")}
<div class="p"><span class="cur">${say("owner", "Day 11. Still calling her “hey”.").replace("<div", "<span").replace("</div>", "</span>")}</span></div>
</div>`,
};

const chev = `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M9 4l8 8-8 8"/></svg>`;
const vh = (text: string, meta: string, resp = "") =>
  `<div class="vh"><div class="row" style="gap:10px;align-items:flex-start">${icon.mic(18)}<div style="flex:1;min-width:0">${say("owner", text, "vt")}${resp ? say("Alexa", resp, "vr") : ""}${ui(meta, "vm")}</div>${chev}</div></div>`;

export const alexa: ScreenSpec = {
  id: "alexa-can-an-egg-explode",
  app: "Alexa",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Seraphine", handle: null },
  time: "07:31",
  battery: 80,
  replies: true,
  crop: { top: 30 },
  css: `${pageCss({ bg: "#111a23", card: "#111a23", fg: "#e6edf3", sub: "#8da2b4", line: "#223140", accent: "#1fb5e8", soft: "#1a2632", size: 14.5 })}
.hd{background:#111a23;border-bottom:1px solid #223140}.hd b{font-size:18px}.fill>*{flex-shrink:0}
.fl{gap:8px;padding:10px 16px}.fl span{font-size:13px;border:1px solid #3a4d5e;border-radius:16px;padding:5px 12px;color:#b7c5d1}.fl span.on{background:#1fb5e8;border-color:#1fb5e8;color:#061018;font-weight:600}
.dy{padding:10px 16px 4px;font-size:13px;font-weight:700;color:#8da2b4;letter-spacing:.3px}.vh{padding:10px 16px;border-bottom:1px solid #1e2b38;color:#8da2b4}.vt{font-size:15.5px;line-height:21px;color:#e6edf3}.vr{font-size:13.5px;line-height:19px;color:#9fd6ee;margin-top:3px}.vm{font-size:12px;margin-top:3px}
.na{font-style:italic;color:#8da2b4}`,
  html: `${head("Voice History", "", icon.moreV(22))}
<div class="row fl" data-role="ui"><span class="on">Today</span><span>All devices</span><span>Filter</span></div>
<div class="fill">
${ui("TODAY · SERAPHINE’S KITCHEN ECHO", "dy")}
${vh("“alexa how long do you boil an egg”", "7:02 AM")}
${vh("“alexa how long do you boil a large egg”", "7:03 AM")}
${vh("“alexa how can you tell when an egg is done”", "7:09 AM")}
${vh("“alexa set a timer for eleven minutes”", "7:10 AM", "Eleven minutes, starting now.")}
${vh("“alexa can an egg explode”", "7:16 AM", "Yes, eggs can burst if the pan boils dry.")}
<div class="vh"><div class="row" style="gap:10px;align-items:flex-start">${icon.mic(18)}<div style="flex:1">${ui("Audio was not intended for Alexa", "vt na")}${ui("7:16 AM", "vm")}</div></div></div>
${vh("“alexa how do you clean a ceiling”", "7:18 AM")}
</div>
${tabs([icon.home(24), icon.chat(24), icon.play(24), icon.grid(24)], true)}`,
};

const bell = (time: string, label: string, days: string, on = true) =>
  `<div class="bl"><div class="row" style="justify-content:space-between">${ui(time, "bt2")}<span class="sw${on ? " on" : ""}"><i></i></span></div>${say("owner", label, "bn")}${ui(days, "bd")}</div>`;

export const googlehome: ScreenSpec = {
  id: "googlehome-the-headset-is-on",
  app: "Google Home",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Sabela", handle: null },
  time: "22:58",
  battery: 34,
  replies: false,
  css: `body{background:#fff;color:#1f1f1f}.nv{flex:none;padding:6px 16px 0;color:#444746}.tt4{padding:8px 20px 2px;font-size:28px;font-weight:400}.sb3{padding:0 20px 12px;font-size:14px;color:#444746;line-height:20px}
.fill>*{flex-shrink:0}.bl{margin:0 16px 10px;padding:14px 16px;border-radius:16px;background:#f0f4f9}.bt2{font-size:26px;font-weight:400;color:#1f1f1f}.bn{font-size:15.5px;line-height:21px;margin-top:4px;font-weight:500}.bd{font-size:13px;color:#444746;margin-top:3px}
.sw{width:42px;height:24px;border-radius:12px;background:#c4c7c5;position:relative;flex:none}.sw i{position:absolute;left:4px;top:4px;width:16px;height:16px;border-radius:50%;background:#fff}.sw.on{background:#0b57d0}.sw.on i{left:22px}
.ad{flex:none;margin:6px 16px 40px;align-self:flex-end;gap:8px;padding:14px 20px;border-radius:16px;background:#c2e7ff;color:#001d35;font-size:15px;font-weight:500}`,
  html: `<div class="row nv" data-role="ui">${icon.back(24)}</div>
${ui("Family Bell", "tt4")}
${ui("Bells play on Upstairs speaker · 5 active", "sb3")}
<div class="fill">
${bell("19:00", "Bins out (yes Tadeo, this means you)", "Thursday")}
${bell("22:30", "Stop gaming, it’s a school night", "Sun, Mon, Tue, Wed, Thu")}
${bell("22:45", "Stop gaming. I mean it this time.", "Sun, Mon, Tue, Wed, Thu")}
${bell("23:00", "Tadeo. Bed.", "Sun, Mon, Tue, Wed, Thu")}
${bell("23:05", "I know the headset is on.", "Sun, Mon, Tue, Wed, Thu")}
</div>
<div class="row ad" data-role="ui">${icon.plus(20)}<span>Add bell</span></div>`,
};

const note = (date: string, text: string) => `<div class="nt2">${ui(date, "nd")}${say("owner", text, "nx")}</div>`;

export const habitify: ScreenSpec = {
  id: "habitify-too-tired-to-go-to-bed",
  app: "Habitify",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Tomoe Varga", handle: null },
  time: "12:40",
  battery: 62,
  replies: false,
  cutLines: 1,
  css: `${pageCss({ bg: "#f5f6fa", card: "#fff", fg: "#1a1c24", sub: "#6f7385", line: "#e8e9f0", accent: "#7b61ff", soft: "#f0edff", size: 14.5 })}
.hd{background:#f5f6fa;border:none}.fill>*{flex-shrink:0}.ht{gap:12px;padding:4px 16px 12px}.hi2{width:44px;height:44px;border-radius:12px;background:#7b61ff;flex:none}.hn2{font-size:20px;font-weight:700}.hg{font-size:13px;color:#6f7385}
.st{margin:0 16px 10px;border-radius:14px;border:none}.cal{margin:0 16px 10px;background:#fff;border-radius:14px;padding:12px;display:grid;grid-template-columns:repeat(7,1fr);gap:6px}.cal i{height:22px;border-radius:6px;background:#eceaf7}.cal i.d{background:#7b61ff}.cal i.s{background:#ffd6d6}
.sh{padding:20px 16px 6px;font-size:15px;font-weight:700}.nt2{margin:0 16px 8px;background:#fff;border-radius:12px;padding:10px 14px}.nd{font-size:12px;color:#6f7385;font-weight:600}.nx{font-size:14.5px;line-height:20px;margin-top:3px}`,
  html: `${head("", "", `<span class="row" style="gap:18px">${icon.sliders(22)}${icon.moreV(22)}</span>`)}
<div class="fill">
<div class="row ht"><span class="hi2"></span><div>${say("owner", "Lights out by 11 pm", "hn2")}${ui("Every day · Evening", "hg")}</div></div>
${statGrid([
  ["2 days", "Current streak"],
  ["5 days", "Best streak"],
  ["38%", "Completion"],
])}
<div class="cal" data-role="ui">${["d", "d", "s", "s", "d", "", "d", "s", "d", "d", "s", "s", "d", "d"].map((c) => `<i class="${c}"></i>`).join("")}</div>
<div class="sh" data-role="ui">Notes</div>
${note("Mon, 16 Nov · Missed", "11:40. Started a documentary about bridges.")}
${note("Tue, 17 Nov · Completed", "10:58! Then looked at my phone until one.")}
${note("Wed, 18 Nov · Skipped", "Too tired to go to bed.")}
${note("Thu, 19 Nov · Skipped", "Still tired. Possibly from not going to bed.")}
${note("Fri, 20 Nov · Completed", "10:50. Lay awake wondering if I should have been an engineer.")}
${note("Sat, 21 Nov · Completed", "On the sofa, which counts, under the big blanket with the lamp still on.")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.bell(24), icon.person(24)], true)}`,
};
