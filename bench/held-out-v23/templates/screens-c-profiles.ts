// Part C's social profiles (v23): Polywork (a talk on punctuality that started late; downscaled, the last highlight
// cut by the tab bar), XING (a paperless office plan printed for everyone; JPEG, a colleague's comment), ASKfm (the
// walk to work and the bus home; others' questions first; JPEG, the last answer cut), Tellonym (dark; a driver whose
// dad still parks for her; anonymous tells first; cropped at the bottom), Likee (dark; 23 videos of the same dance,
// the words on the thumbnails hers; downscaled).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { countRow, crow, iconBar } from "./screens-c-kit";
import { esc, other, own, ui } from "./shell";

export const polywork: ScreenSpec = {
  id: "polywork-started-eleven-minutes-late",
  app: "Polywork",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  cutLines: 1,
  owner: { name: "Ebun Akande", handle: "@ebunakande" },
  time: "08:22",
  battery: 82,
  replies: true,
  css: `body{background:#f6f5fb;color:#1c1a29}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ph{flex:none;height:46px;padding:0 14px;gap:14px;background:#fff;position:relative;z-index:3}.ph b{flex:1;font-size:16px;font-weight:700;text-align:center}
.pb{height:74px;background:linear-gradient(120deg,#8b7bf0,#f2a7c3)}.pt{background:#fff;padding:0 16px 12px}.pa{margin-top:-34px}
.pn{font-size:21px;font-weight:800;margin-top:6px}.pu{font-size:13.5px;color:#77738c}.pl{font-size:14.5px;line-height:20px;margin-top:6px}
.bd{gap:6px;flex-wrap:wrap;margin-top:9px}.bd span{font-size:12px;font-weight:600;border-radius:12px;padding:4px 9px}
.pc{gap:18px;margin-top:10px;font-size:13.5px;color:#77738c}.pc div{display:flex;gap:4px;align-items:baseline}.pc b{color:#1c1a29;font-size:14px}.pc small{font-size:13.5px}
.pf{font-size:12.5px;color:#77738c;margin-top:8px}
.tb2{gap:22px;padding:10px 16px 0;background:#fff;border-top:1px solid #ecebf3;font-size:14px;font-weight:600;color:#9a97ab}.tb2 span{padding-bottom:9px}.tb2 .on{color:#1c1a29;border-bottom:2px solid #6d5ce8}
.hl{background:#fff;margin-top:8px;padding:12px 16px 8px}.ht{gap:8px}.ht span{font-size:12px;font-weight:700;color:#6d5ce8;background:#efecff;border-radius:10px;padding:3px 8px}.ht small{font-size:12px;color:#9a97ab}.hx{font-size:15px;line-height:21px;margin-top:8px}
.cr{gap:9px;align-items:flex-start;padding:8px 0 2px 0!important;border-top:1px solid #f0eff5;margin-top:8px}.crn{font-size:13px;font-weight:700}.crx{font-size:14px;line-height:19.5px;margin-top:1px}.crf{font-size:12px;color:#9a97ab;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Ebun Akande</b>${icon.share(20)}</div>
<div class="fill">
<div class="pb"></div>
<div class="pt"><div class="pa">${avatar(68, "#9a5a3a", { ring: "#fff" })}</div>
${ui("Ebun Akande", "pn")}${ui("@ebunakande", "pu")}
${own("Operations lead at a freight company in Wigan. I help teams run on time.", "pl")}
<div class="row bd" data-role="ui"><span style="background:#ffe9d6;color:#b0561a">Team lead</span><span style="background:#e3f4ea;color:#237a4b">Public speaker</span><span style="background:#e6eefc;color:#2f5bb5">Mentor</span><span style="background:#f5e6fa;color:#8a3aa8">Open to podcasts</span></div>
${countRow([
  ["412", "followers"],
  ["188", "following"],
  ["37", "highlights"],
])}
${ui("Collaborated with Chinedu Ilori, Bukola Fenton and 6 others", "pf")}</div>
<div class="row tb2" data-role="ui"><span class="on">Highlights</span><span>Collaborations</span><span>About</span></div>
<div class="hl"><div class="row ht" data-role="ui"><span>Gave a talk</span><small>Nov 27, 2026</small></div>
${own("Spoke at a regional operations conference on running meetings to the minute.", "hx")}
${own("Forty minutes on punctuality. We started eleven minutes late because I was still finishing the slides.", "hx")}
${crow({ name: "Chinedu Ilori", meta: "Nov 28", joined: true, color: "#3a7a9a", text: ["Great talk. The part about building in buffers was really useful."], who: "Chinedu Ilori", size: 26 })}</div>
<div class="hl"><div class="row ht" data-role="ui"><span>Mentored</span><small>Nov 3, 2026</small></div>
${own("Mentoring three new team leads through the winter, one coffee a week each.", "hx")}</div>
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#fff", "#ecebf3", "#77738c")}`,
};

