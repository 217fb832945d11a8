// Profiles and stats screens, mostly blander owners: Duolingo (small-caps name, a friend's banner),
// MyFitnessPal (a banner), Peloton (saved twice and shrunk), Apple Music (title over a gradient),
// Roblox, OkCupid (name over the photo), Nike Run Club.
import { avatar, icon, picture } from "../../held-out/templates/icons";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";

const stat = (value: string, label: string) => `<div class="stat">${ui(value, "sv")}${ui(label, "sl")}</div>`;

export const duolingo: ScreenSpec = {
  id: "duolingo-profile",
  app: "Duolingo",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "ᴍᴀʀᴄᴏ ʙ.", handle: "MarcoB1987" },
  time: "23:41",
  battery: 53,
  banner: {
    app: "WhatsApp",
    color: "#25d366",
    title: "Sofía",
    body: "Marco it’s been 4 years, say one sentence to my mum in Spanish",
    author: "Sofía",
    age: "now",
  },
  replies: false,
  css: `body{background:#131f24;color:#f1f7fb}.hd{flex:none;height:52px;padding:0 14px;gap:12px;justify-content:flex-end;color:#52656d}
.top{padding:6px 16px 14px;border-bottom:2px solid #37464f;gap:14px}.nm{font-size:24px;font-weight:700}.un{font-size:15px;color:#52656d}.jn{font-size:14px;color:#52656d;margin-top:6px}
.fl{gap:14px;font-size:14px;color:#1cb0f6;font-weight:700;margin-top:8px}
.sec{font-size:20px;font-weight:700;padding:14px 16px 8px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:0 16px}
.stat{border:2px solid #37464f;border-radius:14px;padding:10px 12px}.sv{font-size:19px;font-weight:700}.sl{font-size:13px;color:#52656d}
.bio{margin:14px 16px 0;padding:12px;border:2px solid #37464f;border-radius:14px}.bl{font-size:13px;color:#52656d;font-weight:700}.bt{font-size:16px;line-height:22px;margin-top:2px}
.tabs{flex:none;height:64px;justify-content:space-around;border-top:2px solid #37464f;color:#52656d;margin-top:auto}`,
  html: `<div class="row hd">${icon.sliders(22)}${icon.more(22)}</div>
<div class="fill col">
<div class="row top"><div style="flex:1">${ui("ᴍᴀʀᴄᴏ ʙ.", "nm")}${ui("MarcoB1987", "un")}${ui("Joined March 2022", "jn")}<div class="row fl">${span("14 Following")}${span("9 Followers")}</div></div>${avatar(72, "#ce82ff")}</div>
${ui("Statistics", "sec")}
<div class="grid">${stat("🔥 1,347", "Day streak")}${stat("⚡ 412,880", "Total XP")}${stat("💎 Diamond", "Current league")}${stat("🏅 31", "Top 3 finishes")}</div>
<div class="bio">${ui("Learning", "bl")}${own("Spanish 🇪🇸 for my in-laws (they don’t know yet)", "bt")}</div>
${ui("Achievements", "sec")}
<div class="row" style="gap:10px;padding:0 16px">${stat("Wildfire", "Level 10")}${stat("Sage", "Level 9")}</div>
<div class="row tabs">${icon.home()}${icon.star(24, "#52656d")}${icon.person()}${icon.bell()}${icon.more()}</div>
</div>`,
};

