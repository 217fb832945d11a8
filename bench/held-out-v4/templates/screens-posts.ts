// Posts with replies: DeviantArt (dark, an image-heavy post with a short caption), Polarsteps (a trip
// photo with a four-word caption), Locket (a caption over a busy photo, replies), Hevy (dark, a short
// workout post and its comments); the three in Chinese are in screens-posts-cn.ts.
import { avatar, icon, picture } from "./icons";
import { comment, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { bilibili, weibo, xiaohongshu } from "./screens-posts-cn";
import { esc, other, own, span, ui } from "./shell";

export const deviantart: ScreenSpec = {
  id: "deviantart-oc",
  app: "DeviantArt",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "NightRavenArts", handle: null },
  time: "16:20",
  battery: 72,
  cutLines: 2,
  replies: true,
  css: `body{background:#06070d}.hd{flex:none;height:46px;padding:0 14px;gap:12px;color:#ccc}
.ar{gap:10px;padding:10px 14px}.ar b{font-size:16px;display:block}.ar small{font-size:12px;color:#8c93a0;display:block}.ar .wt{margin-left:auto;background:#00e59b;color:#06070d;border-radius:4px;padding:5px 12px;font-size:13px;font-weight:700}
.ti{font-size:20px;font-weight:700;padding:2px 14px}.tx{font-size:15px;line-height:21px;padding:6px 14px;color:#c6ccd6}.tg{gap:6px;padding:4px 14px 10px}.tg span{font-size:12px;background:#1b1e2a;border-radius:12px;padding:3px 9px;color:#9aa3b5}
.acts{gap:22px;padding:8px 14px 12px;color:#9aa3b5;font-size:13px;border-bottom:1px solid #1b1e2a}.sec{font-size:14px;font-weight:700;padding:12px 14px 4px}
.c{gap:10px;padding:8px 14px}.cn{font-size:13px;font-weight:600;color:#fff}.cm{font-size:11px;color:#737b8c}.ct{font-size:14px;line-height:20px;color:#c6ccd6;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span style="flex:1"></span>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  330,
  ["#2c0f3a", "#0b0b1a"],
  shapes([
    [130, 40, 130, 130, "#c9b2d6"],
    [95, 150, 200, 260, "#1c0d24", "100px 100px 0 0"],
    [60, 120, 70, 220, "#7b1fa2", "40px"],
    [260, 110, 80, 240, "#7b1fa2", "40px"],
    [175, 90, 12, 12, "#e53935"],
    [205, 90, 12, 12, "#e53935"],
    [20, 20, 40, 40, "rgba(255,255,255,.15)"],
  ]),
)}
<div class="row ar">${avatar(36, "#4a148c")}<div><b>NightRavenArts</b><small>Hobbyist · 214 watchers</small></div><span class="wt">Watch</span></div>
${own("Raven Nightshade (new OC) 🖤", "ti")}
${own("dont steal!! she is 10% vampire", "tx")}
<div class="row tg">${span("#oc")}${span("#originalcharacter")}${span("#vampire")}${span("#gothic")}</div>
<div class="row acts">${span("♥ 38 Favourites")}${span("💬 4 Comments")}${span("👁 612 Views")}</div>
${ui("Comments", "sec")}
${comment("#00897b", "pixelmoth", "2d ago", "she has the same outfit as your last four OCs", false)}
${comment("#4a148c", "NightRavenArts", "2d ago", "no its different", true)}
${comment("#f4511e", "gh0st-toast", "1d ago", "10% vampire is just someone who stays up late", false)}
${comment("#3949ab", "Orlaith-draws", "1d ago", "the purple hair shading is lovely, the hands are hiding very well though", false)}
</div>`,
};