export const xing: ScreenSpec = {
  id: "xing-printed-the-plan-for-everyone",
  app: "XING",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 73,
  owner: { name: "Benedikta Vollrath", handle: null },
  time: "13:04",
  battery: 49,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0a5c5f",
  css: `body{background:#f4f4f5;color:#161616}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.xh{flex:none;height:52px;padding:0 14px;gap:16px;background:#0a5c5f;color:#fff;position:relative;z-index:3}.xh b{flex:1;font-size:18px;font-weight:500}
.xt{background:#fff;padding:14px 16px 12px;border-bottom:1px solid #e3e3e6}.xn{font-size:19px;font-weight:700}.xj{font-size:14px;line-height:19px;margin-top:3px}.xl{font-size:13px;color:#6a6a70;margin-top:3px}
.xb{gap:8px;margin-top:12px}.xb span{flex:1;text-align:center;font-size:14px;font-weight:600;border-radius:20px;padding:8px}.xf{font-size:12.5px;color:#6a6a70;margin-top:10px}
.xs{background:#fff;margin-top:8px;padding:12px 16px;border-top:1px solid #e3e3e6;border-bottom:1px solid #e3e3e6}.xs h3{font-size:15px;font-weight:700}.xx{font-size:14.5px;line-height:20.5px;margin-top:7px}
.xc{gap:6px;flex-wrap:wrap;margin-top:8px}.xc span{font-size:12px;background:#eaf4f4;color:#0a5c5f;border-radius:14px;padding:4px 9px}.xq{font-size:12.5px;font-weight:600;color:#6a6a70;margin-top:10px}
.cr{gap:9px;align-items:flex-start;padding:8px 0 0 0!important;margin-top:8px;border-top:1px solid #eee}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#6a6a70}.crx{font-size:14px;line-height:19.5px;margin-top:3px}`,
  html: `<div class="row xh" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="xt"><div class="row" style="gap:14px">${avatar(64, "#7a6a8a")}<div style="flex:1;min-width:0">
${ui("Benedikta Vollrath", "xn")}${ui("Head of Office Services · Kessler Logistik GmbH", "xj")}${ui("Bremen, Germany", "xl")}</div></div>
<div class="row xb" data-role="ui"><span style="background:#0a5c5f;color:#fff">Message</span><span style="border:1.5px solid #0a5c5f;color:#0a5c5f">Add contact</span></div>
${ui("Fabian Lüders and 11 other contacts in common", "xf")}</div>
<div class="xs"><h3 data-role="ui">About me</h3>
${own("Twelve years in office services, the last four at Kessler. Leases, cleaning contracts, keys, the lot.", "xx")}
${own("In 2025 I led our move to a paperless office. I printed the plan for everyone.", "xx")}
${ui("Haves", "xq")}<div class="row xc" data-role="ui"><span>Facility management</span><span>Vendor contracts</span><span>Leases</span></div>
</div>
<div class="xs"><h3 data-role="ui">Activity</h3>
${own("We move up to floor four in January. Labels for the boxes arrive on Monday.", "xx")}
${ui("4 days ago · 19 likes · 4 comments", "xl")}
${crow({ name: "Fabian Lüders", meta: "Purchasing · Kessler Logistik GmbH", color: "#5a8a6a", text: ["I still have my copy of the paperless plan. Ring-bound, with tabs."], who: "Fabian Lüders", size: 30 })}</div>
</div>
${iconBar([icon.home(24), icon.person(24), icon.chat(24), icon.bell(24), icon.grid(24)], "#fff", "#e3e3e6", "#6a6a70", true)}`,
};