export const myFitnessPal: ScreenSpec = {
  id: "myfitnesspal-diary",
  app: "MyFitnessPal",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Chris", handle: null },
  time: "21:30",
  battery: 61,
  statusBarDark: true,
  statusBarBackground: "#0066ee",
  banner: { app: "Uber Eats", color: "#06c167", title: "Uber Eats", body: "Your order from Pizza Palace is on its way 🍕", author: "Uber Eats", age: "now" },
  replies: false,
  css: `.hd{flex:none;height:56px;padding:0 14px;gap:12px;background:#0066ee;color:#fff}.hd b{flex:1;font-size:19px;font-weight:500}
.day{flex:none;justify-content:space-between;padding:8px 14px;color:#0066ee;font-size:15px;font-weight:500;border-bottom:1px solid #e5e5e5}
.sum{padding:10px 14px;border-bottom:8px solid #f0f0f0}.sl{font-size:13px;color:#6f6f6f}.eq{justify-content:space-between;margin-top:6px;text-align:center}.eq .n{font-size:17px;font-weight:500}.eq .t{font-size:11px;color:#6f6f6f}.neg{color:#e4002b}
.meal{padding:10px 14px 4px;font-size:16px;font-weight:700;display:flex;justify-content:space-between}.it{padding:6px 14px;border-bottom:1px solid #eee;display:flex;justify-content:space-between;gap:10px}.in{font-size:15px;line-height:20px}.id{font-size:13px;color:#6f6f6f}.ik{font-size:15px}
.add{padding:8px 14px;color:#0066ee;font-weight:500;font-size:14px;border-bottom:8px solid #f0f0f0}.note{padding:8px 14px}.nt{font-size:15px;line-height:21px}`,
  html: `<div class="row hd">${icon.menu(24)}<b>Diary</b>${icon.more(22)}</div>
<div class="row day">${icon.back(18)}${span("Today")}<span style="transform:scaleX(-1)">${icon.back(18)}</span></div>
<div class="sum">${ui("Calories Remaining", "sl")}<div class="row eq"><div>${ui("1,900", "n")}${ui("Goal", "t")}</div>${ui("−")}<div>${ui("3,420", "n")}${ui("Food", "t")}</div>${ui("+")}<div>${ui("120", "n")}${ui("Exercise", "t")}</div>${ui("=")}<div>${ui("-1,400", "n neg")}${ui("Remaining", "t")}</div></div></div>
<div class="meal">${span("Breakfast")}${span("0")}</div><div class="add">ADD FOOD</div>
<div class="meal">${span("Lunch")}${span("420")}</div>
<div class="it"><div>${ui("Salad, green, no dressing", "in")}${ui("1 bowl", "id")}</div>${ui("120", "ik")}</div>
<div class="it"><div>${ui("Quick Add", "in")}${own("the rest of the office birthday cake", "id")}</div>${ui("300", "ik")}</div>
<div class="meal">${span("Dinner")}${span("3,000")}</div>
<div class="it"><div>${ui("Quick Add", "in")}${own("don’t worry about it", "id")}</div>${ui("3,000", "ik")}</div>
<div class="add">ADD FOOD</div>
<div class="note">${ui("Exercise: Walking, 20 minutes (to the fridge and back)", "nt")}</div>`,
};

export const peloton: ScreenSpec = {
  id: "peloton-summary",
  app: "Peloton",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 828, quality: 65 }],
  owner: { name: "KellyCardioQueen", handle: null },
  time: "06:12",
  battery: 84,
  replies: false,
  css: `body{background:#181a1d}.hd{flex:none;height:48px;padding:0 14px;gap:12px;color:#fff}.hd b{flex:1;text-align:center;font-size:16px;letter-spacing:1px}
.cls{padding:8px 16px 14px;border-bottom:1px solid #2d3034}.ct{font-size:22px;font-weight:700}.cm{font-size:14px;color:#a1a5ab;margin-top:4px}
.user{gap:10px;padding:12px 16px}.un{font-size:16px;font-weight:700}.tg{font-size:13px;color:#a1a5ab}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:1px;background:#2d3034;margin:0 16px;border-radius:10px;overflow:hidden}.stat{background:#1f2226;padding:12px}.sv{font-size:22px;font-weight:700}.sl{font-size:12px;color:#a1a5ab;letter-spacing:.5px}
.lb{padding:14px 16px 6px;font-size:13px;color:#a1a5ab;letter-spacing:1px}.row2{gap:12px;padding:8px 16px;font-size:15px}.row2 .rk{width:40px;color:#a1a5ab}.row2 .nm{flex:1}.row2 .kj{color:#a1a5ab}.me{background:#2b1d22}`,
  html: `<div class="row hd">${icon.close(22)}<b>WORKOUT SUMMARY</b>${icon.share(20)}</div>
<div class="cls">${ui("20 min HIIT Ride", "ct")}${ui("with Alex · Today 05:41", "cm")}</div>
<div class="row user">${avatar(40, "#df1c2f", { ring: "#df1c2f" })}<div>${ui("KellyCardioQueen", "un")}${own("#5amClub #NoExcuses", "tg")}</div></div>
<div class="grid">${stat("41", "TOTAL OUTPUT (KJ)")}${stat("3.1 mi", "DISTANCE")}${stat("96 bpm", "AVG HEART RATE")}${stat("11 / 20", "MINUTES RIDDEN")}</div>
${ui("LEADERBOARD", "lb")}
<div class="row row2">${span("1", "rk")}${span("Sprint_Dad_Dave", "nm")}${span("312 kJ", "kj")}</div>
<div class="row row2">${span("2", "rk")}${span("PedalPam", "nm")}${span("298 kJ", "kj")}</div>
<div class="row row2 me">${span("9,811", "rk")}${span("KellyCardioQueen", "nm")}${span("41 kJ", "kj")}</div>`,
};

