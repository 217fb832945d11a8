// Profiles: Feeld (dark, a dating profile's fields), Hily (a dating profile with prompts, screenshotted,
// opened in iOS Photos and screenshotted again), The League (prompts and a job title), Bandcamp (a fan
// who says "music fan" and little else), Xbox (dark, a gamer profile with one comment from a son),
// Upwork (a freelancer named only in a small header line, the title and overview far below).
import { avatar, icon, picture } from "./icons";
import { comment } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const prompt = (q: string, a: string) => `<div class="pr">${ui(q, "pq")}${own(a, "pa")}</div>`;
const shapes = (list: [number, number, number, number, string, string?][]) =>
  list
    .map(
      ([l, t, w, h, c, r]) =>
        `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;background:${c};border-radius:${r ?? "50%"}"></div>`,
    )
    .join("");

export const feeld: ScreenSpec = {
  id: "feeld-profile",
  app: "Feeld",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Jules", handle: null },
  time: "22:38",
  battery: 45,
  cutLines: 1,
  replies: false,
  css: `body{background:#0d0d0d}.hd{flex:none;height:48px;padding:0 16px;gap:12px;justify-content:space-between;color:#ddd}
.ph{margin:0 12px;border-radius:18px;overflow:hidden;position:relative}.ph .nm{position:absolute;left:16px;bottom:14px;font-size:28px;font-weight:600;color:#fff}.ph .sub{position:absolute;left:16px;bottom:50px;font-size:13px;color:#eee;letter-spacing:.5px}
.pr{margin:12px 12px 0;background:#1a1a1a;border-radius:16px;padding:14px 16px}.pq{font-size:12px;letter-spacing:1px;text-transform:uppercase;color:#b49cff}.pa{font-size:18px;line-height:25px;margin-top:6px;color:#f2f2f2}
.chips{gap:8px;flex-wrap:wrap;margin-top:8px}.chips span{border:1px solid #444;border-radius:16px;padding:5px 12px;font-size:14px;color:#ddd}
.bar{flex:none;justify-content:center;gap:48px;padding:12px 0 34px;background:#0d0d0d;position:relative;z-index:3}.bar span{width:60px;height:60px;border-radius:50%;border:1px solid #444;display:flex;align-items:center;justify-content:center}
.fill{padding-top:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${ui("Jules", "")}${icon.more(22)}</div>
<div class="fill">
<div class="ph">${picture(
    "100%",
    330,
    ["#3d2c5a", "#c77d63"],
    shapes([
      [120, 60, 170, 290, "#24182e", "85px 85px 0 0"],
      [290, 30, 70, 70, "rgba(255,220,180,.4)"],
    ]),
  )}<span class="sub">29 · LONDON · 3 KM</span><span class="nm">Jules</span></div>
${prompt("About", "Recovering DJ. I still own the decks, they are a shelf now. Most weekends: farmers market, buying nothing, feeling great about it.")}
${prompt("Looking for", "chemistry, good conversation, someone who can parallel park")}
<div class="pr">${ui("Interests", "pq")}<div class="row chips">${span("🎧 Vinyl")}${span("🧺 Markets")}${span("🍷 Natural wine")}${span("🚲 Cycling")}</div></div>
${prompt("Dealbreaker", "people who clap when the plane lands, and people who put the decks on a shelf (I know)")}
</div>
<div class="row bar"><span>${icon.close(26)}</span><span style="color:#b49cff">${icon.heart(26)}</span></div>`,
};

const hilyInner = `<div class="hp">${picture(
  "100%",
  300,
  ["#7fc8f8", "#ff9e80"],
  shapes([
    [110, 50, 170, 270, "#37474f", "85px 85px 0 0"],
    [20, 200, 90, 90, "rgba(255,255,255,.3)"],
  ]),
)}<span class="hn">Kemal, 32</span><span class="hs">✓ Verified · 5 km away</span></div>
<div class="hq">${ui("About me", "hqq")}${own("idk ask", "hqa")}</div>
<div class="hq">${ui("My most irrational fear", "hqq")}${own("birds that walk when they could fly", "hqa")}</div>
<div class="hq">${ui("I’m weirdly attracted to", "hqq")}${own("people who return the shopping trolley", "hqa")}</div>
<div class="hq">${ui("The way to win me over is", "hqq")}${own("bring snacks, ask about my cat, leave before 10", "hqa")}</div>`;