const askCard = (q: string, asker: string, when: string, answer: string[], likes: string) =>
  `<div class="ak">${asker === "Anonymous" ? other("Anonymous", q, "aq") : `${other(asker, q, "aq")}${ui(asker, "aw")}`}<div class="row" style="gap:8px;margin-top:8px">${avatar(26, "#b05a6a")}${ui(`Danica Petrovic · ${when}`, "am")}</div>${answer
    .map((a) => own(a, "ax"))
    .join("")}<div class="row al" data-role="ui">${icon.heart(17)}<span>${esc(likes)}</span>${icon.share(17)}</div></div>`;

export const askfm: ScreenSpec = {
  id: "askfm-i-have-made-my-point",
  app: "ASKfm",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  cutLines: 1,
  owner: { name: "Danica Petrovic", handle: "@danicapetrovic" },
  time: "07:49",
  battery: 93,
  replies: true,
  css: `body{background:#f2f2f4;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ah2{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e6e6ea;position:relative;z-index:3}.ah2 b{flex:1;font-size:17px;font-weight:700;color:#ee1144}
.at{background:#fff;padding:36px 16px 12px;text-align:center}.at .avatar{margin:0 auto}.an{font-size:20px;font-weight:700;margin-top:8px}.au{font-size:13.5px;color:#888}.ab{font-size:14.5px;line-height:20px;margin-top:6px}
.pc{justify-content:center;gap:30px;margin-top:12px}.pc b{display:block;font-size:16px}.pc small{display:block;font-size:12px;color:#888}
.ask{margin:12px 30px 0;background:#ee1144;color:#fff;border-radius:20px;padding:9px;font-size:15px;font-weight:600}
.ak{background:#fff;margin-top:8px;padding:12px 16px 10px}.aq{font-size:16px;font-weight:700;line-height:21.5px}.aw{font-size:12.5px;color:#ee1144;margin-top:2px}.am{font-size:13px;color:#888}.ax{font-size:15px;line-height:21px;margin-top:6px}.al{gap:6px;margin-top:8px;font-size:13px;color:#888}.al span{margin-right:auto}`,
  html: `<div class="row ah2" data-role="ui">${icon.back(22)}<b>ASKfm</b>${icon.more(22)}</div>
<div class="fill">
<div class="at">${avatar(78, "#b05a6a")}${ui("Danica Petrovic", "an")}${ui("@danicapetrovic", "au")}
${own("Civil engineer in Novi Sad. Bridges, trams, long walks. Ask away.", "ab")}
${countRow([
  ["1,204", "Answers"],
  ["3.1K", "Likes"],
  ["89", "Followers"],
])}
<div class="ask" data-role="ui">Ask Danica</div></div>
${askCard("do you still walk to work?? every single day??", "Anonymous", "2h", ["Every day, 6 km each way. Well, 6 km there. I take the bus home, because by then I have made my point."], "41")}
${askCard("what are you bringing to the picnic on sunday", "Cveta Jankov", "1d", ["Bread, the folding chairs and my little brother."], "9")}
${askCard("favourite bridge in the city and why", "Anonymous", "3d", ["Liberty Bridge. I worked on its lighting survey in my first year, and I still check the cables every time I cross it."], "17")}
${askCard("tea or coffee", "Anonymous", "4d", ["Coffee before noon, tea after, and a strong opinion about anyone who does it the other way round."], "6")}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#fff", "#e6e6ea", "#888")}`,
};