export const polarsteps: ScreenSpec = {
  id: "polarsteps-step",
  app: "Polarsteps",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Rafael Souza", handle: null },
  time: "18:47",
  battery: 41,
  crop: { top: 54 },
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 14px;gap:12px}.hd .t{flex:1}.hd b{display:block;font-size:15px}.hd small{display:block;font-size:12px;color:#888}
.st{gap:8px;padding:12px 16px 4px;color:#e84e4f;font-size:13px;font-weight:600}.ti{font-size:22px;font-weight:800;padding:2px 16px}.lc{font-size:13px;color:#888;padding:2px 16px 10px}
.tx{font-size:16px;line-height:23px;padding:10px 16px}.acts{gap:22px;padding:6px 16px 12px;color:#777;font-size:14px;border-bottom:1px solid #eee}
.c{gap:10px;padding:9px 16px}.cn{font-size:14px;font-weight:600}.cm{font-size:12px;color:#999}.ct{font-size:15px;line-height:21px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#2e7d32")}<div class="t"><b>Rafael Souza</b><small>South America 2024 · Day 14</small></div>${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  300,
  ["#9ecbef", "#f4e3c1"],
  shapes([
    [-40, 150, 300, 260, "#6d8b5e", "150px 150px 0 0"],
    [140, 90, 330, 330, "#8a9a7b", "165px 165px 0 0"],
    [240, 110, 90, 40, "#fff", "30px"],
    [300, 60, 46, 46, "#fff3b0"],
    [0, 260, 428, 40, "#5b7049", "0"],
  ]),
)}
<div style="display:flex;gap:6px;padding:6px 16px">${picture(96, 70, ["#c5a880", "#6b4f3a"])}${picture(96, 70, ["#87a96b", "#3e5c3a"])}${picture(96, 70, ["#d98e73", "#7c4a3a"])}${picture(96, 70, ["#a0b9d9", "#4f6b8f"])}</div>
<div class="row st">${icon.pin(14)}<span>STEP 31 · 14 JUN 2024</span></div>
${ui("Cusco", "ti")}${ui("Peru · 3,399 m · 12°C", "lc")}
${own("Day 14. Saw a mountain.", "tx")}
<div class="row acts">${span("♥ 9")}${span("💬 4")}${span("🌍 4,812 km travelled")}</div>
${comment("#c2185b", "Mãe 💕", "2h", "Are you wearing sun cream? Which mountain?", false)}
${comment("#2e7d32", "Rafael Souza", "1h", "the big one", true)}
${comment("#f9a825", "Tio Beto", "1h", "14 days and one sentence, the boy is writing a book", false)}
${comment("#5e35b1", "Camila R.", "40m", "send the photo of the llama you promised", false)}
</div>`,
};

export const locket: ScreenSpec = {
  id: "locket-morning",
  app: "Locket",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "aisha", handle: null },
  time: "11:52",
  battery: 60,
  replies: true,
  css: `body{background:#111}.hd{flex:none;height:52px;padding:0 16px;gap:10px;justify-content:space-between}.hd .pill{background:#2a2a2a;border-radius:20px;padding:7px 14px;font-size:15px;font-weight:600}
.card{margin:6px 12px 0;border-radius:40px;overflow:hidden;position:relative}.cap{position:absolute;left:50%;bottom:22px;transform:translateX(-50%);background:rgba(40,40,40,.55);backdrop-filter:blur(6px);border-radius:22px;padding:8px 16px;font-size:17px;font-weight:600;color:#fff;white-space:nowrap}
.by{justify-content:center;gap:8px;padding:12px 0 4px;font-size:15px}.by b{font-weight:700}.by span{color:#8a8a8a}
.rx{justify-content:center;gap:8px;padding:6px 0;font-size:13px;color:#bbb}
.r{gap:10px;padding:6px 20px}.r b{font-size:14px}.r .t{font-size:15px;line-height:20px;color:#ddd}
.in{flex:none;gap:10px;padding:10px 16px 34px}.in .box{flex:1;height:46px;border-radius:23px;background:#242424;display:flex;align-items:center;padding:0 16px;color:#8a8a8a;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${avatar(36, "#444")}<span class="pill">Everyone ▾</span>${icon.chat(24)}</div>
<div class="fill">
<div class="card">${picture(
    "100%",
    366,
    ["#ffb74d", "#6a1b9a"],
    shapes([
      [-20, -30, 220, 220, "rgba(255,255,255,.25)"],
      [160, 40, 260, 180, "#ff7043", "40%"],
      [30, 180, 150, 200, "#4a148c", "50% 50% 0 0"],
      [200, 230, 200, 120, "#26a69a", "30px"],
      [90, 60, 80, 80, "#fff59d"],
      [260, 280, 60, 60, "#ec407a"],
    ]),
  )}<div class="cap" data-role="owner">${esc("day 3 of being a morning person ☀️")}</div></div>
<div class="row by"><b>aisha</b><span>5m</span></div>
<div class="row rx">${span("😂 Dani")}${span("💀 Marcus")}${span("❤️ Jo")}</div>
<div class="col r"><div class="row" style="gap:8px">${avatar(26, "#5c6bc0")}<b>Marcus</b></div>${other("Marcus", "aisha it is 11:47", "t")}</div>
<div class="col r"><div class="row" style="gap:8px">${avatar(26, "#26a69a")}<b>Dani</b></div>${other("Dani", "the sun has been up for six hours babe", "t")}</div>
</div>
<div class="row in"><span class="box">Send message…</span><span style="font-size:22px">😂💛🔥</span></div>`,
};

const set = (name: string, sets: string) => `<div class="row ex">${picture(34, 34, ["#3a3a3a", "#222"])}<div>${ui(name, "en")}${ui(sets, "es")}</div></div>`;

export const hevy: ScreenSpec = {
  id: "hevy-leg-day",
  app: "Hevy",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "connor.lifts", handle: null },
  time: "19:03",
  battery: 67,
  replies: true,
  css: `body{background:#101010}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:500}
.au{gap:10px;padding:10px 14px}.au b{display:block;font-size:15px}.au small{display:block;font-size:12px;color:#8a8a8a}
.ti{font-size:20px;font-weight:700;padding:4px 14px}.tx{font-size:15px;line-height:21px;padding:4px 14px;color:#ccc}
.stats{gap:24px;padding:10px 14px}.stats div{font-size:12px;color:#8a8a8a}.stats b{display:block;font-size:16px;color:#fff}
.ex{gap:12px;padding:7px 14px}.en{font-size:15px;color:#2f80ed}.es{font-size:13px;color:#8a8a8a}
.acts{gap:22px;padding:10px 14px;color:#bbb;font-size:13px;border-top:1px solid #222;border-bottom:1px solid #222}
.c{gap:10px;padding:8px 14px}.cn{font-size:13px;font-weight:600}.cm{font-size:11px;color:#777}.ct{font-size:14px;line-height:20px;color:#ddd;margin-top:2px}
.in{flex:none;gap:10px;padding:8px 12px 22px;background:#181818;position:relative;z-index:2}.in .box{flex:1;height:40px;border-radius:20px;background:#262626;display:flex;align-items:center;padding:0 14px;color:#777;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Workout</b>${icon.share(20)}</div>
<div class="fill">
<div class="row au">${avatar(38, "#2f80ed")}<div><b>connor.lifts</b><small>Today, 18:12</small></div></div>
${own("leg day 🦵", "ti")}
${own("felt light", "tx")}
<div class="row stats"><div><b>22min</b>Duration</div><div><b>1,480 kg</b>Volume</div><div><b>0</b>Records</div></div>
${set("Leg Press (Machine)", "3 sets")}${set("Leg Extension (Machine)", "2 sets")}${set("Standing Calf Raise", "1 set")}
<div class="row acts">${span("👍 11")}${span("💬 4 comments")}</div>
${comment("#eb5757", "big_tash", "32m", "one set of calves is not a leg day connor", false)}
${comment("#27ae60", "dev.ramirez", "28m", "22 minutes including the drive?", false)}
${comment("#2f80ed", "connor.lifts", "20m", "quality over quantity", true)}
${comment("#9b51e0", "kofi_pr", "12m", "quality over quality apparently. the leg press was on 40 kg, i was there, i saw it with my own eyes", false)}
</div>
<div class="row in">${avatar(30, "#555")}<span class="box">Write a comment…</span></div>`,
};

export const POSTS: ScreenSpec[] = [weibo, xiaohongshu, bilibili, deviantart, polarsteps, locket, hevy];
