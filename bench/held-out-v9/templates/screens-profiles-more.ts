// More profiles: Superprof (a guitar teacher of 30 years who teaches "all levels up to Wonderwall",
// with students' reviews, cropped at the bottom through a review), Speedrun.com (dark, a world record in
// a category with one runner, and a frog, downscaled), Slopes (dark, a season of nine days whose top
// speed was not on purpose, saved three times).
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

const sReview = (name: string, when: string, color: string, text: string) =>
  `<div class="sr"><div class="row" style="gap:10px">${avatar(30, color)}<div style="flex:1">${ui(name, "sn")}${ui(when, "sw")}</div>${stars(5, "#ff6b4a", "#ddd", 12)}</div>${other(name, text, "sx")}</div>`;

export const superprof: ScreenSpec = {
  id: "superprof-wonderwall",
  app: "Superprof",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Nigel", handle: null },
  time: "10:41",
  battery: 84,
  crop: { bottom: 70 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#23232d}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px;font-weight:700;color:#ff6b4a}
.tp{gap:14px;padding:14px 16px 10px;align-items:flex-start}.tp b{font-size:20px;display:block}.tp small{font-size:13px;color:#6d6d7a;display:block;line-height:19px}
.pc{gap:10px;padding:0 16px 12px;font-size:13px;color:#6d6d7a}.pc span{background:#fff1ec;color:#d9482b;border-radius:12px;padding:4px 10px;font-weight:600}
.tt{font-size:17px;font-weight:700;line-height:23px;padding:10px 16px 4px;border-top:1px solid #eee}.sec{font-size:15px;font-weight:700;padding:12px 16px 4px}.tx{font-size:14px;line-height:21px;padding:2px 16px 8px;color:#3a3a46}
.sr{margin:6px 12px;padding:10px 12px;border:1px solid #eee;border-radius:10px}.sn{font-size:14px;font-weight:600}.sw{font-size:12px;color:#6d6d7a}.sx{font-size:14px;line-height:20px;margin-top:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>superprof</b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
<div class="row tp" data-role="ui">${avatar(72, "#8a6a4a")}<div><b>Nigel</b><small>Guitar · Luton and online</small><small>5.0 ★ (23 reviews) · Responds in 3h</small></div></div>
<div class="row pc" data-role="ui"><span>£25/h</span><span>1st lesson free</span></div>
${own("Guitar lessons with a musician of 30 years’ stage experience, all levels welcome!", "tt")}
${ui("About Nigel", "sec")}
${own("I’ve played guitar for 30 years in 4 bands, two of which still speak to me. I teach all levels up to Wonderwall. After Wonderwall you’ll need someone else. Lessons at my house, the dog stays in the kitchen.", "tx")}
${ui("Reviews", "sec")}
${sReview("Ciara B.", "October 2025", "#c2416b", "Patient and funny. We learned Wonderwall in week 2, then did it for 11 more weeks.")}
${sReview("Mohammed A.", "September 2025", "#3a7fb5", "Good teacher and a lovely cup of tea. My son can now play three songs, and one of them is Wonderwall.")}
${sReview("Gemma T.", "August 2025", "#6b8f5a", "Really relaxed lessons, no pressure at all. Nigel is very honest about what he can and can’t teach.")}
</div>`,
};

const pb = (game: string, cat: string, place: string, time: string, colors: [string, string], note: string) =>
  `<div class="row rb" style="align-items:flex-start">${picture(40, 54, colors)}<div style="flex:1;min-width:0"><div class="row" style="justify-content:space-between">${ui(game, "rg")}${ui(place, "rp")}</div><div class="row" style="justify-content:space-between">${ui(cat, "rc")}${ui(time, "rt")}</div>${own(note, "rn")}</div></div>`;

export const speedrun: ScreenSpec = {
  id: "speedrun-frog",
  app: "Speedrun.com",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "gerbilnate", handle: null },
  time: "02:14",
  battery: 18,
  downscaleTo: 828,
  replies: false,
  css: `body{background:#101218;color:#e8eaf0}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#181b24;border-bottom:1px solid #262a36}.hd b{flex:1;font-size:16px;font-weight:700;color:#f0c040}
.pf{gap:14px;padding:14px 16px 6px}.pf b{font-size:20px;display:block}.pf small{font-size:13px;color:#9aa0b0;display:block}.bio{font-size:14px;line-height:20px;padding:4px 16px 10px}
.st{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;padding:8px 12px;border-top:1px solid #262a36;border-bottom:1px solid #262a36}.st div{background:#1b1f2a;border-radius:6px;padding:6px;text-align:center;font-size:11px;color:#9aa0b0}.st b{display:block;font-size:17px;color:#e8eaf0}
.sec{padding:12px 16px 4px;font-size:14px;font-weight:700;color:#f0c040}.rb{gap:12px;padding:10px 16px;border-bottom:1px solid #1e222c}.rg{font-size:14px;font-weight:600}.rp{font-size:13px;font-weight:700;color:#f0c040}.rc{font-size:12px;color:#9aa0b0}.rt{font-size:12px;color:#9aa0b0;font-variant-numeric:tabular-nums}.rn{font-size:14px;line-height:19px;margin-top:4px;color:#cfd3dd}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>speedrun.com</b>${icon.search(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(56, "#3a7fb5")}<div><b>gerbilnate</b><small>🇬🇧 United Kingdom · Joined 2018</small></div></div>
${own("World record holder 🏆 (Any% Backwards, Left Hand Only. 1 runner.)", "bio")}
<div class="st" data-role="ui"><div><b>214</b>Runs</div><div><b>3</b>Games</div><div><b>1</b>WRs</div><div><b>1,306h</b>Played</div></div>
${ui("Personal bests", "sec")}
${pb("Puddle Jumper 2", "Any% Backwards LHO", "1st", "2:14:09", ["#3a9a5a", "#1a4a2a"], "WR! Also the only run in the category. Still counts.")}
${pb("Puddle Jumper 2", "Any%", "486th", "41:37", ["#3a9a5a", "#1a4a2a"], "Lost 9 minutes to the frog on level 6. I will never forgive the frog.")}
${pb("Kart Kingdom DS", "150cc", "1,204th", "1:58:20", ["#c03a3a", "#4a1a1a"], "Controller died on lap 2. Finished on the touch screen out of spite.")}
${pb("Moss Knight", "Any% Glitchless", "2,981st", "3:02:51", ["#5a6a3a", "#1a2a1a"], "Personal best. Don’t look at the leaderboard.")}
</div>`,
};

const day = (date: string, resort: string, runs: string, note: string) =>
  `<div class="dy"><div class="row" style="justify-content:space-between">${ui(date, "dd")}${ui(runs, "dr")}</div>${ui(resort, "ds")}${own(note, "dn")}</div>`;

export const slopes: ScreenSpec = {
  id: "slopes-not-on-purpose",
  app: "Slopes",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Isla Tulloch", handle: null },
  time: "18:22",
  battery: 47,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 66 }],
  replies: false,
  css: `body{background:#0c0f1a;color:#eef1f8}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:700}
.pf{gap:12px;padding:6px 16px 10px}.pf b{font-size:18px;display:block}.pf small{font-size:13px;color:#98a1b8;display:block}.bio{font-size:14px;line-height:20px;padding:0 16px 10px;color:#cfd5e4}
.ss{margin:0 12px;padding:12px;border-radius:14px;background:linear-gradient(135deg,#2b3a8a,#6a3aa8)}.ss .t{font-size:13px;color:#d6dcff}.ss .t b{font-size:16px;color:#fff;display:block}.gr{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:10px}.gr div{background:rgba(255,255,255,.12);border-radius:10px;padding:8px 10px;font-size:12px;color:#d6dcff}.gr b{display:block;font-size:20px;color:#fff}
.sec{padding:14px 16px 4px;font-size:15px;font-weight:700}.dy{margin:6px 12px 0;padding:10px 12px;background:#161b2b;border-radius:12px}.dd{font-size:14px;font-weight:600}.dr{font-size:13px;color:#98a1b8}.ds{font-size:12px;color:#98a1b8;margin-top:1px}.dn{font-size:14px;line-height:20px;margin-top:5px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.share(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(48, "#6a3aa8")}<div><b>Isla Tulloch</b><small>Skier · Edinburgh</small></div></div>
${own("Skiing since 2019. Mostly upright.", "bio")}
<div class="ss" data-role="ui"><div class="t"><b>2024/25 Season</b>9 days · 61 runs</div><div class="gr"><div><b>48.2 km</b>Distance</div><div><b>14,230 m</b>Vertical</div><div><b>74 km/h</b>Top speed</div><div><b>11h 40m</b>On lifts</div></div></div>
${ui("Days", "sec")}
${day("Sat 8 Mar", "Val Thorens", "9 runs", "Lesson with Jean-Luc. He said I ski like I’m apologising.")}
${day("Fri 7 Mar", "Val Thorens", "3 runs", "Top speed 74 km/h was not on purpose.")}
${day("Thu 6 Mar", "Val Thorens", "11 runs", "Best day. Went down a blue. It felt red.")}
${day("Sat 18 Jan", "Glenshee", "6 runs", "Fog. Followed a man in orange for an hour. He was also lost.")}
</div>`,
};