export const hily: ScreenSpec = {
  id: "hily-screenshot",
  app: "Hily",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 73,
  owner: { name: "Kemal", handle: null },
  time: "19:20",
  battery: 57,
  replies: false,
  css: `.hp{position:relative;margin:8px 12px 0;border-radius:18px;overflow:hidden}.hn{position:absolute;left:14px;bottom:34px;font-size:26px;font-weight:700;color:#fff}.hs{position:absolute;left:14px;bottom:12px;font-size:13px;color:#fff}
.hq{margin:10px 12px 0;background:#f3f0ff;border-radius:14px;padding:12px 14px}.hqq{font-size:13px;color:#7b5cff;font-weight:600}.hqa{font-size:18px;line-height:24px;margin-top:4px;font-weight:600;color:#1b1b1f}`,
  html: iosPhotos({
    dark: true,
    day: "Yesterday",
    time: "11:48 PM",
    body: shot({ device: "iphone", time: "23:47", battery: 12, dark: false, background: "#fff", html: hilyInner }, 0.78),
  }),
};

export const league: ScreenSpec = {
  id: "league-profile",
  app: "The League",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Svetlana", handle: null },
  time: "08:44",
  battery: 90,
  downscaleTo: 828,
  replies: false,
  css: `body{background:#f6f6f4}.hd{flex:none;height:46px;padding:0 14px;gap:12px;justify-content:space-between}.hd b{font-size:15px;letter-spacing:2px}
.ph{margin:0 14px;border-radius:12px;overflow:hidden;position:relative}.nm{font-size:26px;font-weight:700;padding:12px 16px 2px}.jb{font-size:14px;color:#555;padding:1px 16px}
.pr{margin:10px 14px;background:#fff;border-radius:12px;padding:12px 14px;border:1px solid #e6e6e2}.pq{font-size:13px;color:#0c6b58;font-weight:600}.pa{font-size:17px;line-height:23px;margin-top:4px}
.bar{flex:none;justify-content:center;gap:40px;padding:8px 0 30px}.bar span{width:54px;height:54px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>THE LEAGUE</b>${icon.more(22)}</div>
<div class="fill">
<div class="ph">${picture(
    "100%",
    230,
    ["#d8c3a5", "#8e8d8a"],
    shapes([
      [130, 40, 120, 200, "#3b3a36", "60px 60px 0 0"],
      [20, 30, 60, 160, "rgba(255,255,255,.35)", "8px"],
    ]),
  )}</div>
${ui("Svetlana, 31", "nm")}${own("Senior Vice President of Vibes · Self-employed", "jb")}${own("Harvard (summer course)", "jb")}
${prompt("Two truths and a lie", "I’ve met Beyoncé. I own three Pilates reformers. I have never been late.")}
${prompt("My toxic trait", "I think every restaurant needs my feedback, in person, at the table")}
${prompt("A perfect Sunday", "brunch, a networking event, a second brunch")}
</div>
<div class="row bar"><span>${icon.close(24)}</span><span style="color:#0c6b58">${icon.heart(24)}</span></div>`,
};

const item = (title: string, artist: string, colors: [string, string], note?: string) =>
  `<div class="it">${picture("100%", 150, colors)}${ui(title, "itt")}${ui(artist, "ita")}${note ? own(note, "itn") : ""}</div>`;

