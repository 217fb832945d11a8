// Profiles, dating and stats: Coffee Meets Bagel (prompts and answers), Badoo (dark, a bland bio),
// Last.fm (dark, scrobble counts, a one-word bio), VSCO (a near-empty bio, downscaled), Fitbit (dark,
// a challenge with cheers, a delivery banner over it), Garmin Connect (a default title, cropped at the
// top), Headspace (a profile under a boss's message), Life360 (place alerts under a banner).
import { avatar, icon, picture } from "./icons";
import { comment } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const prompt = (q: string, a: string) => `<div class="pr">${ui(q, "pq")}${own(a, "pa")}</div>`;

export const coffeeMeetsBagel: ScreenSpec = {
  id: "coffee-meets-bagel-profile",
  app: "Coffee Meets Bagel",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Nathan", handle: null },
  time: "12:10",
  battery: 66,
  replies: false,
  css: `body{background:#faf7f2}.hd{flex:none;height:46px;padding:0 14px;gap:12px}.hd b{flex:1;text-align:center;font-size:16px}
.ph{margin:0 14px;border-radius:14px;overflow:hidden;position:relative}.ph .nm{position:absolute;left:14px;bottom:12px;color:#fff;font-size:26px;font-weight:700;text-shadow:0 1px 4px rgba(0,0,0,.5)}
.facts{gap:8px;flex-wrap:wrap;padding:12px 14px 4px}.facts span{background:#fff;border:1px solid #e8e1d6;border-radius:16px;padding:5px 11px;font-size:13px}
.pr{margin:10px 14px;background:#fff;border-radius:12px;padding:12px 14px}.pq{font-size:13px;color:#a07c4f;font-weight:600}.pa{font-size:18px;line-height:24px;margin-top:4px;font-weight:500}
.bar{flex:none;justify-content:center;gap:40px;padding:8px 0 32px}.bar span{width:56px;height:56px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd">${icon.back(22)}<b>Today’s Bagel</b>${icon.more(22)}</div>
<div class="fill">
<div class="ph">${picture("100%", 250, ["#c9b79c", "#6d7b8d"], `<div style="position:absolute;left:110px;top:50px;width:130px;height:200px;border-radius:65px 65px 0 0;background:#3e4a5a"></div>`)}<span class="nm">Nathan, 31</span></div>
<div class="row facts">${span("5′11″")}${span("Accountant")}${span("Columbus, OH")}${span("Doesn’t smoke")}</div>
${prompt("My ideal first date", "Somewhere with a good parking situation")}
${prompt("I’m looking for", "Someone who won’t make fun of my car. It’s a 2009 Corolla but it runs")}
${prompt("My friends describe me as", "Reliable. Like my car")}
</div>
<div class="row bar"><span>${icon.close(26)}</span><span style="color:#e05a47">${icon.heart(26)}</span></div>`,
};

export const badoo: ScreenSpec = {
  id: "badoo-profile",
  app: "Badoo",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Chiara", handle: null },
  time: "22:02",
  battery: 52,
  replies: false,
  css: `body{background:#141414}.ph{flex:none;position:relative}.ph .cap{position:absolute;left:16px;bottom:14px;color:#fff}.ph .nm{font-size:26px;font-weight:700}.ph .lc{font-size:14px;opacity:.85}
.ph .vf{display:inline-block;margin-left:6px;width:18px;height:18px;border-radius:50%;background:#6e3eff;vertical-align:2px}
.sec{font-size:13px;color:#9a9a9a;font-weight:500;padding:14px 16px 4px;text-transform:uppercase;letter-spacing:.6px}.tx{font-size:16px;line-height:22px;padding:0 16px}
.chips{gap:8px;flex-wrap:wrap;padding:4px 16px}.chips span{background:#262626;border-radius:16px;padding:6px 12px;font-size:14px}
.bar{flex:none;justify-content:center;gap:44px;padding:10px 0 26px}.bar span{width:58px;height:58px;border-radius:50%;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="ph">${picture("100%", 360, ["#e4a07a", "#462b52"], `<div style="position:absolute;left:90px;top:70px;width:180px;height:300px;border-radius:90px 90px 0 0;background:#2a1a30"></div><div style="position:absolute;left:0;right:0;bottom:0;height:120px;background:linear-gradient(transparent,rgba(0,0,0,.7))"></div>`)}<div class="cap"><div class="nm">Chiara, 27<span class="vf"></span></div>${ui("Turin · 4 km away", "lc")}</div></div>
<div class="fill">
${ui("About me", "sec")}${own("just ask", "tx")}
${ui("I’m here to", "sec")}<div class="row chips">${span("Date")}</div>
${ui("Interests", "sec")}<div class="row chips">${span("✈️ Travel")}${span("🍕 Pizza")}${span("🎬 Netflix")}${span("🐶 Dogs")}${span("☕ Coffee")}</div>
</div>
<div class="row bar"><span style="background:#262626;color:#aaa">${icon.close(26)}</span><span style="background:#6e3eff;color:#fff">${icon.heart(26)}</span></div>`,
};

