// Part A's dating profiles, first file (v25).
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const quackquack: ScreenSpec = {
  id: "quackquack-eleven-grooms-still-looking",
  app: "QuackQuack",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Esmeralda", handle: null },
  time: "20:14",
  battery: 63,
  statusBarDark: true,
  statusBarBackground: "#7b3fc4",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#7b3fc4", "#24192f", 15, 12)}${noteCss("#fff8e1", "#ffe08a", "#9a6b00", "#3a2d10")}
body{background:#f4effa;color:#24192f}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#7b3fc4;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative}.bc{box-shadow:0 1px 2px rgba(60,20,100,.08)}
.vf{position:absolute;right:12px;top:12px;background:#ffcc33;color:#3a2d10;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#5d2e9a;background:#ece0fa;border-radius:14px;padding:4px 11px}
.act{flex:none;gap:10px;padding:8px 12px 10px}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;background:#fff;color:#7b3fc4;border:1.5px solid #7b3fc4}.act span.lk{background:#ffb400;border-color:#ffb400;color:#2b1d00}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e4daf0;color:#8f7fa6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>QuackQuack</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 140, ["#c98a5a", "#4a2a3a"], `${onPhoto("Esmeralda, 31", "Mehndi artist · Pune · 4 km", 25)}<div class="vf" data-role="ui">${esc("Verified")}</div>`)}</div>
${tags(["5′4″", "Never drinks", "Vegetarian", "Looking for marriage"])}
${card("About me", "owner", "Weekends are wedding season for me, weekdays are for my nieces and chai.")}
${card("My secret talent", "owner", "I have hidden the groom’s initials in four hundred brides’ mehndi. Eleven grooms are still looking.")}
${note("Achim sent a message", "#5b7fb0", "Achim", "my sister’s husband searched both her hands for the entire reception, was that you")}
${card("Perfect first date", "owner", "Street food at FC Road and a long walk after.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Skip")}</span><span class="lk">${esc("Quack")}</span></div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const trulymadly: ScreenSpec = {
  id: "trulymadly-the-winners-are-my-parents",
  app: "TrulyMadly",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ezra", handle: null },
  time: "22:47",
  battery: 38,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Dragana",
    body: "wait is that the quiz guy?? his mum beat us by two points on tuesday",
    author: "Dragana",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1d1a1d", "#ff5a7e", "#f4eef1", 16, 16)}${noteCss("#261c22", "#4a2e3b", "#ff8fa8", "#f1e6ea")}
body{background:#0e0c0e;color:#f4eef1}
.hd{flex:none;height:50px;padding:0 16px;justify-content:space-between;color:#f4eef1}.hd b{font-size:20px;font-weight:800;color:#ff5a7e}
.ph{flex:none;margin:0 12px;border-radius:18px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#e2d2d9;border:1px solid #3e2c35;border-radius:14px;padding:3px 10px}
.act{flex:none;justify-content:center;gap:50px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#1d1a1d;display:flex;align-items:center;justify-content:center;color:#f4eef1}.act span.lk{background:#ff5a7e;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#0e0c0e;border-top:1px solid #2a2428;color:#8e8189}`,
  html: `<div class="row hd" data-role="ui">${icon.sliders(22)}<b>TrulyMadly</b>${icon.chat(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 140, ["#3d5a7a", "#181c2a"], onPhoto("Ezra, 30", "Product manager · Bengaluru · 5 km", 26))}</div>
${tags(["5′11″", "Drinks on weekends", "Non-smoker", "Long-term"])}
${card("About me", "owner", "Filter coffee loyalist, bad at cricket, good at trivia.")}
${card("I get way too competitive about", "owner", "Our quiz team has come second twenty-three weeks running. The winners are my parents.")}
${note("Benedikte liked your answer", "#8a5a9c", "Benedikte", "do your parents take new members or is it a closed shop")}
${card("My ideal Sunday", "owner", "Dosa breakfast, then a very long nap.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const muddymatches: ScreenSpec = {
  id: "muddymatches-past-my-own-cousin-at-the-mart",
  app: "Muddy Matches",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Fflur", handle: null },
  time: "07:52",
  battery: 81,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#5b7d2a", "#28301c", 16, 10)}${noteCss("#f3f0e4", "#ddd5b5", "#7a6a2a", "#3a3422")}
body{background:#eef0e6;color:#28301c}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #dde2cf;color:#5b7d2a}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;color:#3f5a1a}
.ph{flex:none;display:flex;gap:6px;padding:10px 12px 0}.ph .pic{border-radius:10px}
.top{flex:none;padding:10px 16px 0}.top .nm{font-size:23px;font-weight:700}.top .mt{font-size:13.5px;color:#6b735c;margin-top:2px}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#3f5a1a;background:#e1e9cf;border-radius:6px;padding:4px 10px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.act{flex:none;gap:10px;padding:8px 14px 10px}.act span{flex:1;height:44px;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:15px;font-weight:700;background:#fff;color:#5b7d2a;border:1.5px solid #5b7d2a}.act span.lk{background:#5b7d2a;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #dde2cf;color:#8a927a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Muddy Matches</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("62%", 150, ["#8aa35a", "#3a4a22"])}${picture("38%", 150, ["#b0a27a", "#4a4030"])}</div>
<div class="top" data-role="ui"><div class="nm">${esc("Fflur, 34")}</div><div class="mt">${esc("Sheep farmer · near Machynlleth · 11 miles")}</div></div>
${tags(["Proper country", "5′6″", "Drinks socially", "Has a dog"])}
${card("Me, briefly", "owner", "Running the family farm with my dad, two collies and a quad bike held together with baler twine.")}
${card("Something I’m oddly good at", "owner", "I know all 140 ewes by their faces and I still walked past my own cousin at the mart.")}
${note("Briallen (sister) says", "#a07a4a", "Briallen", "This is true. She walked straight past me at Nain’s ninetieth and asked who I came with.")}
${card("Looking for", "owner", "Someone happy to step over wellies in the hallway.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Not for me")}</span><span class="lk">${esc("Send a wink")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const farmersonly: ScreenSpec = {
  id: "farmersonly-awake-past-the-iceberg",
  app: "FarmersOnly",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 86 }, { width: 820, quality: 68 }],
  owner: { name: "Casimir", handle: null },
  time: "05:06",
  battery: 92,
  statusBarDark: true,
  statusBarBackground: "#2f5d34",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#8a5a2b", "#2a241c", 15, 6)}${noteCss("#eef5ea", "#c8dcc0", "#2f5d34", "#22301f")}
body{background:#f3efe6;color:#2a241c}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#2f5d34;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}
.top{flex:none;gap:12px;padding:12px 14px 4px;background:#fff;border-bottom:1px solid #e4ddcc}.top .pic{border-radius:6px}.nm{font-size:20px;font-weight:700}.mt{font-size:13px;color:#6d6656;margin-top:2px}
.bc{border:1px solid #e4ddcc}
.dt{flex:none;margin:8px 12px 0;background:#fff;border:1px solid #e4ddcc;border-radius:6px;padding:4px 14px}
.dr{justify-content:space-between;padding:7px 0;border-bottom:1px solid #f0ebe0;font-size:13.5px;color:#6d6656}.dr:last-child{border:0}.dr b{color:#2a241c;font-weight:600}
.act{flex:none;gap:10px;padding:8px 12px 10px}.act span{flex:1;height:42px;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;background:#fff;color:#2f5d34;border:1.5px solid #2f5d34}.act span.lk{background:#c8702a;border-color:#c8702a;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e4ddcc;color:#8a8272}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>FarmersOnly</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(92, 92, ["#a08a5a", "#3a3020"])}<div data-role="ui"><div class="nm">${esc("Casimir, 38")}</div><div class="mt">${esc("Dairy farmer · Wisconsin, USA")}</div><div class="mt">${esc("Online 3 hours ago")}</div></div></div>
${card("About Me", "owner", "Third generation on the farm. 120 Holsteins, one barn cat who thinks she runs the place.")}
${card("Favorite Movie", "owner", "Titanic, probably. Milking at 4:30 every morning for sixteen years. I’ve never stayed awake past the iceberg.")}
${note("Donal sent you a message", "#6a8a9c", "Donal", "ok but you do know the boat sinks")}
<div class="dt">${detail("Height", "6′0″")}${detail("Drinks", "A beer at the county fair")}${detail("Wants kids", "Yes")}${detail("Looking for", "Marriage, eventually")}</div>
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="lk">${esc("Send a message")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

/** A detail row: label and value, one line. */
function detail(label: string, value: string) {
  return `<div class="row dr" data-role="ui"><span>${esc(label)}</span><b>${esc(value)}</b></div>`;
}

export const meetville: ScreenSpec = {
  id: "meetville-nobody-has-said-anything-yet",
  app: "Meetville",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { top: 52 },
  owner: { name: "Ardal", handle: null },
  time: "13:21",
  battery: 55,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1b1e24", "#5aa9ff", "#eceff4", 15.5, 14)}${noteCss("#19232f", "#2b3d52", "#8cc4ff", "#e6edf5")}
body{background:#0f1115;color:#eceff4}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#eceff4}.hd b{flex:1;font-size:19px;font-weight:700}
.ph{flex:none;margin:0 12px;border-radius:16px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#c8d2de;background:#1f2630;border-radius:14px;padding:4px 11px}
.act{flex:none;justify-content:center;gap:44px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#1b1e24;display:flex;align-items:center;justify-content:center;color:#eceff4}.act span.lk{background:#2e8cff;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#0f1115;border-top:1px solid #22262e;color:#7d8693}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Meetville</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#4a5a6a", "#15191f"], onPhoto("Ardal, 42", "Payroll manager · Doncaster · 3 miles", 26))}</div>
${tags(["6′2″", "Social drinker", "Has a son", "Serious relationship"])}
${card("About me", "owner", "Five-a-side every Tuesday, curry on Fridays, asleep by ten most other nights.")}
${card("Random fact", "owner", "I have run the office World Cup sweepstake for nine years. I have won it nine times and nobody has said anything yet.")}
${note("Bathsheba replied to your random fact", "#9c6a5a", "Bathsheba", "i think they have said things, just not to you")}
${card("My perfect match", "owner", "Kind, patient, knows their way round a pub garden.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.grid(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};
