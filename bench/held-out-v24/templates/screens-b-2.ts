// Part B's fediverse profiles (v24), second file: Pleroma (dark; a rain gauge that measured the watering can;
// a repeat of another's post; JPEG; a line cut by the browser's toolbar), Akkoma (a choir alto thanked for
// joining; a quote of a choir mate's post; downscaled), Sharkey (dark; fourteen carved spoons; a quoted note and
// reactions; the last note cut by the tab bar), Iceshrimp (dark; Saturn was a porch light; a neighbour's reply;
// JPEG, cropped at the top).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { counts, fields, iconBar, post, postCss } from "./screens-b-kit";
import { esc, own, ui } from "./shell";

/** Mobile Safari's bottom toolbar, drawn over the page. */
const safariBar = (host: string, bg: string, fg: string, sub: string, line: string) =>
  `<div style="flex:none;background:${bg};border-top:1px solid ${line};padding:8px 14px 30px;position:relative;z-index:3"><div class="row" style="justify-content:center;gap:6px;background:${line};border-radius:12px;padding:9px;font-size:15px;color:${fg}" data-role="ui">${icon.search(14)}<span>${esc(host)}</span></div><div class="row" style="justify-content:space-between;margin-top:8px;padding:0 8px;color:${sub}">${icon.back(22)}<span style="transform:scaleX(-1)">${icon.back(22)}</span>${icon.share(22)}${icon.bookmark(22)}${icon.grid(22)}</div></div>`;

export const pleroma: ScreenSpec = {
  id: "pleroma-the-day-i-watered-the-tomatoes",
  app: "Pleroma",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  cutLines: 1,
  owner: { name: "Vytautas Mockus", handle: "@vytautas@pleroma.kaunas.lt" },
  time: "07:36",
  battery: 58,
  replies: true,
  statusBarBackground: "#0f161e",
  css: `body{background:#0f161e;color:#b9b9ba}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:44px;padding:0 12px;gap:14px;background:#182230;color:#d8a070;border-bottom:1px solid #222d3b;position:relative;z-index:3}.nv b{flex:1;font-size:16px;font-weight:600;color:#b9b9ba}
.pt{background:#121a24;border-bottom:1px solid #222d3b}.pb{position:relative}.pi{position:absolute;left:12px;bottom:10px;display:flex;gap:10px;align-items:flex-end}
.pn{font-size:17px;font-weight:700;color:#e6e6e6;text-shadow:0 1px 3px #000}.pu{font-size:13px;color:#d8a070;text-shadow:0 1px 3px #000}.fy{display:inline-block;font-size:11.5px;background:#1c2733;color:#b9b9ba;border-radius:4px;padding:2px 6px;margin-top:3px}
.pd{padding:10px 12px 10px}.bio{font-size:14.5px;line-height:20px}
.pc{gap:0;justify-content:space-between;margin-top:10px;font-size:13px;color:#8b9098}.pc div{display:flex;flex-direction:column;align-items:center;flex:1}.pc b{color:#e6e6e6;font-size:15px}.pc small{font-size:12px}
.tt{gap:18px;padding:0 12px;background:#182230;font-size:14px;color:#8b9098;border-bottom:1px solid #222d3b}.tt span{padding:9px 0}.tt .on{color:#d8a070;border-bottom:2px solid #d8a070}
${postCss({ fg: "#b9b9ba", sub: "#8b9098", line: "#222d3b", accent: "#d8a070", quoteBg: "#121a24" })}.ps{background:#121a24}.psn{color:#e6e6e6}`,
  html: `<div class="row nv" data-role="ui">${icon.menu(22)}<b>pleroma.kaunas.lt</b>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="pt"><div class="pb">${picture("100%", 72, ["#2c4a3a", "#0f161e"], `<div style="position:absolute;left:0;right:0;top:8px;height:56px;background:linear-gradient(transparent,rgba(0,0,0,.6))"></div>`)}<div class="pi">${avatar(64, "#7a6a4a")}<div>${ui("Vytautas Mockus", "pn")}${ui("@vytautas@pleroma.kaunas.lt", "pu")}<span class="fy" data-role="ui">Follows you</span></div></div></div>
<div class="pd">${own("Retired land surveyor in Kaunas. Weather, the allotment, the odd bird.", "bio")}
${fields([["Allotment", "plot 31, behind the tram depot"]])}
${counts([
  ["2,311", "Posts"],
  ["88", "Following"],
  ["140", "Followers"],
])}</div></div>
<div class="row tt" data-role="ui"><span class="on">Posts</span><span>Replies</span><span>Media</span><span>Favorites</span></div>
${post({
  top: "Pinned",
  name: "Vytautas Mockus",
  handle: "@vytautas",
  time: "2d",
  color: "#7a6a4a",
  who: "owner",
  text: [
    "Put up a proper rain gauge at the allotment in March and have written it down every morning since.",
    "The wettest reading of the year was the day I watered the tomatoes next to it.",
  ],
  acts: "9 12 47",
})}
${post({
  top: "Vytautas Mockus repeated",
  name: "Zhanar Abenova",
  handle: "@zhanar@steppe.social",
  time: "3d",
  color: "#4a6a8a",
  who: "Zhanar Abenova",
  text: ["A 40% chance of rain, which in my experience means 100% chance on whatever I hung out to dry."],
  acts: "14 88 210",
})}
${post({
  name: "Vytautas Mockus",
  handle: "@vytautas",
  time: "4d",
  color: "#7a6a4a",
  who: "owner",
  text: ["First frost on the plot this morning. Brought the last of the leeks in, and the chairs."],
  acts: "2 1 19",
})}
</div>
${safariBar("pleroma.kaunas.lt", "#182230", "#b9b9ba", "#d8a070", "#222d3b")}`,
};