export const appleMusic: ScreenSpec = {
  id: "apple-music-playlist",
  app: "Apple Music",
  kind: "other",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Olivia Grant", handle: null },
  time: "17:58",
  battery: 39,
  replies: false,
  css: `.hd{flex:none;height:44px;padding:0 14px;gap:16px;color:#fa2d48}.hd i{flex:1}
.art{margin:6px auto 0;width:250px;height:250px;border-radius:10px;position:relative;overflow:hidden;background:linear-gradient(135deg,#ff5f6d,#ffc371 40%,#4facfe 75%,#7d2ae8)}
.art .ov{position:absolute;left:16px;right:16px;bottom:18px;color:#fff;font-size:26px;font-weight:800;line-height:28px;text-shadow:0 1px 2px rgba(0,0,0,.3)}
.art .blob{position:absolute;border-radius:50%;background:rgba(255,255,255,.25);pointer-events:none}
.ti{text-align:center;font-size:22px;font-weight:700;margin-top:14px;padding:0 20px;line-height:27px}.by{text-align:center;font-size:18px;color:#fa2d48;margin-top:2px}.up{text-align:center;font-size:12px;color:#8d8d93;margin-top:2px}
.btns{justify-content:center;gap:14px;margin:12px 0}.btns span{width:160px;height:46px;border-radius:10px;background:#1c1c1e;color:#fa2d48;font-size:17px;font-weight:600;display:flex;align-items:center;justify-content:center;gap:8px}
.desc{font-size:14px;line-height:19px;color:#c7c7cc;padding:0 20px 8px}
.tr{gap:12px;padding:6px 20px}.tr .n{flex:1;border-bottom:1px solid #2c2c2e;padding-bottom:8px}.tt{font-size:16px}.ta{font-size:13px;color:#8d8d93}`,
  html: `<div class="row hd">${icon.back(24)}<i></i>${icon.download(24)}${icon.more(24)}</div>
<div class="fill">
<div class="art"><span class="blob" style="left:20px;top:20px;width:120px;height:120px"></span><span class="blob" style="left:150px;top:70px;width:70px;height:70px"></span>${own("gym playlist (I don’t go to the gym)", "ov")}</div>
${own("gym playlist (I don’t go to the gym)", "ti")}
${ui("Olivia Grant", "by")}${ui("Updated 3 days ago", "up")}
<div class="row btns"><span>${icon.play(18)}Play</span><span>${icon.shuffle(18)}Shuffle</span></div>
${own("for walking to the car like I’m in a movie", "desc")}
${[
  ["Eye of the Tiger", "Survivor"],
  ["Stronger", "Kanye West"],
  ["Someone Like You", "Adele"],
  ["Hurt", "Johnny Cash"],
  ["Everybody Hurts", "R.E.M."],
]
  .map(([t, a]) => `<div class="row tr">${picture(46, 46, ["#3a3a3c", "#5b5b60"])}<div class="n">${ui(t, "tt")}${ui(a, "ta")}</div></div>`)
  .join("")}
</div>`,
};

export const roblox: ScreenSpec = {
  id: "roblox-profile",
  app: "Roblox",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "DadOfThree_Steve", handle: "@DadOfThree_Steve" },
  time: "22:14",
  battery: 70,
  replies: false,
  css: `body{background:#232527;color:#fff}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:18px;font-weight:700}
.top{gap:14px;padding:10px 16px}.dn{font-size:20px;font-weight:700}.un{font-size:14px;color:#bdbebe}.fr{gap:18px;padding:6px 16px 12px;font-size:14px}.fr b{font-weight:700;display:block;font-size:17px}
.btns{gap:10px;padding:0 16px 12px}.btns span{flex:1;height:38px;border-radius:8px;background:#393b3d;display:flex;align-items:center;justify-content:center;font-weight:600;font-size:15px}
.sec{font-size:17px;font-weight:700;padding:12px 16px 6px}.ab{font-size:15px;line-height:21px;padding:0 16px;color:#e8e8e8;white-space:pre-line}
.games{gap:10px;padding:4px 16px}.g{width:100px}.gt{font-size:13px;margin-top:4px}.gs{font-size:12px;color:#bdbebe}
.st{gap:20px;padding:10px 16px;font-size:13px;color:#bdbebe}.st b{display:block;color:#fff;font-size:15px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Profile</b>${icon.more(22)}</div>
<div class="fill">
<div class="row top">${avatar(86, "#5d7fbf")}<div>${ui("DadOfThree_Steve", "dn")}${ui("@DadOfThree_Steve", "un")}</div></div>
<div class="row fr"><span><b>3</b>Friends</span><span><b>0</b>Followers</span><span><b>2</b>Following</span></div>
<div class="row btns"><span>Add Friend</span><span>Message</span></div>
${ui("About", "sec")}
${own("Only here to play with my kids.\nThey logged off in March.\nI am on level 212 of Tower of Hell.", "ab")}
${ui("Favorites", "sec")}
<div class="row games">${[
    ["Tower of Hell", "1,204 visits"],
    ["Adopt Me!", "3 visits"],
    ["Work at a Pizza Place", "861 visits"],
  ]
    .map(([t, v]) => `<div class="g">${picture(100, 100, ["#f0a04b", "#b23a48"])}${ui(t, "gt")}${ui(v, "gs")}</div>`)
    .join("")}</div>
<div class="row st"><span><b>Jan 2, 2024</b>Join Date</span><span><b>3,941</b>Place Visits</span></div>
</div>`,
};