const tell = (q: string, a: string, when: string, likes: string) =>
  `<div class="tl">${other("Anonymous", q, "tq")}<div class="row" style="gap:8px;margin-top:10px;align-items:flex-start">${avatar(28, "#6a5ab0")}<div style="flex:1;min-width:0">${own(a, "ta")}<div class="row tf" data-role="ui"><span>${esc(when)}</span>${icon.heart(15)}<span>${esc(likes)}</span></div></div></div></div>`;

export const tellonym: ScreenSpec = {
  id: "tellonym-my-dad-still-comes-over",
  app: "Tellonym",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  crop: { bottom: 72 },
  cutLines: 1,
  owner: { name: "Dasha Kvit", handle: "@dasha.kvit" },
  time: "23:12",
  battery: 18,
  replies: true,
  css: `body{background:#0f0f14;color:#ececf1}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#0f0f14}.th b{flex:1;font-size:17px;font-weight:700}
.tt{padding:6px 16px 12px;border-bottom:1px solid #23232c}.tn{font-size:19px;font-weight:700}.tu{font-size:13.5px;color:#8d8d9a}.tb3{font-size:14.5px;line-height:20px;margin-top:6px}
.pc{gap:26px;margin-top:12px}.pc b{display:block;font-size:16px}.pc small{display:block;font-size:12px;color:#8d8d9a}
.send{margin-top:12px;text-align:center;border-radius:22px;padding:10px;font-size:15px;font-weight:700;background:linear-gradient(90deg,#6b4cf6,#b44cf6);color:#fff}
.tl{padding:12px 16px 10px;border-bottom:1px solid #23232c}.tq{font-size:15.5px;line-height:21px;font-weight:600;background:#1d1d26;border-radius:14px;padding:10px 12px}.ta{font-size:15px;line-height:21px}.tf{gap:5px;margin-top:6px;font-size:12.5px;color:#8d8d9a}.tf span:first-child{margin-right:auto}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>dasha.kvit</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="tt"><div class="row" style="gap:14px">${avatar(70, "#6a5ab0")}${countRow([
    ["212", "Tells"],
    ["318", "Followers"],
    ["140", "Following"],
  ])}</div>
${ui("Dasha Kvit", "tn")}${ui("@dasha.kvit", "tu")}
${own("Lviv. Pharmacy student. I answer most things 🌻", "tb3")}
<div class="send" data-role="ui">Send Tell</div></div>
${tell("rate your own driving out of 10", "8. I lose two for parking, which my dad still comes over to do for me.", "2d", "64")}
${tell("best thing you ate this week", "My gran’s syrniki, and it is not close.", "4d", "22")}
${tell("who is the tall guy in your stories", "My cousin. Please stop asking, he has a girlfriend.", "5d", "31")}
${tell("what time do you actually wake up", "Alarm at 7, awake at 7:40, out of bed at 8.", "6d", "12")}
</div>
${iconBar([icon.home(24), icon.search(24), icon.chat(24), icon.bell(24), icon.person(24)], "#0f0f14", "#23232c", "#8d8d9a", true)}`,
};

const thumb = (cap: string, views: string, colors: [string, string], pinned = false) =>
  `<div style="position:relative">${picture("100%", 172, colors, `<div style="position:absolute;left:34%;top:34px;width:40px;height:40px;border-radius:50%;background:rgba(255,255,255,.35)"></div><div style="position:absolute;left:26%;top:78px;width:62px;height:80px;border-radius:24px 24px 6px 6px;background:rgba(255,255,255,.25)"></div>`)}${
    pinned ? `<span class="pin" data-role="ui">Pinned</span>` : ""
  }${own(cap, "cap")}<div class="row vw" data-role="ui">${icon.play(12)}<span>${esc(views)}</span></div></div>`;