export const lastfm: ScreenSpec = {
  id: "lastfm-profile",
  app: "Last.fm",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 75,
  owner: { name: "dan_scrobbles", handle: null },
  time: "00:31",
  battery: 29,
  replies: false,
  css: `body{background:#111}.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#b90000;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}
.pf{gap:14px;padding:14px 16px}.un{font-size:20px;font-weight:700}.us{font-size:13px;color:#aaa;margin-top:2px}.bio{font-size:15px;margin-top:6px}
.nums{padding:4px 16px 12px;gap:26px;border-bottom:1px solid #262626}.nums b{display:block;font-size:20px}.nums span{font-size:12px;color:#aaa;text-transform:uppercase}
.now{margin:12px 16px;padding:10px 12px;background:#1d1d1d;border-left:3px solid #d51007;font-size:14px}.now .l{font-size:12px;color:#d51007;font-weight:700}
.sec{font-size:16px;font-weight:700;padding:10px 16px 6px}.tr{gap:12px;padding:7px 16px;font-size:14px}.tr i{font-style:normal;color:#777;width:14px}.tr .sq{width:36px;height:36px;flex:none}.tr .pl{margin-left:auto;color:#aaa;font-size:13px}`,
  html: `<div class="row hd">${icon.menu(22)}<b>last.fm</b>${icon.search(22)}</div>
<div class="fill">
<div class="row pf">${avatar(64, "#7a1f1f")}<div>${ui("dan_scrobbles", "un")}${ui("Scrobbling since 14 Mar 2007", "us")}${own("music", "bio")}</div></div>
<div class="row nums"><div><b>248,913</b><span>Scrobbles</span></div><div><b>4,102</b><span>Artists</span></div><div><b>19</b><span>Loved tracks</span></div></div>
<div class="now"><div class="l">▶ SCROBBLING NOW</div>${ui("How You Remind Me — Nickelback")}</div>
${ui("Top Artists · Last 7 days", "sec")}
<div class="row tr"><i>1</i><span class="sq" style="background:#5a4632"></span>${span("Nickelback")}${span("312 plays", "pl")}</div>
<div class="row tr"><i>2</i><span class="sq" style="background:#3a5a7a"></span>${span("Creed")}${span("41 plays", "pl")}</div>
<div class="row tr"><i>3</i><span class="sq" style="background:#6a3a5a"></span>${span("Enya")}${span("38 plays", "pl")}</div>
${ui("Top Tracks · Last 7 days", "sec")}
<div class="row tr"><i>1</i><span class="sq" style="background:#5a4632"></span>${span("How You Remind Me")}${span("97 plays", "pl")}</div>
<div class="row tr"><i>2</i><span class="sq" style="background:#5a4632"></span>${span("Photograph")}${span("88 plays", "pl")}</div>
<div class="row tr"><i>3</i><span class="sq" style="background:#3a5a7a"></span>${span("With Arms Wide Open")}${span("41 plays", "pl")}</div>
</div>`,
};

