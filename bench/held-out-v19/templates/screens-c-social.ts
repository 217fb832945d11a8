// Part C posts with replies (v19): Spill (dark; voted designated driver for a hen do without a licence, "i meant
// emotionally"; cropped at the top), Friendica (a wormery's five hundred worms gone with the lid clipped on; JPEG,
// downscaled), Tribel (parents' evening and "the hoover"; PNG downscaled), Squabblr (three notes on the car across
// the drive, which is the wife's; the last comment cut by the bottom bar).
import { pageCss } from "./blocks";
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, crow } from "./screens-c-kit";
import { esc, other, own, ui } from "./shell";

const acts = (items: [string, string][], cls = "ac") =>
  `<div class="row ${cls}" data-role="ui">${items.map(([s, n]) => `<span class="row" style="gap:5px">${s}${n ? `<span>${esc(n)}</span>` : ""}</span>`).join("")}</div>`;

const spillRow = (name: string, handle: string, age: string, color: string, text: string, who: string, counts: [string, string, string]) =>
  `<div class="row sr">${avatar(38, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui(name, "sn")}${ui(`${handle} · ${age}`, "sh2")}</div>${
    who === "owner" ? own(text, "sx") : other(who, text, "sx")
  }${acts([
    [icon.comment(17), counts[0]],
    [icon.repost(17), counts[1]],
    [icon.heart(17), counts[2]],
    [icon.share(17), ""],
  ])}</div></div>`;

export const spill: ScreenSpec = {
  id: "spill-i-meant-emotionally",
  app: "Spill",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  crop: { top: 54 },
  owner: { name: "Oriana", handle: "@orianak" },
  time: "23:19",
  battery: 18,
  replies: true,
  css: `body{background:#0c0c0e;color:#f1f1f3}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #26262b}.th b{flex:1;font-size:17px;font-weight:700;text-align:center;margin-right:36px}
.op{padding:14px 16px 10px;border-bottom:1px solid #26262b}.on{font-size:16px;font-weight:700}.oh{font-size:13.5px;color:#8c8c96}.ox{font-size:19px;line-height:27px;margin-top:12px}.ot{font-size:13.5px;color:#8c8c96;margin-top:12px;padding-bottom:10px;border-bottom:1px solid #26262b}
.ac{justify-content:space-between;color:#8c8c96;font-size:13.5px;margin-top:9px;padding-right:26px}.op .ac{padding:2px 20px 0}
.sr{gap:11px;align-items:flex-start;padding:12px 16px 10px;border-bottom:1px solid #26262b}.sn{font-size:15px;font-weight:700}.sh2{font-size:13.5px;color:#8c8c96}.sx{font-size:15.5px;line-height:22px;margin-top:3px}
.rb{flex:none;gap:10px;padding:10px 14px 34px;border-top:1px solid #26262b;background:#0c0c0e;position:relative;z-index:3}.rb span.bx{flex:1;border-radius:20px;background:#1d1d22;color:#8c8c96;padding:10px 16px;font-size:15px}`,
  html: `<div class="row th" data-role="ui">${icon.back(24)}<b>Post</b></div>
<div class="fill">
<div class="op"><div class="row" style="gap:11px">${avatar(46, "#e07b39")}<div>${ui("Oriana", "on")}${ui("@orianak", "oh")}</div></div>
${own("the group chat has voted me designated driver for the hen do. i have no licence. the vote was 6–1 and they said democracy is democracy", "ox")}
${ui("11:02 PM · Dec 3, 2026 · 4,118 views", "ot")}
${acts([
  [icon.comment(20), "23"],
  [icon.repost(20), "41"],
  [icon.heart(20), "612"],
  [icon.bookmark(20), ""],
])}</div>
${spillRow("Pippa", "@pippalou", "16m", "#5a9ae0", "you did say you’d sort the transport", "Pippa", ["2", "3", "188"])}
${spillRow("Oriana", "@orianak", "14m", "#e07b39", "i meant emotionally", "owner", ["4", "39", "702"])}
${spillRow("Mavra", "@mavra.b", "9m", "#a05ae0", "i’ll bring snacks for the walk", "Mavra", ["", "1", "94"])}
${spillRow("Nevan", "@nevan_o", "3m", "#5ae0a0", "tell them you’ll drive if they push", "Nevan", ["", "", "27"])}
${spillRow("Mireya", "@mireya.q", "2m", "#e05a7a", "the 1 vote was you wasn’t it", "Mireya", ["1", "", "58"])}
${spillRow("Oriana", "@orianak", "1m", "#e07b39", "i abstained", "owner", ["", "", "121"])}
</div>
<div class="row rb" data-role="ui">${avatar(32, "#e07b39")}<span class="bx">Post your reply</span></div>`,
};

const fcmt = (name: string, age: string, color: string, text: string, who: string) =>
  `<div class="row fc">${avatar(28, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui(name, "fcn")}${ui(age, "fca")}</div>${
    who === "owner" ? own(text, "fcx") : other(who, text, "fcx")
  }${ui("Like · Reply", "fcl")}</div></div>`;