export const akkoma: ScreenSpec = {
  id: "akkoma-i-joined-in-2020",
  app: "Akkoma",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  cutLines: 1,
  owner: { name: "Tereza Dvořáková", handle: "@tereza@akko.brno.cz" },
  time: "21:05",
  battery: 44,
  replies: true,
  statusBarBackground: "#f3f1f8",
  css: `body{background:#f3f1f8;color:#2a2638}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:48px;padding:0 12px;gap:14px;background:#f3f1f8;color:#593196;position:relative;z-index:3}.nv b{flex:1;font-size:17px;font-weight:700}
.pt{background:#fff;margin:0 8px;border-radius:10px;overflow:hidden;border:1px solid #e2deec}.pd{padding:0 12px 10px}.pa{display:flex;gap:10px;align-items:flex-end;margin-top:-26px;position:relative}
.pn{font-size:17px;font-weight:700}.pu{font-size:13px;color:#7a7390}.bio{font-size:14.5px;line-height:20px;margin-top:10px}
.pc{gap:14px;margin-top:10px;font-size:13px;color:#7a7390}.pc b{color:#2a2638}.pc small{font-size:13px}
.ac{gap:8px;margin-top:10px}.ac span{flex:1;text-align:center;font-size:14px;font-weight:600;border-radius:8px;padding:8px}
.tt{gap:18px;padding:0 12px;margin:8px 8px 0;background:#fff;border-radius:10px 10px 0 0;border:1px solid #e2deec;border-bottom:none;font-size:14px;color:#7a7390}.tt span{padding:9px 0}.tt .on{color:#593196;border-bottom:2px solid #593196;font-weight:600}
.pl{margin:0 8px;background:#fff;border:1px solid #e2deec;border-top:none}
${postCss({ fg: "#2a2638", sub: "#7a7390", line: "#ebe8f2", accent: "#593196", quoteBg: "#f7f5fb" })}.fd{margin-top:8px}`,
  html: `<div class="row nv" data-role="ui">${icon.back(22)}<b>Tereza Dvořáková</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pt">${picture("100%", 70, ["#8a6ac8", "#d9c9f2"])}<div class="pd"><div class="pa">${avatar(60, "#a05a6a", { ring: "#fff" })}<div>${ui("Tereza Dvořáková", "pn")}${ui("@tereza@akko.brno.cz", "pu")}</div></div>
${own("Alto. Accounts payable by day, St James’s choir on Sundays and Wednesdays.", "bio")}
${fields([
  ["Voice", "second alto, back row, left"],
  ["Languages", "Czech, English, some Latin by now"],
])}
${counts([
  ["604", "Posts"],
  ["151", "Following"],
  ["97", "Followers"],
])}
<div class="row ac" data-role="ui"><span style="background:#593196;color:#fff">Follow</span><span style="background:#efeaf8;color:#593196">Mention</span></div></div></div>
<div class="row tt" data-role="ui"><span class="on">Posts</span><span>With replies</span><span>Media</span></div>
<div class="pl">
${post({
  name: "Tereza Dvořáková",
  handle: "@tereza",
  time: "1d",
  color: "#a05a6a",
  who: "owner",
  text: ["We have a new choir director since September. Very kind, very tall, learns names fast.", "On Sunday he thanked me for joining. I joined in 2020."],
  acts: "11 4 63",
})}
${post({
  name: "Tereza Dvořáková",
  handle: "@tereza",
  time: "3d",
  color: "#a05a6a",
  who: "owner",
  text: ["See you all there. Small hall, usual time, I will bring the spare folders."],
  quote: {
    name: "Yordan Petkov",
    handle: "@yordan@akko.brno.cz",
    who: "Yordan Petkov",
    text: ["Wednesday practice moves to the small hall. The main hall has a wedding and, I am told, a harpist."],
  },
  acts: "2 1 14",
})}
</div></div>`,
};

