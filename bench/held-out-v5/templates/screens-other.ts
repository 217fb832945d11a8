// Other screens: stats.fm (dark, a listener's top tracks, rain first, a two-word bio, under a friend's
// banner), Daylio (dark, a mood diary's week with the owner's short notes), Monzo (dark, a bank feed
// with the owner's notes on transactions and a holiday pot, saved three times).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";

const track = (n: number, title: string, artist: string, streams: string, colors: [string, string]) =>
  `<div class="row tr">${span(String(n), "tn")}${picture(44, 44, colors)}<div style="flex:1;min-width:0">${ui(title, "tt")}${ui(artist, "ta")}</div>${span(streams, "ts")}</div>`;

export const statsfm: ScreenSpec = {
  id: "statsfm-top-tracks",
  app: "stats.fm",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Tanvir Hossain", handle: "@tanvirh" },
  time: "08:09",
  battery: 80,
  banner: { app: "Messages", color: "#34c759", title: "Esi", body: "why is rain your number one artist", author: "Esi", age: "now" },
  replies: false,
  css: `body{background:#0b0b0b}.pf{gap:12px;padding:12px 16px 6px}.pf .n{font-size:18px;font-weight:700}.pf .h{font-size:13px;color:#9a9a9a}.bio{font-size:14px;color:#cfcfcf;padding:2px 16px 8px}
.nums{gap:10px;padding:6px 16px}.nums div{flex:1;background:#171717;border-radius:10px;padding:8px 10px;font-size:12px;color:#9a9a9a}.nums b{display:block;font-size:18px;color:#1ed760}
.tabs{gap:16px;padding:12px 16px 6px;font-size:14px;color:#8a8a8a}.tabs b{color:#fff;border-bottom:2px solid #1ed760;padding-bottom:4px}.rg{font-size:12px;color:#8a8a8a;padding:0 16px 6px}
.tr{gap:12px;padding:7px 16px}.tn{width:18px;font-size:14px;color:#9a9a9a;text-align:right}.tt{font-size:15px;color:#fff;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.ta{font-size:12px;color:#9a9a9a}.ts{font-size:12px;color:#cfcfcf}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;border-top:1px solid #1f1f1f;color:#8a8a8a}`,
  html: `<div class="fill">
<div class="row pf">${avatar(56, "#1ed760")}<div>${ui("Tanvir Hossain", "n")}${ui("@tanvirh · Plus", "h")}</div></div>
${own("eclectic taste 🎧", "bio")}
<div class="row nums"><div><b>9,412</b>minutes</div><div><b>3,106</b>streams</div><div><b>212</b>artists</div></div>
<div class="row tabs"><b>Tracks</b><span>Artists</span><span>Albums</span><span>Genres</span></div>
${ui("Last 4 weeks", "rg")}
${track(1, "Heavy Rain on a Tin Roof", "Sleep Sounds Co.", "1,204 streams", ["#37474f", "#90a4ae"])}
${track(2, "Shallow Water Loop", "Ambient Desk", "318 streams", ["#006064", "#4dd0e1"])}
${track(3, "Night Drive 1987", "Neon Saints", "211 streams", ["#4a148c", "#f06292"])}
${track(4, "Brown Noise (10 Hours)", "Sleep Sounds Co.", "97 streams", ["#3e2723", "#8d6e63"])}
${track(5, "Canción del Mar", "Lila Ferrer", "64 streams", ["#0d47a1", "#ffca28"])}
${track(6, "Thunderstorm at Sea", "Sleep Sounds Co.", "58 streams", ["#263238", "#78909c"])}
</div>
<div class="row tab">${icon.home(24)}${icon.search(24)}${icon.grid(24)}${icon.person(24)}</div>`,
};

/** A diary entry: the day and mood, the activities, and the owner's note. */
const entry = (day: string, mood: string, color: string, acts: string, note: string) =>
  `<div class="en"><div class="row" style="gap:10px"><span class="mo" style="background:${color}"></span><div>${ui(day, "ed")}${ui(mood, "em")}</div></div>${ui(acts, "ea")}${note ? own(note, "et") : ""}</div>`;