export const friendica: ScreenSpec = {
  id: "friendica-my-shoes-twice",
  app: "Friendica",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  downscaleTo: 720,
  owner: { name: "Odhran Nairn", handle: "odhran@friendica.me" },
  time: "10:24",
  battery: 57,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1d4f7a",
  css: `body{background:#ededed;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:52px;padding:0 14px;gap:18px;background:#1d4f7a;color:#fff;position:relative;z-index:3}.nv b{flex:1;font-size:17px;font-weight:500}
.tb2{flex:none;gap:0;background:#fff;border-bottom:1px solid #d9d9d9;font-size:13.5px;color:#555}.tb2 span{flex:1;text-align:center;padding:11px 0}.tb2 span.on{color:#1d4f7a;border-bottom:2px solid #1d4f7a;font-weight:600}
.ps{background:#fff;margin:8px 0 0;padding:12px 14px 6px;border-top:1px solid #d9d9d9;border-bottom:1px solid #d9d9d9}.pn2{font-size:15px;font-weight:600;color:#1d4f7a}.pa2{font-size:12px;color:#777}.px{font-size:14.5px;line-height:21px;margin-top:10px}
.ac{gap:20px;color:#666;font-size:13px;margin:12px 0 8px;padding-top:8px;border-top:1px solid #eee}
.fc{gap:9px;align-items:flex-start;padding:8px 0 6px 18px;border-left:3px solid #e3e3e3;margin-left:4px}.fcn{font-size:13.5px;font-weight:600;color:#1d4f7a}.fca{font-size:12px;color:#888}.fcx{font-size:14px;line-height:19.5px;margin-top:1px}.fcl{font-size:12px;color:#888;margin-top:3px}
.cb{margin:6px 0 4px 25px;border:1px solid #d2d2d2;border-radius:4px;padding:8px 10px;font-size:13.5px;color:#999}`,
  html: `<div class="row nv" data-role="ui">${icon.menu(22)}<b>Network</b>${icon.bell(21)}${icon.search(21)}</div>
<div class="row tb2" data-role="ui"><span class="on">Network</span><span>Home</span><span>Community</span></div>
<div class="fill">
<div class="ps"><div class="row" style="gap:10px">${avatar(42, "#8a6a3a")}<div style="flex:1;min-width:0">${ui("Odhran Nairn", "pn2")}${ui("odhran@friendica.me · 2 hours ago", "pa2")}</div>${icon.moreV(18)}</div>
${own("Wormery update, week three.", "px")}
${own("All five hundred worms have gone. The lid was still clipped on and the tap was closed. I have looked everywhere, including my shoes, twice.", "px")}
${acts([
  [icon.thumbUp(16), "19"],
  [icon.comment(16), "4"],
  [icon.repost(16), "2"],
  [icon.share(16), ""],
])}
${fcmt("Rolf Pentreath", "1 hour ago", "#4a8a5a", "They go up and over the top when it’s cold or too wet. Check under the trays.", "Rolf Pentreath")}
${fcmt("Odhran Nairn", "1 hour ago", "#8a6a3a", "Checked under the trays. I’m also checking the car now, before every drive.", "owner")}
${fcmt("Osman Rennick", "34 minutes ago", "#6a5a9a", "Mine came back on their own after a week. Never found out where they went.", "Osman Rennick")}
${fcmt("Rolf Pentreath", "20 minutes ago", "#4a8a5a", "If they turn up, lay some damp cardboard on top. They settle down under it.", "Rolf Pentreath")}
<div class="cb" data-role="ui">Comment</div>
</div></div>`,
};