export const sharkey: ScreenSpec = {
  id: "sharkey-we-still-stir-with-the-metal-one",
  app: "Sharkey",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  cutLines: 1,
  owner: { name: "Usman Qadir", handle: "@usman@shark.den" },
  time: "18:50",
  battery: 37,
  replies: true,
  statusBarBackground: "#19181f",
  css: `body{background:#19181f;color:#e4e1ec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:46px;padding:0 14px;gap:14px;background:#19181f;position:relative;z-index:3}.nv b{flex:1;font-size:16px;font-weight:700;text-align:center}
.pt{background:#222129;margin:0 10px;border-radius:14px;overflow:hidden}.pb{position:relative}.pi{position:absolute;left:110px;bottom:8px}
.pn{font-size:19px;font-weight:800;color:#fff;text-shadow:0 1px 4px #000}.pu{font-size:13.5px;color:#e4e1ec;text-shadow:0 1px 4px #000}
.pa{position:absolute;left:16px;bottom:-30px}.fy{position:absolute;right:12px;top:10px;font-size:12px;background:rgba(0,0,0,.5);border-radius:6px;padding:3px 8px}
.pd{padding:38px 16px 12px}.bio{font-size:15px;line-height:21px}
.ft{margin-top:10px;font-size:13.5px}.ft div{display:flex;gap:10px;padding:3px 0}.ft .k{width:92px;color:#9a96a8;flex:none}.ft .v{color:#8fc9ff}
.pc{gap:18px;margin-top:10px;font-size:13.5px;color:#9a96a8}.pc b{color:#fff}.pc small{font-size:13.5px}
.tt{justify-content:space-around;margin:10px 10px 0;background:#222129;border-radius:12px;font-size:14px;color:#9a96a8}.tt span{padding:10px 0}.tt .on{color:#8fc9ff;border-bottom:2px solid #8fc9ff}
.pl{margin:10px 10px 0;background:#222129;border-radius:14px;overflow:hidden}
.pl .ps:first-child{border-bottom:none}.rx{gap:6px;border-bottom:1px solid #2e2c38}.rx span{font-size:13px;background:#2e2c38;border-radius:6px;padding:3px 7px}
${postCss({ fg: "#e4e1ec", sub: "#9a96a8", line: "#2e2c38", accent: "#8fc9ff", quoteBg: "#1c1b22" })}`,
  html: `<div class="row nv" data-role="ui">${icon.back(22)}<b>Usman Qadir</b>${icon.more(22)}</div>
<div class="fill">
<div class="pt"><div class="pb">${picture("100%", 120, ["#6a4a2a", "#2a1e14"], `<div style="position:absolute;left:0;right:0;top:60px;height:60px;background:linear-gradient(transparent,rgba(0,0,0,.55))"></div>`)}<span class="fy" data-role="ui">Follows you</span><div class="pi">${ui("Usman Qadir", "pn")}${ui("@usman@shark.den", "pu")}</div><div class="pa">${avatar(80, "#8a5a3a", { ring: "#222129" })}</div></div>
<div class="pd">${own("Data analyst, Loughborough. Evenings at the workbench in the shed. Green woodworking, very slowly.", "bio")}
<div class="ft"><div><span class="k" data-role="owner">Shed</span><span class="v" data-role="owner">unheated, lovely</span></div><div><span class="k" data-role="owner">Tools</span><span class="v" data-role="owner">axe, two knives, one plaster</span></div></div>
${counts([
  ["3,048", "Notes"],
  ["260", "Following"],
  ["411", "Followers"],
])}</div></div>
<div class="row tt" data-role="ui"><span class="on">Notes</span><span>All</span><span>Files</span><span>Reactions</span></div>
<div class="pl">
${post({
  top: "Pinned",
  name: "Usman Qadir",
  handle: "@usman",
  time: "6d",
  color: "#8a5a3a",
  who: "owner",
  text: ["Carved my fourteenth wooden spoon this weekend, birch from the park’s storm clear-up.", "We still stir everything with the metal one."],
})}
<div class="row rx" data-role="ui" style="margin:-4px 0 0 64px;padding-bottom:10px"><span>👏 21</span><span>🥄 17</span><span>😂 9</span></div>
${post({
  name: "Usman Qadir",
  handle: "@usman",
  time: "1w",
  color: "#8a5a3a",
  who: "owner",
  text: ["Fair."],
  quote: {
    name: "Silvestre Ibarra",
    handle: "@silvestre@wood.works",
    who: "Silvestre Ibarra",
    text: ["A spoon a week is a lovely hobby. A drawer that will not shut is a warning sign."],
  },
  acts: "3 5 40",
})}
${post({
  name: "Usman Qadir",
  handle: "@usman",
  time: "1w",
  color: "#8a5a3a",
  who: "owner",
  text: ["Sharpening evening. Both knives, the axe, and a long talk with myself about patience."],
})}
</div></div>
${iconBar([icon.home(24), icon.bell(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#19181f", "#2e2c38", "#9a96a8")}`,
};

