// More comments: BoardGameGeek (a rules thread about a husband's Storm card, nine games in a row, JPEG),
// Tapas (dark, a webcomic dragon whose tie changes sides, cropped at the top and the bottom, the last
// comment cut), Nexus Mods (dark, a horse mod whose horses get tired and dislike you, JPEG).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const bgg = (name: string, color: string, age: string, text: string, who: "owner" | string, thumbs: string) =>
  `<div class="bp"><div class="row" style="gap:8px">${avatar(28, color)}${ui(name, "bn")}${ui(age, "ba")}<span class="th" data-role="ui">${icon.thumbUp(13)} ${thumbs}</span></div>${who === "owner" ? own(text, "bx") : other(who, text, "bx")}</div>`;

export const boardGameGeek: ScreenSpec = {
  id: "boardgamegeek-storm-card",
  app: "BoardGameGeek",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 67,
  owner: { name: "meeple_maureen", handle: null },
  time: "20:31",
  battery: 53,
  replies: true,
  css: `body{background:#f2f3f5;color:#1d2433}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#3f3a60;color:#fff}.hd b{flex:1;font-size:16px;font-weight:500}.bc{font-size:12px;color:#5e6a80;padding:10px 16px 0}
.tt{font-size:18px;font-weight:700;line-height:24px;padding:4px 16px 8px}.bp{background:#fff;margin:0 0 5px;padding:8px 16px}.bn{font-size:13px;font-weight:700;color:#1a5fb4}.ba{font-size:12px;color:#6f7a8c}.th{margin-left:auto;display:flex;align-items:center;gap:4px;font-size:12px;color:#6f7a8c}.bx{font-size:14px;line-height:20px;margin:4px 0 0 36px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Rules</b>${icon.bookmark(20)}${icon.moreV(20)}</div>
<div class="fill">
${ui("Harbourmasters › Forums › Rules", "bc")}
${own("Is my husband cheating with the Storm card?", "tt")}
${bgg("meeple_maureen", "#b5487a", "3d", "We play every Sunday. My husband says the Storm card lets him skip my whole turn. He has drawn it in 9 games in a row.", "owner", "38")}
${bgg("dicetower_dan", "#3a7fb5", "3d", "does he shuffle", "dicetower_dan", "21")}
${bgg("meeple_maureen", "#b5487a", "3d", "He says he has a system.", "owner", "64")}
${bgg("rules_lawyer_rk", "#7a9e3c", "2d", "Storm skips your harvest, not your turn. Rulebook p. 7.", "rules_lawyer_rk", "45")}
${bgg("meeple_maureen", "#b5487a", "2d", "I showed him page 7. He says it’s a misprint.", "owner", "112")}
${bgg("kallax_kim", "#c98a2a", "1d", "check the bottom of the deck", "kallax_kim", "17")}
${bgg("meeple_maureen", "#b5487a", "1d", "Checked. There are three Storm cards. The game comes with one.", "owner", "203")}
</div>`,
};

const tc = (name: string, badge: string, color: string, age: string, text: string, who: "owner" | string, likes: string) =>
  `<div class="tc"><div class="row" style="gap:8px">${avatar(30, color)}${ui(name, "tn")}${badge ? ui(badge, "tb") : ""}${ui(age, "ta")}</div>${who === "owner" ? own(text, "tx") : other(who, text, "tx")}<div class="row tl" data-role="ui">${icon.heart(13)}${span(likes)}${span("Reply")}</div></div>`;

export const tapas: ScreenSpec = {
  id: "tapas-left-handed",
  app: "Tapas",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "inkpot_iris", handle: null },
  time: "01:26",
  battery: 23,
  crop: { top: 50, bottom: 15 },
  cutLines: 1,
  replies: true,
  css: `body{background:#121212;color:#e8e8e8}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #262626}.hd b{font-size:15px;display:block}.hd small{font-size:12px;color:#8f8f8f;display:block}
.et{font-size:19px;font-weight:700;padding:10px 16px 2px}.em{font-size:12px;color:#8f8f8f;padding:0 16px 8px}.cn{margin:6px 12px;padding:10px 12px;background:#1f1f1f;border-radius:8px}.cn .h{font-size:12px;font-weight:700;color:#ff5a5f}.cn .t{font-size:14px;line-height:20px;margin-top:2px}
.nv{gap:10px;padding:8px 12px}.nv span{flex:1;text-align:center;font-size:13px;background:#262626;border-radius:6px;padding:7px}.sec{padding:10px 16px 4px;font-size:14px;font-weight:700;border-top:1px solid #262626}
.tc{padding:8px 16px;border-bottom:1px solid #1c1c1c}.tn{font-size:13px;font-weight:600}.tb{font-size:10px;font-weight:700;color:#121212;background:#ff5a5f;border-radius:3px;padding:0 5px}.ta{font-size:12px;color:#8f8f8f}.tx{font-size:14px;line-height:20px;margin:3px 0 0 38px}.tl{gap:6px;margin:4px 0 0 38px;font-size:12px;color:#8f8f8f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Dragon Accountant</b><small>by inkpot_iris</small></div>${icon.heart(22)}${icon.more(22)}</div>
<div class="fill">
${picture("100%", 96, ["#3b2a4a", "#1a1420"])}
${own("Ep. 87 – The Audit", "et")}
${ui("Nov 11, 2025 · 18.4K views · ♥ 2.1K", "em")}
<div class="cn">${ui("Creator’s note", "h")}${own("Sorry this one is short! I drew it on a train with no table.", "t")}</div>
<div class="row nv" data-role="ui"><span>‹ Ep. 86</span><span>Ep. 88 ›</span></div>
${ui("Comments (214)", "sec")}
${tc("ohnoitsgreg", "", "#5a7d9a", "2h", "the dragon’s tie is on the wrong side in panel 3", "ohnoitsgreg", "388")}
${tc("inkpot_iris", "CREATOR", "#b86a3c", "2h", "He’s left-handed.", "owner", "1.2K")}
${tc("waffle_knight", "", "#8a5ab0", "1h", "his tie was on the right last week", "waffle_knight", "640")}
${tc("inkpot_iris", "CREATOR", "#b86a3c", "1h", "He’s learning.", "owner", "1.9K")}
${tc("mossy_toad", "", "#4f9a6a", "50m", "how long does the audit last", "mossy_toad", "97")}
${tc("inkpot_iris", "CREATOR", "#b86a3c", "45m", "Until Ep. 140.", "owner", "410")}
${tc("lunar.ledger", "", "#9a4f6a", "20m", "thank you for the chapter, hope you find a table", "lunar.ledger", "52")}
</div>`,
};