export const daylio: ScreenSpec = {
  id: "daylio-week",
  app: "Daylio",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Yusuf", handle: null },
  time: "22:48",
  battery: 34,
  replies: false,
  css: `body{background:#1a1b1f}.hd{flex:none;height:54px;padding:0 16px;gap:14px;color:#e3e3e3}.hd b{flex:1;font-size:18px;font-weight:500}
.sk{margin:4px 14px 8px;background:#24262b;border-radius:12px;padding:10px 14px;font-size:13px;color:#b8bcc4}.sk b{color:#6fd08c}
.en{margin:8px 14px;background:#24262b;border-radius:14px;padding:12px 14px}.mo{width:34px;height:34px;border-radius:50%;flex:none}.ed{font-size:12px;color:#9aa0a8}.em{font-size:17px;font-weight:700;color:#f1f1f1}
.ea{font-size:13px;color:#9aa0a8;margin-top:6px}.et{font-size:15px;line-height:21px;color:#e6e6e6;margin-top:4px}
.tab{flex:none;height:62px;justify-content:space-around;padding-bottom:14px;background:#202126;color:#9aa0a8}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>June 2024</b>${icon.search(20)}</div>
<div class="fill">
<div class="sk">Mood streak: <b>5 days</b> · Longest: 12</div>
${entry("Today, Wed 5 June · 21:40", "good", "#6fd08c", "work · friends · pizza", "pizza w/ Sam")}
${entry("Tuesday, 4 June · 20:15", "meh", "#f0c050", "work · gym · takeaway", "drove to the gym, sat in the car park for 20 min, drove home")}
${entry("Monday, 3 June · 22:02", "rad", "#4fc3f7", "payday · shopping", "bought new gym clothes")}
${entry("Sunday, 2 June · 23:30", "awful", "#e57373", "cleaning · family", "")}
${entry("Saturday, 1 June · 18:05", "good", "#6fd08c", "sleep · gaming", "slept 11 hours")}
</div>
<div class="row tab">${icon.grid(22)}${icon.plusBox(26)}${icon.menu(22)}</div>`,
};

/** A transaction row: merchant, category or the owner's note, amount. */
const tx = (color: string, merchant: string, sub: string, amount: string, note = "") =>
  `<div class="row tx"><span class="lg" style="background:${color}"></span><div style="flex:1;min-width:0">${ui(merchant, "tm")}${note ? own(note, "tnote") : ui(sub, "tc")}</div>${ui(amount, "ta")}</div>`;

export const monzo: ScreenSpec = {
  id: "monzo-feed",
  app: "Monzo",
  kind: "other",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  owner: { name: "Mo", handle: null },
  time: "23:03",
  battery: 41,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 66 }],
  replies: false,
  css: `body{background:#091723}.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#d5dde6}.hd b{flex:1;font-size:16px;font-weight:600}
.bal{text-align:center;padding:10px 0 4px}.bal .a{font-size:40px;font-weight:700;color:#fff}.bal .l{font-size:13px;color:#8fa3b8}
.pots{gap:10px;padding:12px 16px;overflow:hidden}.pot{flex:none;width:170px;background:#14283a;border-radius:14px;padding:10px 12px}.pot .n{font-size:14px;font-weight:600;color:#fff}.pot .v{font-size:13px;color:#8fa3b8;margin-top:2px}.pot .bar{height:6px;border-radius:3px;background:#22384d;margin-top:8px;overflow:hidden}.pot .bar span{display:block;height:6px;background:#ff6b6b}
.day{font-size:13px;font-weight:600;color:#8fa3b8;padding:12px 16px 4px}.tx{gap:12px;padding:9px 16px}.lg{width:38px;height:38px;border-radius:50%;flex:none}.tm{font-size:15px;color:#fff}.tc{font-size:13px;color:#8fa3b8}.tnote{font-size:13px;color:#c3d0dc;font-style:italic}.ta{font-size:15px;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${avatar(30, "#ff6b6b", { silhouette: false })}<b>Personal</b>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="bal">${ui("£212.48", "a")}${ui("Balance · Spent today £124.94", "l")}</div>
<div class="row pots"><div class="pot">${ui("Holiday 🌴", "n")}${ui("£12.00 of £1,500", "v")}<div class="bar"><span style="width:1%"></span></div></div><div class="pot">${ui("Bills", "n")}${ui("£0.00", "v")}<div class="bar"><span style="width:0"></span></div></div></div>
${ui("Today", "day")}
${tx("#f4b400", "Greggs", "Eating out", "3.85", "breakfast 2")}
${tx("#e53935", "PureGym", "Direct Debit", "34.99")}
${tx("#00a88f", "Trainline", "Transport", "86.10", "the wedding I said I wasn’t going to")}
${ui("Yesterday", "day")}
${tx("#ff6b6b", "Holiday 🌴", "Pot", "+30.00", "borrowing, will put back")}
${tx("#1565c0", "Tesco Express", "Groceries", "14.20")}
${tx("#222", "ASOS", "Shopping", "62.00", "returning some of it")}
${tx("#ff6b6b", "Holiday 🌴", "Pot", "+40.00", "borrowing again, will put back")}
</div>`,
};