export const iceshrimp: ScreenSpec = {
  id: "iceshrimp-it-was-the-porch-light",
  app: "Iceshrimp",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 76,
  crop: { top: 30 },
  cutLines: 1,
  owner: { name: "Yngve Halvorsrud", handle: "@yngve@ice.stargaze.no" },
  time: "23:41",
  battery: 22,
  replies: true,
  css: `body{background:#1b1a22;color:#e6e3ee}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:48px;padding:0 14px;gap:16px;background:#1b1a22;position:relative;z-index:3;border-bottom:1px solid #2d2b38}.nv b{flex:1;font-size:16px;font-weight:700}
.pt{padding:4px 14px 10px;border-bottom:1px solid #2d2b38}.pn{font-size:18px;font-weight:700}.pu{font-size:13px;color:#9c98ab}.bio{font-size:14.5px;line-height:20px;margin-top:8px}
.pc{gap:14px;margin-top:8px;font-size:13px;color:#9c98ab}.pc b{color:#e6e3ee}.pc small{font-size:13px}.fb{margin-left:auto;font-size:13.5px;font-weight:600;background:#d36f8e;color:#fff;border-radius:16px;padding:6px 16px}
.tt{gap:18px;padding:0 14px;font-size:14px;color:#9c98ab;border-bottom:1px solid #2d2b38}.tt span{padding:10px 0}.tt .on{color:#f09ab4;border-bottom:2px solid #d36f8e}
.ps .pic{border-radius:10px;margin-top:8px}
${postCss({ fg: "#e6e3ee", sub: "#9c98ab", line: "#2d2b38", accent: "#f09ab4", quoteBg: "#22212b" })}.fd{margin-top:8px}`,
  html: `<div class="row nv" data-role="ui">${icon.back(22)}<b>Yngve Halvorsrud</b>${icon.search(20)}${icon.more(20)}</div>
<div class="fill">
<div class="pt"><div class="row" style="gap:12px">${avatar(56, "#3a5a8a")}<div>${ui("Yngve Halvorsrud", "pn")}${ui("@yngve@ice.stargaze.no", "pu")}</div><span class="fb" data-role="ui">Follow</span></div>
${own("Secondary school physics teacher in Hamar. New to the night sky, keen.", "bio")}
${fields([["Telescope", "130 mm reflector, borrowed from the school"]])}
${counts([
  ["742", "Notes"],
  ["203", "Following"],
  ["189", "Followers"],
])}</div>
<div class="row tt" data-role="ui"><span class="on">Notes</span><span>Replies</span><span>Media</span></div>
${post({
  top: "Pinned",
  name: "Yngve Halvorsrud",
  handle: "@yngve",
  time: "2d",
  color: "#3a5a8a",
  who: "owner",
  text: [
    "First clear night in three weeks, so the telescope went out on the back step at nine.",
    "Spent two hours lining up on Saturn. It was the porch light at number 14.",
  ],
  acts: "12 9 74",
})}
${post({
  depth: 1,
  size: 32,
  name: "Sigurlaug Ásgeirsdóttir",
  handle: "@sigurlaug",
  time: "2d",
  color: "#7a4a6a",
  who: "Sigurlaug Ásgeirsdóttir",
  text: ["Number 14 is my house. The light is on a timer, so Saturn sets at eleven."],
  acts: "1 3 51",
})}
${post({
  name: "Yngve Halvorsrud",
  handle: "@yngve",
  time: "5d",
  color: "#3a5a8a",
  who: "owner",
  text: ["Year 11 built water rockets today. The sports hall roof now has a rocket on it."],
})}
${post({
  name: "Yngve Halvorsrud",
  handle: "@yngve",
  time: "6d",
  color: "#3a5a8a",
  who: "owner",
  text: ["Cloud again tonight. Marking mock exams instead, with the good pen and a pot of tea."],
  acts: "1 0 12",
})}
</div>
${iconBar([icon.home(24), icon.search(24), icon.bell(24), icon.chat(24), icon.person(24)], "#1b1a22", "#2d2b38", "#9c98ab", true)}`,
};

export const B2: ScreenSpec[] = [pleroma, akkoma, sharkey, iceshrimp];
