// More comments: CurseForge (dark, chickens that follow anything, one back from the Nether with a
// sword, keyboard open with a message typed), Hackster.io (a doorbell that announces the owner's mother
// as "Parcel", JPEG), Fandom (900 Koroks in 14 months for a golden poo, JPEG).
import { avatar, icon, picture } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const curseForge: ScreenSpec = {
  id: "curseforge-came-back-with-a-sword",
  app: "CurseForge",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "henhouse_hal", handle: null },
  time: "16:40",
  battery: 59,
  keyboard: true,
  suggestions: ["latest", "Fabric", "the"],
  replies: true,
  css: `${pageCss({ bg: "#1c1b22", card: "#1c1b22", fg: "#ecebf0", sub: "#9c9aa8", line: "#2e2c38", accent: "#f16436", soft: "#26252d", size: 14.5 })}
.fill{justify-content:flex-end;padding-bottom:4px}.cm{padding:7px 16px}.md{flex:none;gap:10px;padding:8px 14px;border-bottom:1px solid #2e2c38;position:relative;z-index:3;background:#1c1b22}.md b{font-size:14px;display:block}.md small{font-size:12px;color:#9c9aa8;display:block}
.in{flex:none;gap:10px;padding:7px 12px;background:#26252d;border-top:1px solid #2e2c38;position:relative;z-index:2;color:#f16436}.in .box{flex:1;min-height:36px;border-radius:8px;background:#1c1b22;display:flex;align-items:center;padding:6px 12px;font-size:15px}`,
  html: `${head("Comments", "CurseForge", icon.moreV(20))}
<div class="row md" data-role="ui">${picture(40, 40, ["#f2d38a", "#b0702a"])}<div><b>Loyal Chickens</b><small>by henhouse_hal · 1.4M downloads</small></div></div>
<div class="fill">
${cmt("henhouse_hal", "Author · 3 days ago", "#d08a3a", "v2.3 is out: fixes the crash with Create and adds nesting boxes.", "owner")}
${cmt("brickmage", "2 days ago", "#5a8ac0", "my chickens follow me everywhere now, is that intended", "brickmage")}
${cmt("henhouse_hal", "Author · 2 days ago", "#d08a3a", "They’re supposed to follow you if you hold seeds. They follow you if you hold anything. One followed a player into the Nether and came back with a sword.", "owner", true)}
${cmt("Oonagh_plays", "1 day ago", "#8ac05a", "mine sleep in my bed", "Oonagh_plays")}
${cmt("henhouse_hal", "Author · 1 day ago", "#d08a3a", "That’s a feature now.", "owner", true)}
${cmt("zeph_x", "5 hours ago", "#b05ab0", "can you add a config to turn the following off", "zeph_x")}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">does it work with the</span></div>`,
};

export const hackster: ScreenSpec = {
  id: "hackster-parcel",
  app: "Hackster.io",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 67,
  owner: { name: "Tunde Olabode", handle: null },
  time: "13:52",
  battery: 61,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1c2023", sub: "#6a7177", line: "#e6e8ea", accent: "#1e8acb", soft: "#f0f7fc", size: 14 })}
.fill{justify-content:flex-end;padding-bottom:9px}.pj{gap:10px;padding:8px 14px;border-bottom:1px solid #e6e8ea;position:relative;z-index:3;background:#fff}.pj b{font-size:14px;line-height:19px;display:block}.pj small{font-size:12px;color:#6a7177;display:block}.cm{border-bottom:1px solid #f1f2f3}`,
  html: `${head("Comments (23)", "Hackster.io", icon.moreV(20))}
<div class="row pj" data-role="ui">${picture(48, 40, ["#cfe3f0", "#2a5a7a"])}<div><b>Doorbell That Announces Who’s There</b><small>by Tunde Olabode · ESP32 + camera · 9,812 views</small></div></div>
<div class="fill">
${cmt("pieter_builds", "6 days ago", "#6aa07a", "Love this. Which camera module is it?", "pieter_builds")}
${cmt("Tunde Olabode", "6 days ago", "#5a7a9a", "The OV2640, the cheap one. It works fine in daylight.", "owner", true)}
${cmt("Lina Hoffmann", "5 days ago", "#b07a9a", "Great write-up! Which model did you use for the face recognition?", "Lina Hoffmann")}
${cmt("Tunde Olabode", "5 days ago", "#5a7a9a", "MobileFaceNet, trained on about 40 photos of each person.", "owner", true)}
${cmt("srikant_iot", "4 days ago", "#7ab06a", "how accurate is it in practice", "srikant_iot")}
${cmt("Tunde Olabode", "4 days ago", "#5a7a9a", "Very, except it has decided my mother is “Parcel”. She has visited twice since and it said Parcel both times.", "owner", true)}
${cmt("Lina Hoffmann", "4 days ago", "#b07a9a", "does she know", "Lina Hoffmann", true)}
${cmt("Tunde Olabode", "3 days ago", "#5a7a9a", "She does now. She’s asked to be retrained.", "owner", true)}
${cmt("ghostwire", "1 day ago", "#9a6ab0", "add a confidence threshold and have it fall back to Unknown", "ghostwire")}
</div>
<div class="row" style="flex:none;gap:10px;padding:8px 12px 14px;border-top:1px solid #e6e8ea" data-role="ui">${avatar(28, "#9aa4ab")}<span style="flex:1;font-size:14px;color:#6a7177">Add a comment…</span>${icon.send(20)}</div>`,
};

export const fandom: ScreenSpec = {
  id: "fandom-golden",
  app: "Fandom",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "LeafCrownLeo", handle: null },
  time: "00:17",
  battery: 26,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1e0c1b", sub: "#6b5f69", line: "#ebe5ea", accent: "#fa005a", soft: "#fdf0f5", size: 14.5 })}
.ar{padding:10px 16px;border-bottom:1px solid #ebe5ea}.ar b{font-size:22px;font-family:Georgia,serif;display:block}.ar div{font-size:14px;line-height:20px;color:#3a2e38;margin-top:6px}.h2{font-size:15px;font-weight:700;padding:12px 16px 4px}.cm{padding:9px 16px}`,
  html: `${head("Zelda Wiki", "Fandom", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>Hestu’s Gift</b><div>Hestu’s Gift is the reward for finding all 900 Korok Seeds in Breath of the Wild. It is a golden item that Hestu describes as a token of friendship.</div></div>
${ui("Comments (318)", "h2")}
<div class="fill">
${cmt("Cellarmyst", "3 months ago", "#6a8ab0", "The fact that this is the reward for 900 Koroks is peak Nintendo.", "Cellarmyst")}
${cmt("LeafCrownLeo", "2 months ago", "#7aa05a", "Found all 900. It took 14 months. I showed my wife and she said “so it’s a poo” and I said “it’s a golden poo” and she said that was worse.", "owner")}
${cmt("Cellarmyst", "2 months ago", "#6a8ab0", "was it worth it", "Cellarmyst", true)}
${cmt("LeafCrownLeo", "2 months ago", "#7aa05a", "Yes. It’s my desktop background now.", "owner", true)}
${cmt("bokoblin_barb", "1 month ago", "#b07a6a", "use the Korok Mask, it shakes when one is nearby, saved me weeks", "bokoblin_barb")}
${cmt("RitoRory", "3 weeks ago", "#9a6ab0", "I stopped at 441, that’s where the pouch upgrades end anyway", "RitoRory")}
${cmt("moblin_mae", "2 weeks ago", "#6ab0a0", "the Hestu dance when you hand over the seeds is the real reward", "moblin_mae")}
</div>`,
};