export const bandcamp: ScreenSpec = {
  id: "bandcamp-fan",
  app: "Bandcamp",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "gregor_h", handle: null },
  time: "13:02",
  battery: 74,
  cutLines: 1,
  downscaleTo: 828,
  replies: false,
  css: `body{background:#fff}.hd{flex:none;height:46px;padding:0 14px;gap:12px}.hd b{flex:1;text-align:center;font-size:16px}
.pf{gap:14px;padding:8px 16px}.pf .n{font-size:20px;font-weight:700}.pf .l{font-size:13px;color:#777}.bio{font-size:15px;padding:4px 16px 8px}
.nums{gap:18px;padding:4px 16px 10px;font-size:13px;color:#777;border-bottom:1px solid #eee}.nums b{color:#111}
.tabs{gap:22px;padding:10px 16px;font-size:14px;color:#777}.tabs b{color:#1da0c3}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:14px;padding:4px 16px}.itt{font-size:14px;font-weight:600;margin-top:6px}.ita{font-size:12px;color:#777}.itn{font-size:13px;line-height:18px;margin-top:4px;color:#333;font-style:italic}
.tab{flex:none;height:80px;justify-content:space-around;padding-bottom:26px;border-top:1px solid #eee;background:#fff;position:relative;z-index:3;color:#777}
.fill{padding-top:18px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>gregor_h</b>${icon.share(20)}</div>
<div class="fill">
<div class="row pf">${avatar(70, "#629aa9")}<div>${ui("gregor_h", "n")}${ui("Graz, Austria", "l")}</div></div>
${own("music fan", "bio")}
<div class="row nums"><span><b>1,206</b> collection</span><span><b>38</b> wishlist</span><span><b>4</b> followers</span></div>
<div class="row tabs"><b>collection 1,206</b><span>wishlist</span><span>following</span></div>
<div class="grid">
${item("Fog Over Lake Tisza", "Halászlé Orchestra", ["#9db4c0", "#253237"], "good")}
${item("Tape Hiss Vol. 3", "dustcassette", ["#e0c097", "#5c3d2e"], "also good")}
${item("Songs for Parking Garages", "Lumen Drift", ["#6c757d", "#212529"], "good for parking")}
${item("Oud & Circuitry", "Nadia Haddad", ["#f4a261", "#264653"], "very good. better than the last one which was also good")}
</div>
</div>
<div class="row tab">${icon.home(22)}${icon.search(22)}${icon.bell(22)}${icon.person(22)}</div>`,
};

export const xbox: ScreenSpec = {
  id: "xbox-profile",
  app: "Xbox",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Sn1perDad77", handle: null },
  time: "02:07",
  battery: 33,
  crop: { bottom: 40 },
  replies: true,
  css: `body{background:#0f0f0f}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:500}
.ban{height:110px;background:linear-gradient(120deg,#107c10,#0b3d0b)}.pf{padding:0 16px;margin-top:-40px;gap:14px;align-items:flex-end}.gt{font-size:22px;font-weight:700}.gs{font-size:13px;color:#9bf00b}
.bio{font-size:15px;line-height:21px;padding:10px 16px 4px;color:#ddd}.st{font-size:13px;color:#9a9a9a;padding:2px 16px 10px}
.nums{gap:26px;padding:8px 16px 12px;border-bottom:1px solid #222}.nums b{display:block;font-size:18px}.nums span{font-size:12px;color:#9a9a9a}
.sec{font-size:15px;font-weight:600;padding:12px 16px 6px}.ach{gap:12px;padding:8px 16px;align-items:flex-start}.ach .tr{width:46px;height:46px;border-radius:8px;background:#1f1f1f;flex:none;display:flex;align-items:center;justify-content:center;color:#9bf00b}
.an{font-size:15px;font-weight:600}.ad{font-size:13px;color:#9a9a9a;line-height:18px}
.c{gap:10px;padding:6px 16px 6px 74px}.cn{font-size:13px;font-weight:600}.cm{font-size:11px;color:#777}.ct{font-size:14px;line-height:20px;color:#ddd;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="ban"></div>
<div class="row pf">${avatar(84, "#2d6a2d", { ring: "#107c10" })}<div>${ui("Sn1perDad77", "gt")}${ui("G 48,210", "gs")}</div></div>
${own("Dad of 3. Here to relax.", "bio")}
${ui("Online · Playing Minecraft", "st")}
<div class="row nums"><div><b>1,977</b><span>Achievements</span></div><div><b>6</b><span>Followers</span></div><div><b>212 h</b><span>Stardew Valley</span></div></div>
${ui("Recent activity", "sec")}
<div class="row ach"><span class="tr">${icon.star(24, "#9bf00b")}</span><div style="flex:1">${ui("Achievement unlocked · Marathon Man", "an")}${ui("Play for 10 hours in a single session · 50G · 3h ago", "ad")}</div></div>
${comment("#c62828", "Sn1perDad_Jr", "2h ago", "dad you told mum you were asleep", false)}
${comment("#f9a825", "GrannyGamer_Pat", "1h ago", "Relaxing very hard I see Steven", false)}
<div class="row ach"><span class="tr">${icon.star(24, "#9bf00b")}</span><div style="flex:1">${ui("Achievement unlocked · Early Bird", "an")}${ui("Harvest crops before 6 AM in-game · 10G · 5h ago", "ad")}</div></div>
</div>`,
};