export const tribel: ScreenSpec = {
  id: "tribel-she-just-said-the-hoover",
  app: "Tribel",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Moira Tallack", handle: "@moiratallack" },
  time: "21:47",
  battery: 33,
  replies: true,
  css: `body{background:#f2f4f7;color:#1b1f24}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.tr{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e2e6ea}.tr b{flex:1;font-size:21px;font-weight:800;color:#1b63d6;letter-spacing:-.4px}
.pc{background:#fff;margin-top:8px;padding:14px 16px 8px;border-top:1px solid #e2e6ea;border-bottom:1px solid #e2e6ea}.pn{font-size:15px;font-weight:700}.pm{font-size:12.5px;color:#6b7480}.px{font-size:16px;line-height:23px;margin-top:10px}
.ac{gap:22px;color:#6b7480;font-size:13px;margin-top:12px;padding:9px 0 4px;border-top:1px solid #eef0f3}
.ch3{font-size:13px;font-weight:700;color:#6b7480;padding:12px 16px 2px;background:#fff}
.fill .cr{gap:9px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:6px;background:#fff}.crn{font-size:13px;font-weight:700}.crx{font-size:14.5px;line-height:20.5px;margin-top:2px;background:#f2f4f7;border-radius:12px;padding:7px 11px}.crf{font-size:12px;color:#6b7480;margin:3px 0 0 11px}`,
  html: `<div class="row tr" data-role="ui"><b>tribel</b>${icon.search(21)}${icon.bell(21)}${avatar(28, "#c06a8a")}</div>
<div class="fill">
<div class="pc"><div class="row" style="gap:10px">${avatar(42, "#c06a8a")}<div style="flex:1;min-width:0">${ui("Moira Tallack", "pn")}${ui("@moiratallack · 3h · Public", "pm")}</div>${icon.more(20)}</div>
${own("Parents’ evening tonight. Quincy’s teacher said he “shares a lot about home life during news time.” She said it kindly. She didn’t make eye contact.", "px")}
${acts([
  [icon.thumbUp(17), "86"],
  [icon.comment(17), "14"],
  [icon.repost(17), "3"],
  [icon.share(17), ""],
])}</div>
<div class="ch3" data-role="ui">Most relevant comments</div>
${crow("Rosslyn Ollerton", "2h", "#5a8ac0", "What has he shared 😂", "Rosslyn Ollerton", 0, "Like · Reply · 12")}
${crow("Moira Tallack", "2h", "#c06a8a", "I asked. She just said “the hoover” and moved on.", "owner", 1, "Like · Reply · 31")}
${crow("Neriah", "1h", "#5ab08a", "Ours told his whole class I cried at a car advert. I did, but still.", "Neriah", 0, "Like · Reply · 9")}
${crow("Philippus Grane", "48m", "#8a7ab0", "Our daughter’s teacher now asks me “How’s the lodger?” every pickup. We don’t have a lodger.", "Philippus Grane", 0, "Like · Reply · 17")}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#e2e6ea", "#6b7480")}`,
};

export const squabblr: ScreenSpec = {
  id: "squabblr-kept-all-three-notes",
  app: "Squabblr",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "rutger_n", handle: null },
  time: "20:31",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1c1c1f", sub: "#76767f", line: "#e8e8ec", accent: "#6b4bd8", soft: "#f5f4fb", size: 14 })}
.sq{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e8e8ec;position:relative;z-index:3}.sq b{flex:1;font-size:16px;font-weight:700}
.po{flex:none;padding:12px 14px 8px;border-bottom:6px solid #f1f0f6}.pc2{font-size:12.5px;color:#76767f}.pc2 b{color:#1c1c1f}.pt{font-size:18px;line-height:24px;font-weight:700;margin-top:6px}.pb{font-size:14.5px;line-height:21px;margin-top:7px}
.vr{gap:14px;margin-top:10px;font-size:13px;color:#76767f}.vr .v{gap:6px;background:#f1f0f6;border-radius:16px;padding:5px 10px;color:#1c1c1f;font-weight:600}
.fill>*{flex:none}.cr{gap:9px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:5px}.crn{font-size:12.5px;font-weight:600;color:#76767f}.crx{font-size:14.5px;line-height:20px;margin-top:2px}.crf{font-size:12px;color:#76767f;margin-top:4px}`,
  html: `<div class="row sq" data-role="ui">${icon.back(22)}<b>s/neighbours</b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="po"><div class="pc2" data-role="ui"><b>s/neighbours</b> · u/rutger_n · 5h</div>
${own("Update on the car parked across our drive", "pt")}
${own("For three weeks a grey Golf has been parked across the end of our drive. I left three polite notes under the wiper, each one a little less polite.", "pb")}
${own("Tonight my wife asked why I keep leaving notes on her car. She bought it on the 9th to surprise me. She has kept all three notes.", "pb")}
<div class="row vr" data-role="ui"><span class="row v">${icon.arrowUp(15)}<span>2.4k</span>${icon.arrowDown(15)}</span><span class="row" style="gap:5px">${icon.comment(16)}<span>318</span></span><span class="row" style="gap:5px">${icon.share(16)}<span>Share</span></span></div></div>
${crow("melchior_b", "4h", "#5a8ac0", "What did the notes say?", "melchior_b", 0, "▲ 611 · Reply", 28)}
${crow("rutger_n", "OP · 4h", "#b08a4a", "The third one just said “Really?” She’s stuck it to the fridge.", "owner", 1, "▲ 1.2k · Reply", 28)}
${crow("orville_t", "3h", "#4ab08a", "In fairness to you, who parks across their own drive for three weeks to keep a secret? That is a long surprise. My husband couldn’t hide a birthday card for an afternoon.", "orville_t", 0, "▲ 204 · Reply", 28)}
${crow("nolwenn_p", "2h", "#b05a6a", "Please tell me the notes are still in the car and she reads them out loud to you at the lights. That would be the best outcome for everyone here.", "nolwenn_p", 0, "▲ 96 · Reply", 28)}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.bell(24)], "#fff", "#e8e8ec", "#76767f", true)}`,
};