export const vsco: ScreenSpec = {
  id: "vsco-profile",
  app: "VSCO",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 828,
  owner: { name: "mara", handle: "mara.film" },
  time: "16:44",
  battery: 80,
  replies: false,
  css: `.hd{flex:none;height:48px;padding:0 16px;gap:16px}.hd b{flex:1;text-align:center;font-size:16px;letter-spacing:1px}
.pf{align-items:center;padding:10px 16px 14px;gap:4px}.nm{font-size:17px;font-weight:600;margin-top:8px}.hn{font-size:13px;color:#8a8a8a}.bio{font-size:14px;line-height:20px;text-align:center;margin-top:6px}
.tabs{gap:32px;justify-content:center;font-size:13px;color:#8a8a8a;padding:8px 0;border-bottom:1px solid #eee}.tabs b{color:#000}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:2px;padding-top:2px}`,
  html: `<div class="row hd">${icon.menu(22)}<b>mara.film</b>${icon.search(22)}</div>
<div class="fill">
<div class="col pf">${avatar(80, "#d8c3a5", { silhouette: false })}${ui("mara", "nm")}${ui("mara.film", "hn")}${own("✨ film ✨", "bio")}${own("📍 somewhere", "bio")}</div>
<div class="row tabs"><b>Gallery</b>${span("Collection")}${span("Spaces")}</div>
<div class="grid">${[
    ["#e8d5b7", "#b08968"],
    ["#cdb4db", "#a2d2ff"],
    ["#f1e3d3", "#d8a48f"],
    ["#d4e09b", "#9cb380"],
    ["#f6bd60", "#f28482"],
    ["#84a59d", "#f5cac3"],
    ["#eae2b7", "#fcbf49"],
    ["#a8dadc", "#457b9d"],
    ["#ffe5d9", "#d8e2dc"],
    ["#b5838d", "#6d6875"],
    ["#e9edc9", "#ccd5ae"],
    ["#faedcd", "#d4a373"],
  ]
    .map((c) => picture("100%", 140, c as [string, string]))
    .join("")}</div>
</div>`,
};

