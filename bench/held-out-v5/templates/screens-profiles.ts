// Dating profiles with prompts and answers, each with the name on its photo: Plenty of Fish (a bland
// "normal guy", cropped at the bottom through a line, JPEG), Match (a gardener and crossword solver),
// Boo (dark, a personality-typed tester, JPEG), Her (a board-game host, screenshotted, opened in iOS
// Photos in the dark and screenshotted again, saved twice); Ko-fi and Lichess are in
// screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { kofi, lichess } from "./screens-profiles-more";
import { own, span, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const prompt = (q: string, a: string, cls = "pr") => `<div class="${cls}">${ui(q, "pq")}${own(a, "pa")}</div>`;

export const pof: ScreenSpec = {
  id: "pof-profile",
  app: "Plenty of Fish",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Craig", handle: null },
  time: "21:12",
  battery: 35,
  crop: { bottom: 60 },
  cutLines: 1,
  replies: false,
  css: `body{background:#f3f5f7}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:17px;font-weight:500;color:#0a3d62}
.ph{position:relative}.ph .n{position:absolute;left:14px;bottom:32px;font-size:26px;font-weight:700;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}.ph .l{position:absolute;left:14px;bottom:12px;font-size:13px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)}
.pr{background:#fff;margin:8px 10px 0;border-radius:10px;padding:11px 14px}.pq{font-size:13px;font-weight:700;color:#0a3d62}.pa{font-size:15px;line-height:21px;margin-top:3px;color:#202a33}
.chips{gap:6px;flex-wrap:wrap;margin-top:6px}.chips span{font-size:13px;background:#e8f1fb;color:#0a3d62;border-radius:14px;padding:3px 10px}
.dt{display:grid;grid-template-columns:auto 1fr;gap:4px 14px;margin-top:6px;font-size:14px;color:#5a6772}.dt b{color:#202a33;font-weight:500}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="ph">${picture(
    "100%",
    270,
    ["#8fb3c9", "#4a5d3a"],
    shapes([
      [0, 200, 360, 70, "#5b6e3a", "0"],
      [110, 60, 150, 210, "#2f3b45", "75px 75px 0 0"],
      [150, 40, 70, 70, "#c99c7a"],
      [250, 150, 90, 60, "#b23a48", "12px"],
      [262, 140, 60, 20, "#b23a48", "8px"],
    ]),
  )}<span class="n">Craig, 41</span><span class="l">Stoke-on-Trent · 6 km away</span></div>
${prompt("About me", "Just a normal guy. Work hard, play hard. Love my truck and my dog Bruno. Not here for games. If you like fishing that’s a bonus. No drama.")}
<div class="pr">${ui("Interests", "pq")}<div class="row chips">${span("🎣 Fishing")}${span("⚽ Football")}${span("🎯 Darts")}${span("🍖 BBQ")}</div></div>
${prompt("My ideal first date", "Wings and watching the match. Or a walk. I can do walks.")}
<div class="pr">${ui("Details", "pq")}<div class="dt"><span>Looking for</span><b>Long-term relationship</b><span>Drinks</span><b>Socially</b><span>Smokes</span><b>No</b><span>Kids</span><b>Has kids, lives with them</b></div></div>
</div>`,
};

export const match: ScreenSpec = {
  id: "match-profile",
  app: "Match",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Deborah", handle: null },
  time: "09:06",
  battery: 87,
  replies: false,
  css: `body{background:#fff}.hd{flex:none;height:46px;padding:0 14px;gap:12px}.hd b{flex:1;text-align:center;font-size:16px;color:#1a1a1a}
.ph{position:relative;margin:0 12px;border-radius:14px;overflow:hidden}.ph .n{position:absolute;left:16px;bottom:34px;font-size:27px;font-weight:700;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.4)}.ph .l{position:absolute;left:16px;bottom:14px;font-size:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.4)}
.pr{margin:14px 16px 0;padding-bottom:12px;border-bottom:1px solid #eee}.pq{font-size:13px;font-weight:600;color:#0a67ff;text-transform:uppercase;letter-spacing:.4px}.pa{font-size:17px;line-height:24px;margin-top:4px;color:#1a1a1a}
.bar{flex:none;justify-content:center;gap:40px;padding:10px 0 30px}.bar span{width:56px;height:56px;border-radius:50%;box-shadow:0 2px 10px rgba(0,0,0,.12);display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>match</b>${icon.more(22)}</div>
<div class="fill">
<div class="ph">${picture(
    "100%",
    280,
    ["#d7e3c8", "#7a9a62"],
    shapes([
      [0, 210, 366, 70, "#5f7f45", "0"],
      [120, 60, 130, 220, "#8c5a7a", "65px 65px 0 0"],
      [150, 30, 70, 70, "#e0b59a"],
      [20, 150, 60, 90, "#e57373", "50% 50% 10px 10px"],
      [280, 160, 60, 80, "#ffb74d", "50% 50% 10px 10px"],
    ]),
  )}<span class="n">Deborah, 52</span><span class="l">Guildford, Surrey</span></div>
${prompt("My perfect Sunday", "Crossword by 9, garden by 10, arguing with the crossword by 11.")}
${prompt("A fun fact about me", "I have visited every garden centre in Surrey. Twice.")}
${prompt("I’m looking for", "Someone who can keep up on a walk and keep quiet during Countdown.")}
</div>
<div class="row bar"><span>${icon.close(24)}</span><span style="color:#0a67ff">${icon.heart(24)}</span></div>`,
};

export const boo: ScreenSpec = {
  id: "boo-profile",
  app: "Boo",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Haruto", handle: null },
  time: "00:48",
  battery: 51,
  replies: false,
  css: `body{background:#141218}.hd{flex:none;height:50px;padding:0 14px;gap:14px;color:#ddd}.hd b{flex:1;font-size:17px;font-weight:500}
.ph{position:relative;margin:0 10px;border-radius:16px;overflow:hidden}.ph .n{position:absolute;left:14px;bottom:36px;font-size:24px;font-weight:700;color:#fff}.ph .l{position:absolute;left:14px;bottom:14px;font-size:13px;color:#e0d7ff}
.ty{gap:8px;padding:10px 12px 2px;flex-wrap:wrap}.ty span{font-size:13px;font-weight:600;border-radius:12px;padding:3px 10px;background:#2a2433;color:#c9b8ff}
.bio{font-size:15px;line-height:21px;padding:8px 14px;color:#e9e6ef}.pr{margin:8px 10px 0;background:#201c27;border-radius:14px;padding:11px 14px}.pq{font-size:12px;color:#a993ff;font-weight:600}.pa{font-size:16px;line-height:22px;margin-top:3px;color:#f1eef6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="ph">${picture(
    "100%",
    250,
    ["#2c3e50", "#8e6fd1"],
    shapes([
      [100, 50, 150, 200, "#1c1c24", "75px 75px 0 0"],
      [140, 30, 70, 70, "#d9b99b"],
      [20, 20, 40, 40, "rgba(255,255,255,.25)"],
      [260, 40, 60, 140, "rgba(255,235,150,.35)", "10px"],
    ]),
  )}<span class="n">Haruto, 27</span><span class="l">Vancouver · 3 km</span></div>
<div class="row ty">${span("INTJ")}${span("5w6")}${span("Virgo")}</div>
${own("Software tester. I like long walks where we don’t have to talk. Currently reading about the Roman Empire (not in the meme way).", "bio")}
${prompt("My love language", "Sending you a link and asking “thoughts?”")}
${prompt("Ask me about", "my spreadsheet of ramen places (47 rows, 3 tabs)")}
${prompt("Looking for", "Something real. Or a co-op partner, whichever comes first.")}
</div>`,
};

const herInner = `<div class="hp">${picture(
  "100%",
  290,
  ["#f8b195", "#6c5b7b"],
  shapes([
    [110, 50, 150, 240, "#355c7d", "75px 75px 0 0"],
    [150, 26, 70, 70, "#c68b59"],
    [10, 190, 100, 60, "#f67280", "10px"],
    [24, 176, 70, 20, "#ffd166", "6px"],
  ]),
)}<span class="hn">Ximena, 30</span><span class="hs">2 miles away</span></div>
<div class="hq">${ui("I’m known for", "hqq")}${own("Bringing a board game to every party and explaining the rules for 40 minutes.", "hqa")}</div>
<div class="hq">${ui("Green flag", "hqq")}${own("You own a tape measure.", "hqa")}</div>
<div class="hq">${ui("Let’s go", "hqq")}${own("To the hardware store at 9am on a Saturday, then brunch.", "hqa")}</div>`;

export const her: ScreenSpec = {
  id: "her-screenshot",
  app: "Her",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Ximena", handle: null },
  time: "22:31",
  battery: 24,
  generations: [{ quality: 88 }, { width: 828, quality: 70 }],
  replies: false,
  css: `.hp{position:relative;margin:8px 12px 0;border-radius:18px;overflow:hidden}.hn{position:absolute;left:14px;bottom:34px;font-size:26px;font-weight:700;color:#fff}.hs{position:absolute;left:14px;bottom:12px;font-size:13px;color:#fff}
.hq{margin:10px 12px 0;background:#fff0f3;border-radius:14px;padding:12px 14px}.hqq{font-size:13px;color:#e4405f;font-weight:600}.hqa{font-size:18px;line-height:24px;margin-top:4px;font-weight:600;color:#1b1b1f}`,
  html: iosPhotos({
    dark: true,
    day: "Today",
    time: "10:27 PM",
    body: shot({ device: "iphone", time: "22:26", battery: 31, dark: false, background: "#fff", html: herInner }, 0.78),
  }),
};

export const PROFILES: ScreenSpec[] = [pof, match, boo, her, kofi, lichess];