export const upwork: ScreenSpec = {
  id: "upwork-freelancer",
  app: "Upwork",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Danny R.", handle: null },
  time: "10:03",
  battery: 81,
  replies: false,
  css: `body{background:#fff}.hd{flex:none;height:44px;padding:0 14px;gap:8px;font-size:12px;color:#5e6d55}
.pf{gap:14px;padding:14px 16px;border-bottom:1px solid #e4ebe4}.pf .l{font-size:13px;color:#5e6d55;line-height:19px}
.nums{gap:10px;padding:12px 16px;display:grid;grid-template-columns:1fr 1fr}.nums div{background:#f7faf7;border-radius:10px;padding:10px 12px;font-size:12px;color:#5e6d55}.nums b{display:block;font-size:18px;color:#001e00}
.bd{gap:8px;padding:6px 16px 12px;flex-wrap:wrap}.bd span{font-size:12px;background:#e4ebe4;border-radius:12px;padding:4px 10px;color:#001e00}
.ti{font-size:19px;font-weight:600;line-height:26px;padding:12px 16px 2px;color:#001e00;border-top:1px solid #e4ebe4}.rt{font-size:17px;font-weight:600;padding:4px 16px}
.ov{font-size:15px;line-height:22px;padding:8px 16px;color:#001e00}.sk{gap:8px;flex-wrap:wrap;padding:8px 16px}.sk span{font-size:13px;border:1px solid #d5e0d5;border-radius:14px;padding:4px 10px}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;border-top:1px solid #e4ebe4;color:#5e6d55;background:#fff;position:relative;z-index:3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(20)}${span("Danny R. · Manchester, UK · 10:03 am local time")}</div>
<div class="fill">
<div class="row pf">${avatar(72, "#14a800")}<div>${ui("Available now", "l")}${ui("Member since April 2024", "l")}</div></div>
<div class="nums"><div><b>$0</b>Total earnings</div><div><b>0</b>Total jobs</div><div><b>0</b>Total hours</div><div><b>—</b>Job Success</div></div>
<div class="row bd">${span("Rising Talent? Not yet")}${span("English: Fluent")}${span("Python: Basic")}</div>
${own("Visionary Full-Stack Growth Hacker | AI | Web3 | Blockchain | Copywriting | Chef", "ti")}
${ui("$300.00/hr", "rt")}
${own("I have 15+ years of experience in technologies that are 6 years old. I don’t just build websites, I build legacies. I am passionate about synergy and also food (see title).", "ov")}
${own("Before you message me: I do not do small projects, unpaid tests or anything under $10k. I am currently very busy but available now.", "ov")}
<div class="row sk">${span("ChatGPT")}${span("Synergy")}${span("Leadership")}${span("Microsoft Word")}${span("Cooking")}</div>
${own("Portfolio coming soon (2024)", "ov")}
</div>
<div class="row tab">${icon.search(24)}${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const PROFILES: ScreenSpec[] = [feeld, hily, league, bandcamp, xbox, upwork];