export const fitbit: ScreenSpec = {
  id: "fitbit-challenge",
  app: "Fitbit",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Gavin Stroud", handle: null },
  time: "19:22",
  battery: 44,
  banner: {
    app: "Domino’s",
    color: "#0b6aa2",
    title: "Domino’s",
    body: "Your order is out for delivery 🍕 Arriving in 8 mins",
    author: "Domino’s",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#0e1216}.hd{flex:none;height:56px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:18px;font-weight:500}
.ch{padding:8px 16px 12px}.cn{font-size:20px;font-weight:500}.cm{font-size:13px;color:#9aa3ab;margin-top:2px}
.lb{padding:0 16px}.r{gap:12px;padding:8px 0;border-bottom:1px solid #20262c}.r i{font-style:normal;width:16px;color:#9aa3ab;font-size:14px}.r .n{flex:1;font-size:15px}.r .s{font-size:15px;font-weight:500}.bar{height:4px;border-radius:2px;background:#00b0b9;margin-top:4px}
.me{background:#1a2127;margin:0 -16px;padding:8px 16px}
.sec{font-size:14px;font-weight:500;color:#9aa3ab;padding:14px 16px 4px}.c{gap:10px;padding:8px 16px}.cn2{font-size:14px;font-weight:500}.cm2{font-size:12px;color:#9aa3ab}.ct{font-size:15px;line-height:21px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Challenges</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="ch">${ui("Workweek Hustle", "cn")}${ui("Mon–Fri · Ends in 4 hours · 4 players", "cm")}</div>
<div class="lb">
<div class="row r"><i>1</i>${avatar(32, "#e98a15")}<div class="n">${ui("Lorraine Abbott")}<div class="bar" style="width:190px"></div></div>${ui("63,918", "s")}</div>
<div class="row r"><i>2</i>${avatar(32, "#5ab1ef")}<div class="n">${ui("Femi Adebayo")}<div class="bar" style="width:160px"></div></div>${ui("54,207", "s")}</div>
<div class="row r"><i>3</i>${avatar(32, "#b37feb")}<div class="n">${ui("Hollie Tran")}<div class="bar" style="width:130px"></div></div>${ui("44,650", "s")}</div>
<div class="row r me"><i>4</i>${avatar(32, "#7cb305")}<div class="n">${ui("Gavin Stroud")}<div class="bar" style="width:7px"></div></div>${ui("2,114", "s")}</div>
</div>
${ui("Challenge messages", "sec")}
<div class="row c" style="align-items:flex-start">${avatar(30, "#e98a15")}<div style="flex:1"><div class="row" style="gap:6px">${span("Lorraine Abbott", "cn2")}${span("Wed", "cm2")}</div>${other("Lorraine Abbott", "Gavin are you ok", "ct")}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(30, "#5ab1ef")}<div style="flex:1"><div class="row" style="gap:6px">${span("Femi Adebayo", "cn2")}${span("Thu", "cm2")}</div>${other("Femi Adebayo", "Gavin has taken fewer steps this week than I take looking for my keys", "ct")}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(30, "#7cb305")}<div style="flex:1"><div class="row" style="gap:6px">${span("Gavin Stroud", "cn2")}${span("Thu", "cm2")}</div>${own("rest week", "ct")}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(30, "#b37feb")}<div style="flex:1"><div class="row" style="gap:6px">${span("Hollie Tran", "cn2")}${span("Fri", "cm2")}</div>${other("Hollie Tran", "it’s been a rest month gav", "ct")}</div></div>
</div>`,
};

export const garmin: ScreenSpec = {
  id: "garmin-connect-activity",
  app: "Garmin Connect",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 80,
  owner: { name: "Hugh Pemberton", handle: null },
  time: "10:48",
  battery: 74,
  crop: { top: 50 },
  replies: true,
  css: `body{background:#f2f2f2}.hd{flex:none;height:48px;padding:0 14px;gap:14px;background:#11a9ed;color:#fff}.hd b{flex:1;text-align:center;font-size:16px}
.map{flex:none;position:relative}.hn{font-size:14px;font-weight:600}.ti{background:#fff;padding:12px 16px}.tn{font-size:20px;font-weight:600}.tm{font-size:13px;color:#6d6d6d;margin-top:2px}.ds{font-size:15px;margin-top:8px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:1px;background:#e2e2e2;margin-top:8px}.grid div{background:#fff;padding:10px 16px}.grid b{display:block;font-size:22px;font-weight:600}.grid span{font-size:12px;color:#6d6d6d}
.te{background:#fff;margin-top:8px;padding:10px 16px;gap:10px}.te b{font-size:18px}.te span{font-size:13px;color:#6d6d6d}
.c{gap:10px;padding:10px 16px;background:#fff;border-top:1px solid #eee}.cn{font-weight:600;font-size:14px}.cm{color:#6d6d6d;font-size:12px}.ct{font-size:15px;line-height:21px;margin-top:2px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Activity</b>${icon.share(20)}</div>
<div class="map">${picture("100%", 150, ["#dfe8d5", "#c8d8c0"], `<svg width="390" height="150" style="position:absolute;left:0;top:0"><path d="M60 110 C 90 90, 120 95, 150 80 S 200 60, 205 70" stroke="#e5243b" stroke-width="4" fill="none"/><circle cx="60" cy="110" r="6" fill="#2e9e47"/><circle cx="205" cy="70" r="6" fill="#e5243b"/></svg>`)}</div>
<div class="fill">
<div class="ti"><div class="row" style="gap:8px;margin-bottom:8px">${avatar(28, "#3d5a80")}${span("Hugh Pemberton", "hn")}</div>${own("Morning Ride", "tn")}${ui("Cycling · Today at 08:31 · Cambridge", "tm")}${own("legs fine", "ds")}</div>
<div class="grid"><div><b>2.31 km</b>${span("Distance")}</div><div><b>1:04:12</b>${span("Time")}</div><div><b>2.2 km/h</b>${span("Avg Speed")}</div><div><b>61 kcal</b>${span("Calories")}</div></div>
<div class="row te"><b>0.1</b>${span("Aerobic Training Effect · No Benefit")}</div>
${comment("#ef8354", "Anna Pemberton", "1h", "an hour for 2km, was the cafe on the route or the destination", false, "c row")}
${comment("#4f5d75", "Rich Cole", "42m", "Garmin says No Benefit and for once I agree with Garmin", false, "c row")}
</div>`,
};

export const headspace: ScreenSpec = {
  id: "headspace-profile",
  app: "Headspace",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Jo Whitmore", handle: null },
  time: "09:03",
  battery: 61,
  banner: { app: "Slack", color: "#4a154b", title: "Mark Ellison", body: "quick call? 5 mins", author: "Mark Ellison", age: "now" },
  cutLines: 1,
  replies: false,
  css: `body{background:#fffaf3}.hd{flex:none;height:48px;padding:0 16px;gap:14px}.hd b{flex:1;font-size:17px}
.pf{align-items:center;padding:14px 16px;gap:4px}.nm{font-size:22px;font-weight:700;margin-top:8px}.since{font-size:13px;color:#7c7166}
.int{margin:8px 16px;padding:12px 14px;background:#fff;border-radius:14px}.il{font-size:13px;color:#f47d31;font-weight:700}.ix{font-size:16px;line-height:22px;margin-top:4px}
.stats{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;padding:8px 16px}.stats div{background:#fff;border-radius:14px;padding:12px 8px;text-align:center}.stats b{display:block;font-size:22px}.stats span{font-size:12px;color:#7c7166}
.sec{font-size:16px;font-weight:700;padding:12px 16px 4px}.hs{gap:12px;padding:8px 16px;font-size:15px}.hs .d{margin-left:auto;font-size:13px;color:#7c7166}`,
  html: `<div class="row hd"><b>Profile</b>${icon.sliders(22)}</div>
<div class="fill">
<div class="col pf"><span style="width:84px;height:84px;border-radius:50%;background:#f9b233"></span>${ui("Jo Whitmore", "nm")}${ui("Member since January 2026", "since")}</div>
<div class="int">${ui("My intention", "il")}${own("be less stressed about work", "ix")}</div>
<div class="stats"><div><b>1</b>${span("day streak")}</div><div><b>2</b>${span("sessions")}</div><div><b>6</b>${span("total mins")}</div></div>
${ui("Recent", "sec")}
<div class="row hs"><span style="width:36px;height:36px;border-radius:10px;background:#8ecae6"></span>${span("Unwind from work · 3 min")}${span("Today", "d")}</div>
<div class="row hs"><span style="width:36px;height:36px;border-radius:10px;background:#ffb4a2"></span>${span("Basics 1 · 3 min")}${span("Jan 4", "d")}</div>
</div>`,
};

const alert = (color: string, text: string, age: string) =>
  `<div class="row al"><span class="ic" style="background:${color}"></span><div style="flex:1">${ui(text, "at")}${ui(age, "aa")}</div></div>`;

export const life360: ScreenSpec = {
  id: "life360-notifications",
  app: "Life360",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Graham", handle: null },
  time: "15:26",
  battery: 36,
  banner: { app: "Messages", color: "#34c759", title: "Mum", body: "he’s gone back to Screwfix AGAIN", author: "Mum", age: "now" },
  cutLines: 1,
  replies: true,
  css: `.hd{flex:none;height:48px;padding:0 16px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:19px;font-weight:700}
.circ{gap:8px;padding:10px 16px;font-size:14px;color:#6d6d6d}.al{gap:12px;padding:10px 16px;border-bottom:1px solid #f1f1f1;align-items:flex-start}.ic{width:34px;height:34px;border-radius:50%;flex:none}
.at{font-size:15px;line-height:21px}.aa{font-size:12px;color:#8a8a8a;margin-top:2px}
.msg{margin:6px 16px;padding:10px 12px;background:#f3effa;border-radius:12px}.mn{font-size:13px;font-weight:600;color:#8447ff}.mt{font-size:15px;line-height:21px;margin-top:2px}`,
  html: `<div class="row hd"><b>Notifications</b>${icon.sliders(22)}</div>
<div class="fill">
<div class="row circ">${span("Circle: Family 🏠 · 4 members")}</div>
<div class="msg">${ui("Graham · Circle chat · 2:58 PM", "mn")}${own("Can everyone turn their location back on please, I can see Lauren is in a field", "mt")}</div>
<div class="msg">${ui("Lauren · Circle chat · 3:01 PM", "mn")}${other("Lauren", "its a festival dad. you are at screwfix for the third time today", "mt")}</div>
<div class="msg">${ui("Graham · Circle chat · 3:04 PM", "mn")}${own("Different screws", "mt")}</div>
${alert("#8447ff", "Graham arrived at Screwfix", "3:12 PM")}
${alert("#b8b8b8", "Graham left Screwfix", "2:49 PM")}
${alert("#8447ff", "Graham arrived at Screwfix", "2:21 PM")}
${alert("#b8b8b8", "Graham left Screwfix", "11:40 AM")}
${alert("#8447ff", "Graham arrived at Screwfix", "11:02 AM")}
${alert("#ff6b3d", "Graham’s phone battery is low (9%)", "10:15 AM")}
</div>`,
};

export const PROFILES: ScreenSpec[] = [coffeeMeetsBagel, badoo, lastfm, vsco, fitbit, garmin, headspace, life360];