export const okcupid: ScreenSpec = {
  id: "okcupid-profile",
  app: "OkCupid",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 80,
  owner: { name: "Nate", handle: null },
  time: "11:46",
  battery: 58,
  replies: false,
  css: `.hd{flex:none;height:44px;padding:0 14px;gap:12px}.hd i{flex:1}
.ph{position:relative;margin:0 12px;border-radius:14px;overflow:hidden}.ph .cap{position:absolute;left:16px;bottom:14px;color:#fff}.cn{font-size:30px;font-weight:800}.cm{font-size:15px;margin-top:2px}
.ph .busy{position:absolute;pointer-events:none}
.match{gap:8px;padding:12px 16px;font-size:15px;font-weight:700;color:#0046d5}
.card{margin:6px 12px;padding:14px;border-radius:14px;background:#f4f4f8}.q{font-size:14px;color:#6d6d78;font-weight:600}.a{font-size:18px;line-height:25px;margin-top:4px}`,
  html: `<div class="row hd">${icon.back(24)}<i></i>${icon.more(22)}</div>
<div class="fill">
<div class="ph">${picture("100%", 380, ["#2e7d5b", "#d9a441"], `<div class="busy" style="left:-20px;top:30px;width:200px;height:140px;border-radius:50%;background:#4c9a6a"></div><div class="busy" style="left:180px;top:10px;width:220px;height:180px;border-radius:40%;background:#86b45a;opacity:.8"></div><div class="busy" style="left:60px;top:150px;width:90px;height:190px;border-radius:40px 40px 0 0;background:#3b4a6b"></div><div class="busy" style="left:85px;top:110px;width:44px;height:44px;border-radius:50%;background:#e0b48a"></div><div class="busy" style="left:230px;top:200px;width:150px;height:110px;background:repeating-linear-gradient(45deg,#c9d6a3 0 10px,#9fb37a 10px 20px)"></div><div class="busy" style="left:0;right:0;bottom:0;height:120px;background:linear-gradient(transparent,rgba(0,0,0,.45))"></div>`)}<div class="cap">${ui("Nate, 31", "cn")}${ui("Bristol · 4 miles away", "cm")}</div></div>
<div class="row match">${span("92% Match")}</div>
<div class="card">${ui("My self-summary", "q")}${own("I’m basically a golden retriever in a man’s body. Loyal, active, and I’ve been told I need a bath.", "a")}</div>
<div class="card">${ui("I spend a lot of time thinking about", "q")}${own("whether I left the oven on", "a")}</div>
<div class="card">${ui("The first thing people usually notice about me", "q")}${own("the oven smell", "a")}</div>
</div>`,
};

export const nikeRun: ScreenSpec = {
  id: "nike-run-club-activity",
  app: "Nike Run Club",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Jamal Reyes", handle: null },
  time: "08:22",
  battery: 95,
  downscaleTo: 720,
  replies: false,
  css: `.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:500}
.dt{font-size:13px;color:#757575;padding:4px 18px}.ti{font-size:24px;font-weight:700;padding:0 18px}.big{font-size:64px;font-weight:900;padding:10px 18px 0;letter-spacing:-2px}.bl{font-size:15px;color:#757575;padding:0 18px 12px}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px;padding:8px 18px 14px;border-bottom:1px solid #eee}.sv{font-size:20px;font-weight:700}.sl{font-size:13px;color:#757575}
.map{margin:14px 18px;border-radius:10px;overflow:hidden}.note{padding:0 18px}.nl{font-size:13px;color:#757575}.nt{font-size:16px;line-height:22px;margin-top:2px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Run</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
${ui("Sunday 23 November · 07:10", "dt")}${own("Sunday Morning Run", "ti")}
${ui("0.62", "big")}${ui("Kilometres", "bl")}
<div class="grid">${stat("14'52\"", "Avg. Pace")}${stat("9:13", "Time")}${stat("48", "Calories")}</div>
<div class="map">${picture("100%", 200, ["#e8efe3", "#d3dfcf"], `<svg width="320" height="200" viewBox="0 0 320 200" style="position:absolute;left:0;top:0"><path d="M60 150 C90 140 100 120 120 118 S150 120 152 112" stroke="#ff5a1f" stroke-width="4" fill="none"/></svg>`)}</div>
<div class="note">${ui("Notes", "nl")}${own("felt good", "nt")}</div>
</div>`,
};

export const STATS: ScreenSpec[] = [duolingo, myFitnessPal, peloton, appleMusic, roblox, okcupid, nikeRun];