const nm = (name: string, badge: string, color: string, age: string, text: string, who: "owner" | string) =>
  `<div class="nc"><div class="row" style="gap:8px">${avatar(30, color)}<div style="flex:1"><div class="row" style="gap:6px">${ui(name, "nn")}${badge ? ui(badge, "nb") : ""}</div>${ui(age, "na")}</div></div>${who === "owner" ? own(text, "nx") : other(who, text, "nx")}</div>`;

export const nexusMods: ScreenSpec = {
  id: "nexusmods-horse-stamina",
  app: "Nexus Mods",
  kind: "comments",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Haldor_Modworks", handle: null },
  time: "23:14",
  battery: 58,
  replies: true,
  css: `body{background:#1b1c1f;color:#e3e3e6}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#101113;border-bottom:1px solid #2c2d31}.hd b{flex:1;font-size:16px;font-weight:500}
.md{gap:12px;padding:12px 16px;border-bottom:1px solid #2c2d31}.md b{font-size:16px;line-height:21px;display:block}.md small{font-size:12px;color:#9c9ca3;display:block;margin-top:2px}.tb{gap:20px;padding:0 16px;font-size:14px;color:#9c9ca3;border-bottom:1px solid #2c2d31}.tb span{padding:10px 0}.tb .on{color:#da8e35;border-bottom:2px solid #da8e35}
.nc{padding:10px 16px;border-bottom:1px solid #26272b}.nc.st{background:#24211c;border-left:3px solid #da8e35}.nn{font-size:13px;font-weight:600}.nb{font-size:10px;font-weight:700;color:#1b1c1f;background:#da8e35;border-radius:3px;padding:0 5px}.na{font-size:11px;color:#9c9ca3}.nx{font-size:14px;line-height:20px;margin:4px 0 0 38px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Elder Vale</b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="row md" data-role="ui">${picture(56, 56, ["#8a6a4a", "#3a2a1a"])}<div><b>Realistic Horse Stamina</b><small>by Haldor_Modworks · v3.2 · 48.1K downloads</small></div></div>
<div class="row tb" data-role="ui"><span>Description</span><span class="on">Posts (316)</span><span>Bugs</span></div>
<div class="fill">
<div class="nc st"><div class="row" style="gap:8px">${avatar(30, "#da8e35")}<div style="flex:1"><div class="row" style="gap:6px">${ui("Haldor_Modworks", "nn")}${ui("AUTHOR", "nb")}${ui("STICKY", "nb")}</div>${ui("3 days ago", "na")}</div></div>${own("Version 3.2: horses now get tired. This is the feature. Please read this before reporting bugs.", "nx")}</div>
${nm("bugreport_bo", "", "#5a7d9a", "2 days ago", "after installing, my horse won’t run", "bugreport_bo")}
${nm("Haldor_Modworks", "AUTHOR", "#da8e35", "2 days ago", "That’s the realistic stamina.", "owner")}
${nm("drakefire_77", "", "#8a5ab0", "2 days ago", "he won’t walk either", "drakefire_77")}
${nm("Haldor_Modworks", "AUTHOR", "#da8e35", "2 days ago", "Realistic horses don’t like you.", "owner")}
${nm("kyra_v", "", "#4f9a6a", "1 day ago", "my horse is on the roof of the inn", "kyra_v")}
${nm("Haldor_Modworks", "AUTHOR", "#da8e35", "1 day ago", "That’s a different mod.", "owner")}
${nm("thane_of_tea", "", "#9a4f6a", "5 hours ago", "does it work with the saddle overhaul", "thane_of_tea")}
</div>`,
};