export const likee: ScreenSpec = {
  id: "likee-all-23-are-the-same-dance",
  app: "Likee",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Dayo Ilori", handle: "@dayo.moves" },
  time: "17:45",
  battery: 66,
  replies: false,
  css: `body{background:#111;color:#f4f4f4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.lh{flex:none;height:46px;padding:0 14px;gap:16px;position:relative;z-index:3}.lh b{flex:1;font-size:17px;font-weight:700;text-align:center}
.lt{padding:4px 16px 10px;text-align:center}.lt .avatar{margin:0 auto}.ln{font-size:19px;font-weight:700;margin-top:8px}.lu{font-size:13px;color:#9a9a9a}
.pc{justify-content:center;gap:30px;margin-top:12px}.pc b{display:block;font-size:17px}.pc small{display:block;font-size:12px;color:#9a9a9a}
.lb{font-size:14.5px;line-height:20px;margin-top:4px}.lf{font-size:12.5px;color:#9a9a9a;margin-top:8px}
.lx{gap:8px;margin-top:10px;justify-content:center}.lx span{font-size:14.5px;font-weight:700;border-radius:6px;padding:8px 30px}
.lg{gap:28px;justify-content:center;font-size:14.5px;font-weight:600;color:#9a9a9a;border-bottom:1px solid #2a2a2a;padding-top:6px}.lg span{padding-bottom:8px}.lg .on{color:#fff;border-bottom:2px solid #ff3d75}
.gr{display:grid;grid-template-columns:repeat(3,1fr);gap:2px;margin-top:2px}.pin{position:absolute;left:5px;top:5px;font-size:11px;font-weight:700;background:#ff3d75;color:#fff;border-radius:3px;padding:1px 5px}
.cap{position:absolute;left:6px;right:6px;bottom:24px;font-size:13px;font-weight:700;line-height:16px;text-shadow:0 1px 3px rgba(0,0,0,.8)}.vw{position:absolute;left:6px;bottom:5px;gap:3px;font-size:12px;font-weight:600}`,
  html: `<div class="row lh" data-role="ui">${icon.back(22)}<b>dayo.moves</b>${icon.more(22)}</div>
<div class="fill">
<div class="lt">${avatar(82, "#c0604a", { ring: "#ff3d75" })}${ui("Dayo Ilori", "ln")}${ui("@dayo.moves · Likee ID 402917733", "lu")}
${countRow([
  ["96", "Following"],
  ["1,140", "Fans"],
  ["8,906", "Likes"],
])}
${own("Dance covers since March 💃", "lb")}${own("All 23 videos are the same dance. I am getting closer.", "lb")}
${ui("Followed by funmi_b, feyi.o and 3 others you know", "lf")}
<div class="row lx" data-role="ui"><span style="background:#ff3d75;color:#fff">Follow</span><span style="background:#2a2a2a">Message</span></div></div>
<div class="row lg" data-role="ui"><span class="on">Videos 23</span><span>Likes</span></div>
<div class="gr">
${thumb("Part 1 (where it started)", "2.1K", ["#5a3d6e", "#1e1528"], true)}
${thumb("Part 23, nearly", "188", ["#3d5a6e", "#15202a"])}
${thumb("Part 22", "241", ["#6e4d3d", "#2a1a15"])}
${thumb("Part 21, the turn!!", "305", ["#3d6e52", "#152a1e"])}
${thumb("Part 20", "199", ["#6e3d55", "#2a1520"])}
${thumb("Part 19 (no)", "260", ["#4d4d6e", "#18182a"])}
</div></div>`,
};

export const PROFILES: ScreenSpec[] = [polywork, xing, askfm, tellonym, likee];
