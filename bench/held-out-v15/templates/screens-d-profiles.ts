// Part D, profiles and stat pages: Memrise (dark, a learner who told her in-laws' grandmother she was a
// wardrobe), Strong (a lifter who filmed his deadlift PR, JPEG downscaled), Bandsintown (a fan who stands
// by the sound desk, and the exit), MUBI (dark, 1,108 films, asleep in 31 of them, all rated five stars,
// comments under a review, one cut by the tab bar), LibraryThing (a retired librarian whose sister has
// not returned a book since 2008, comments on her profile, saved twice).
import { icon, avatar, picture } from "./icons";
import { cmt, head, pageCss, paras, statGrid, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const row = (l: string, r: string, cls = "lr") => `<div class="row ${cls}" data-role="ui"><span style="flex:1">${l}</span><span>${r}</span></div>`;

export const memrise: ScreenSpec = {
  id: "memrise-she-still-calls-me-that",
  app: "Memrise",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Tindra Trelawny", handle: "tindra.trelawny" },
  time: "21:40",
  battery: 58,
  replies: false,
  css: `${pageCss({ bg: "#14162b", card: "#1e2140", fg: "#f3f3fb", sub: "#a4a8cc", line: "#2b2f55", accent: "#ffd33d", soft: "#1e2140", size: 14.5 })}
.pf{align-items:center;padding:18px 16px 14px;background:#1e2140;text-align:center}.pf b{font-size:20px;margin-top:10px}.pf small{font-size:13px;color:#a4a8cc}
.bio{margin:8px 12px 0;border-radius:14px;padding:12px 16px;background:#1e2140}.bl{font-size:12px;font-weight:700;color:#ffd33d;letter-spacing:.5px}
.cr{margin:8px 12px 0;border-radius:14px;padding:12px 16px;background:#1e2140;gap:12px}.cr .fl{width:40px;height:40px;border-radius:10px;flex:none}.cr b{font-size:15px;display:block}.cr small{font-size:12px;color:#a4a8cc;display:block}
.st{margin-top:8px}.st b{color:#ffd33d}.sec{padding:16px 16px 2px;font-size:13px;font-weight:700;color:#a4a8cc}`,
  html: `${head("Profile", "", icon.moreV(20))}
<div class="fill">
<div class="col pf" data-role="ui">${avatar(76, "#c27a4a")}<b>Tindra Trelawny</b><small>@tindra.trelawny · Joined March 2023</small></div>
${statGrid([
  ["212", "Day streak"],
  ["1,486", "Words learned"],
  ["97 h", "Time spent"],
])}
<div class="bio">${ui("ABOUT ME", "bl")}${paras("owner", ["Learning Brazilian Portuguese for my husband’s family. At Christmas I told his grandmother, very confidently, that I was a wardrobe. She still calls me that."])}</div>
<div class="sec" data-role="ui">Courses</div>
<div class="row cr"><span class="fl" style="background:linear-gradient(#2a9d4a 0 50%,#f2c500 50%)"></span><div style="flex:1">${ui("Portuguese (Brazil)")}${ui("Level 14 · 38 words to review")}</div></div>
<div class="row cr"><span class="fl" style="background:linear-gradient(#c8102e 0 33%,#f2c500 33% 66%,#c8102e 66%)"></span><div style="flex:1">${ui("Spanish")}${ui("Level 3 · Paused")}</div></div>
</div>
${tabs([icon.home(24), icon.play(24), icon.chat(24), icon.person(24)], true)}`,
};

const set = (a: string, b: string) => row(a, b, "ex");
const workout = (title: string, date: string, stats: string, lines: [string, string][], note: string) =>
  `<div class="cd gap">${say("owner", title, "wt")}${ui(date, "mt")}<div class="row wd" data-role="ui"><span>${stats}</span></div>${lines.map(([a, b]) => set(a, b)).join("")}${note ? say("owner", note, "tx nt") : ""}</div>`;

export const strong: ScreenSpec = {
  id: "strong-forty-minutes-of-chalk",
  app: "Strong",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Torbjørn", handle: null },
  time: "18:12",
  battery: 71,
  replies: false,
  css: `${pageCss({ bg: "#f2f2f7", card: "#fff", fg: "#111", sub: "#6e6e73", line: "#e5e5ea", accent: "#1e88e5", soft: "#f2f2f7", size: 14.5 })}
.pt{padding:6px 16px 10px;background:#f2f2f7}.pt h1{font-size:32px;font-weight:800}.ph{gap:12px;padding:12px 16px;background:#fff;border-radius:12px;margin:0 12px}.ph b{font-size:17px;display:block}.ph small{font-size:13px;color:#6e6e73;display:block}
.wt{font-size:17px;font-weight:700}.wd{gap:14px;font-size:13px;color:#6e6e73;margin:6px 0 4px}.ex{font-size:14px;padding:3px 0;color:#333}.nt{color:#444;background:#f6f6f9;border-radius:8px;padding:8px 10px}.cd{margin:10px 12px 0;border-radius:12px;border:none}.mo{padding:16px 16px 0;font-size:13px;font-weight:700;color:#6e6e73;letter-spacing:.4px}`,
  html: `<div class="pt" data-role="ui"><div class="row" style="justify-content:space-between;color:#1e88e5;font-size:16px;height:36px"><span>Edit</span>${icon.plus(22)}</div><h1>Profile</h1></div>
<div class="row ph" data-role="ui">${avatar(52, "#5a7ab0")}<div><b>Torbjørn</b><small>412 workouts</small></div></div>
<div class="fill">
<div class="mo" data-role="ui">NOVEMBER</div>
${workout(
  "New PR!!",
  "Thursday, 20 November",
  "1h 04m · 5,180 kg · 1 PR",
  [
    ["3 × Deadlift (Barbell)", "140 kg × 1"],
    ["3 × Barbell Row", "60 kg × 8"],
  ],
  "Deadlift 140 kg. Filmed it for proof. The video is 40 minutes long and 39 of them are me chalking my hands.",
)}
${workout(
  "Legs",
  "Tuesday, 18 November",
  "58m · 7,420 kg",
  [
    ["4 × Squat (Barbell)", "100 kg × 5"],
    ["3 × Leg Press", "160 kg × 10"],
  ],
  "Short one before work.",
)}
${workout("Upper", "Sunday, 16 November", "1h 11m · 4,960 kg", [["4 × Bench Press (Barbell)", "80 kg × 6"]], "")}
</div>
${tabs([icon.person(24), icon.grid(24), icon.plus(26), icon.flame(24), icon.sliders(24)])}`,
};

export const bandsintown: ScreenSpec = {
  id: "bandsintown-and-where-the-exit-is",
  app: "Bandsintown",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Valdemar Quennell", handle: null },
  time: "12:26",
  battery: 88,
  replies: false,
  css: `${pageCss({ bg: "#f4f4f6", card: "#fff", fg: "#111", sub: "#6b6b75", line: "#e6e6ea", accent: "#00b4b3", soft: "#f4f4f6", size: 15 })}
.pf{align-items:center;padding:16px 16px 12px;background:#fff;text-align:center}.pf b{font-size:21px;margin-top:10px}.pf small{font-size:13px;color:#6b6b75}
.sec{padding:14px 16px 6px;font-size:16px;font-weight:700}.ev{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #eee}.dt{width:44px;text-align:center;flex:none}.dt b{display:block;font-size:18px}.dt small{display:block;font-size:11px;color:#00b4b3;font-weight:700}.ev .a{font-size:15px;font-weight:600}.ev .v{font-size:13px;color:#6b6b75}
.go{font-size:12px;font-weight:700;color:#00b4b3;border:1px solid #00b4b3;border-radius:14px;padding:3px 10px}.ab{background:#fff;padding:0 16px 14px}`,
  html: `${head("", "", `${icon.share(22)}${icon.more(22)}`)}
<div class="fill">
<div class="col pf" data-role="ui">${avatar(80, "#3a8a8a")}<b>Valdemar Quennell</b><small>Fan since 2016</small></div>
${statGrid([
  ["318", "Following"],
  ["41", "Shows attended"],
  ["12", "Friends"],
])}
<div class="ab">${paras("owner", ["Gigs, mostly. I always stand at the back by the sound desk, because that’s where it sounds best (and where the exit is)."])}</div>
<div class="sec" data-role="ui">Past shows</div>
<div class="row ev" data-role="ui"><div class="dt"><small>NOV</small><b>08</b></div><div style="flex:1"><div class="a">The Gravel Hymnals</div><div class="v">Corn Exchange · Bridport</div></div><span class="go">Went</span></div>
<div class="row ev" data-role="ui"><div class="dt"><small>OCT</small><b>19</b></div><div style="flex:1"><div class="a">Yarrow & The Low Tide</div><div class="v">The Foundry · Swansea</div></div><span class="go">Went</span></div>
<div class="row ev" data-role="ui"><div class="dt"><small>SEP</small><b>27</b></div><div style="flex:1"><div class="a">Vesper Arcade</div><div class="v">Boiler Room · Farnham</div></div><span class="go">Went</span></div>
<div class="row ev" data-role="ui"><div class="dt"><small>AUG</small><b>30</b></div><div style="flex:1"><div class="a">Static Meadow</div><div class="v">The Wedgewood Rooms · Portsmouth</div></div><span class="go">Went</span></div>
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.person(24)])}`,
};

export const mubi: ScreenSpec = {
  id: "mubi-asleep-in-thirty-one",
  app: "MUBI",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Xanthe Fairclough", handle: null },
  time: "23:51",
  battery: 23,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#0b0b0b", card: "#0b0b0b", fg: "#f1f1f1", sub: "#9a9a9a", line: "#222", accent: "#fff", soft: "#1a1a1a", size: 14.5 })}
.pf{gap:14px;padding:14px 16px 4px}.pf b{font-size:22px;font-weight:800;display:block}.pf small{font-size:13px;color:#9a9a9a;display:block}
.st{border:none}.st b{font-size:20px}.bio{padding:4px 16px 22px;border-bottom:1px solid #222}.sec{padding:14px 16px 6px;font-size:12px;font-weight:700;letter-spacing:1.2px;color:#9a9a9a}
.fm{gap:12px;padding:4px 16px 8px}.fm .pst{width:56px;height:80px;flex:none;background:linear-gradient(#3a4a3a,#1a201a)}.fm b{font-size:16px;display:block}.fm small{font-size:13px;color:#9a9a9a;display:block}.cm{background:#0b0b0b}.tb{background:#0b0b0b}`,
  html: `${head("", "", icon.more(22))}
<div class="fill">
<div class="row pf" data-role="ui">${avatar(64, "#6a4a8a")}<div><b>Xanthe Fairclough</b><small>Coimbra · Member since 2015</small></div></div>
${statGrid([
  ["1,108", "Films"],
  ["964", "Ratings"],
  ["7", "Lists"],
])}
<div class="bio">${paras("owner", ["Slow cinema, long takes, subtitles. I have fallen asleep in 31 films, and I rated every one of them five stars."])}</div>
<div class="sec" data-role="ui">LATEST REVIEW</div>
<div class="row fm" data-role="ui"><span class="pst"></span><div style="flex:1"><b>The Quiet Estuary</b><small>Valter Onofrei, 1974</small></div></div>
<div style="padding:0 16px 8px">${paras("owner", ["★★★★★ Patient, beautiful, a hymn to stillness. I am told the ending is devastating."])}</div>
<div class="row acts" data-role="ui" style="padding:0 16px 8px">${icon.heart(16)}<span>48 likes</span>${icon.comment(16)}<span>3 comments</span></div>
${cmt("silvio_reel", "2d", "#4a6a8a", "did you make it as far as the horse", "silvio_reel")}
${cmt("Ysolde Ferrante", "2d", "#8a6a4a", "There is no horse in this film, Xanthe.", "Ysolde Ferrante")}
${cmt("silvio_reel", "1d", "#4a6a8a", "I know. I was checking. The horse was in the one you watched on Tuesday, which you also slept through.", "silvio_reel")}
${cmt("Wendeline K.", "1d", "#5a8a6a", "Giving the first forty minutes five stars is still a strong review honestly", "Wendeline K.")}
${cmt("silvio_reel", "20h", "#4a6a8a", "Xanthe the Picturedrome is showing the four hour cut in January if you want to sleep through that one with us", "silvio_reel")}
</div>
${tabs([icon.home(24), icon.search(24), icon.play(24), icon.person(24)])}`,
};
