// Profiles: eharmony (a man who builds furniture without instructions, JPEG), Zoosk (a pet peeve about
// "literally", screenshotted, opened in iOS Photos in the dark and saved twice), Inner Circle (dark, a
// founder in stealth), Linktree (a creator's links, all early), Cameo (a goalkeeper's modest record,
// JPEG), Hardcover (dark, a reader's goal and a long-paused book, under a banner from Jo).
import { avatar, icon, picture } from "./icons";
import { shapes, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const prompt = (q: string, a: string, cls = "pr") => `<div class="${cls}">${ui(q, "pq")}${own(a, "pa")}</div>`;
const photo = (h: number, colors: [string, string], name: string, sub: string) =>
  `<div class="ph" style="position:relative">${picture(
    "100%",
    h,
    colors,
    shapes([
      [110, 60, 150, h - 60, "rgba(40,40,50,.55)", "75px 75px 0 0"],
      [150, 36, 70, 70, "rgba(220,180,150,.9)"],
    ]),
  )}<span class="n">${name}</span><span class="l">${sub}</span></div>`;
const photoCss = `.ph .n{position:absolute;left:14px;bottom:30px;font-size:26px;font-weight:700;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}.ph .l{position:absolute;left:14px;bottom:10px;font-size:13px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}`;

export const eharmony: ScreenSpec = {
  id: "eharmony-screws",
  app: "eharmony",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Clive", handle: null },
  time: "21:44",
  battery: 50,
  replies: false,
  css: `body{background:#f4f1ee;color:#2d2926}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:17px;font-weight:500;color:#c8102e}${photoCss}
.cp{gap:8px;padding:10px 14px;background:#fff;font-size:13px;color:#6b625c}.cp b{font-size:20px;color:#c8102e}.pr{background:#fff;margin:8px 10px 0;border-radius:10px;padding:11px 14px}.pq{font-size:13px;font-weight:700;color:#8a7f76}.pa{font-size:15px;line-height:21px;margin-top:3px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>eharmony</b>${icon.moreV(20)}</div>
<div class="fill">
${photo(230, ["#b0bec5", "#5d4037"], "Clive, 52", "Swindon · Engineer")}
<div class="row cp" data-role="ui"><b>98</b><span>Compatibility score</span></div>
${prompt("I’m really good at", "Parallel parking. Also assembling furniture without the instructions, although there are usually screws left over.")}
${prompt("The one thing I’m most thankful for", "My sister, my dog Pepper, and that the leak was on the ground floor.")}
${prompt("My friends describe me as", "Reliable. Calm. Good with a drill.")}
${prompt("Typical Sunday", "Car boot sale, roast dinner, the football, asleep by ten.")}
</div>`,
};

const zooskInner = `<style>.zk .hd2{height:48px;padding:0 14px;gap:12px;background:#fff}.zk .hd2 b{flex:1;font-size:16px;color:#1a62c5}${photoCss}.zk .pr{background:#fff;margin:8px 10px 0;border-radius:10px;padding:10px 14px}.zk .pq{font-size:13px;font-weight:700;color:#1a62c5}.zk .pa{font-size:15px;line-height:21px;margin-top:3px;color:#222}</style>
<div class="zk" style="flex:1;background:#eef2f7">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.heart(22)}</div>
${photo(250, ["#ffccbc", "#6a1b9a"], "Delphine, 38", "Bristol · 4 miles away")}
${prompt("About me", "I love travel, good food, long walks and people who don’t take themselves too seriously. Teacher by day, terrible pub quiz captain by night.")}
${prompt("Perfect weekend", "Farmers market, a long walk, a nap that turns into a longer nap.")}
${prompt("Pet peeves", "People who use “literally” wrong. Literally the worst.")}
${prompt("Looking for", "Someone kind who texts back.")}
</div>`;

export const zoosk: ScreenSpec = {
  id: "zoosk-literally",
  app: "Zoosk",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Delphine", handle: null },
  time: "23:02",
  battery: 21,
  generations: [{ quality: 88 }, { width: 828, quality: 69 }],
  replies: false,
  css: ``,
  html: iosPhotos({
    dark: true,
    day: "Today",
    time: "10:58 PM",
    body: shot({ device: "iphone", time: "22:41", battery: 33, dark: false, background: "#eef2f7", html: zooskInner }, 0.8),
  }),
};

export const innerCircle: ScreenSpec = {
  id: "innercircle-stealth",
  app: "Inner Circle",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Anselm", handle: null },
  time: "22:18",
  battery: 66,
  replies: false,
  css: `body{background:#0d0d12;color:#f2f2f5}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1}${photoCss}.jb{padding:10px 16px 4px;font-size:14px;color:#b9b9c6}.jb b{color:#fff}
.pr{margin:8px 12px 0;border-radius:12px;padding:11px 14px;background:#1a1a22}.pq{font-size:12px;letter-spacing:.5px;text-transform:uppercase;color:#c9a45c}.pa{font-size:15px;line-height:21px;margin-top:4px}.tg{gap:6px;flex-wrap:wrap;padding:10px 12px}.tg span{font-size:13px;border:1px solid #3a3a46;border-radius:14px;padding:3px 10px;color:#d6d6e0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.more(22)}</div>
<div class="fill">
${photo(260, ["#37474f", "#c9a45c"], "Anselm, 34", "Amsterdam · 1.8 km")}
<div class="jb">${own("Founder & CEO · Stealth startup")}</div>
${prompt("About me", "Building something big. Can’t say what yet. Love sailing, natural wine and deep conversations.")}
${prompt("My favourite spot in the city", "The lounge at Schiphol, gate D.")}
${prompt("Let’s talk about", "Anything except what I do.")}
<div class="row tg" data-role="ui">${span("⛵ Sailing")}${span("🍷 Wine")}${span("✈️ Travel")}${span("📈 Startups")}</div>
</div>`,
};

const link = (text: string) => `<div class="lk">${own(text)}</div>`;

export const linktree: ScreenSpec = {
  id: "linktree-building",
  app: "Linktree",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Dario Pellegrini", handle: "@dariopellegrini.creates" },
  time: "11:09",
  battery: 74,
  replies: false,
  css: `body{background:linear-gradient(180deg,#e9f5e1,#f7e8d6);color:#1e2330}.top{flex:none;height:44px;padding:0 14px;gap:10px;justify-content:space-between}.top span{font-size:13px;background:#fff;border-radius:16px;padding:5px 12px}
.pf{align-items:center;padding:8px 20px 6px;text-align:center}.pf .n{font-size:18px;font-weight:700;margin-top:8px}.bio{font-size:14px;line-height:20px;color:#4a4f5c;margin-top:4px}
.lk{margin:10px 20px 0;background:#fff;border-radius:30px;padding:15px 18px;text-align:center;font-size:15px;font-weight:600;box-shadow:0 2px 0 #1e2330}.ft{text-align:center;font-size:12px;color:#4a4f5c;padding:18px 0}`,
  html: `<div class="row top" data-role="ui">${icon.share(20)}<span>Join Dario on Linktree</span></div>
<div class="fill">
<div class="col pf">${avatar(84, "#6d4c41")}${ui("@dariopellegrini.creates", "n")}${own("Podcaster · Foodie · Dad · Building in public 🚀", "bio")}</div>
${link("🎙️ My podcast “Dario Eats” (ep. 1–3)")}
${link("📖 My cookbook (coming soon)")}
${link("🍝 Course: Pasta From Zero (waitlist)")}
${link("🧂 My spice blend (sold out)")}
${link("☕ Buy me a coffee")}
${link("💼 Work with me")}
${ui("Linktree", "ft")}
</div>`,
};

export const cameo: ScreenSpec = {
  id: "cameo-clean-sheets",
  app: "Cameo",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Roy Tattersall", handle: null },
  time: "19:27",
  battery: 45,
  replies: true,
  css: `body{background:#fff;color:#16121d}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1}.pf{gap:14px;padding:6px 16px 10px}.pf b{font-size:20px;display:block}.pf small{font-size:13px;color:#6d6775;display:block}
.bk{margin:4px 16px 10px;background:#ff037c;color:#fff;border-radius:24px;text-align:center;padding:13px;font-size:16px;font-weight:700}.mt{gap:14px;padding:0 16px 10px;font-size:13px;color:#6d6775}.bio{font-size:15px;line-height:21px;padding:8px 16px;border-top:1px solid #eee}
.sec{padding:12px 16px 4px;font-size:15px;font-weight:700;border-top:1px solid #eee}.rv{padding:8px 16px}.rn{font-size:13px;font-weight:600}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(72, "#2e7d32")}<div><b>Roy “The Wall” Tattersall</b><small>Former goalkeeper · Castlebridge Rovers 1994–97</small></div></div>
<div class="bk" data-role="ui">Book personal video · $15</div>
<div class="row mt" data-role="ui">${stars(5, "#ffb400", "#ddd", 13)}<span>4.6 (23)</span><span>Responds in 6 days</span></div>
<div class="bio">${own("Kept 2 clean sheets in 1995. Happy to do birthdays, retirements, pep talks and breakups. I will say your name right if you spell it out for me.")}</div>
${ui("Reviews", "sec")}
<div class="rv">${ui("★★★★★ Meg", "rn")}${other("Meg", "He said Meg right! My dad cried.", "rx")}</div>
<div class="rv">${ui("★★★★ Alasdair", "rn")}${other("Alasdair", "Called my wife “mate” twice but very warm.", "rx")}</div>
<div class="rv">${ui("★★★★★ Sunil", "rn")}${other("Sunil", "Talked about the 1995 season for most of it. Great.", "rx")}</div>
</div>`,
};

export const hardcover: ScreenSpec = {
  id: "hardcover-goal",
  app: "Hardcover",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Theodora Blaise", handle: "@theoreads" },
  time: "21:03",
  battery: 57,
  banner: { app: "Messages", color: "#34c759", title: "Jo", body: "have you started the book club book yet", author: "Jo", age: "now" },
  replies: false,
  css: `body{background:#111827;color:#e5e7eb}.pf{gap:14px;padding:60px 16px 8px}.pf b{font-size:19px;display:block}.pf small{font-size:13px;color:#9ca3af;display:block}.bio{font-size:15px;padding:4px 16px 10px}
.gl{margin:4px 12px;background:#1f2937;border-radius:12px;padding:12px 14px}.gl .t{font-size:13px;color:#9ca3af}.gl .n{font-size:22px;font-weight:700;margin-top:2px}.gl .bar{height:8px;border-radius:4px;background:#374151;margin:8px 0 6px}.gl .bar i{display:block;width:4%;height:8px;border-radius:4px;background:#818cf8}.gl .s{font-size:13px;color:#fca5a5}
.sec{padding:14px 16px 6px;font-size:15px;font-weight:700}.bk{gap:12px;padding:7px 16px}.bk b{font-size:15px;display:block}.bk small{font-size:13px;color:#9ca3af;display:block}.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;border-top:1px solid #1f2937;color:#9ca3af}`,
  html: `<div class="fill">
<div class="row pf" data-role="ui">${avatar(64, "#818cf8")}<div><b>Theodora Blaise</b><small>@theoreads · 212 followers</small></div></div>
${own("Reading more this year 📚", "bio")}
<div class="gl" data-role="ui"><div class="t">2025 Reading Goal</div><div class="n">4 / 100 books</div><div class="bar"><i></i></div><div class="s">71 books behind schedule</div></div>
${ui("Currently reading", "sec")}
<div class="row bk" data-role="ui">${picture(40, 60, ["#7f1d1d", "#fbbf24"])}<div><b>War and Peace</b><small>Page 12 of 1,225 · started March 2</small></div></div>
<div class="row bk" data-role="ui">${picture(40, 60, ["#1e3a8a", "#93c5fd"])}<div><b>Atomic Habits</b><small>Paused · 31%</small></div></div>
<div class="row bk" data-role="ui">${picture(40, 60, ["#14532d", "#86efac"])}<div><b>The Thursday Murder Club</b><small>Page 40 of 382</small></div></div>
</div>
<div class="row tab">${icon.home(24)}${icon.search(24)}${icon.bookmark(24)}${icon.person(24)}</div>`,
};

export const PROFILES: ScreenSpec[] = [eharmony, zoosk, innerCircle, linktree, cameo, hardcover];
