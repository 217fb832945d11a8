// Part B's posts with replies (v35), third file: Carb Manager (keto sarmale at a mother-in-law's), Wamiz (a cat who
// takes out the mustard) and Brickit (a castle's last piece).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const carbManager: ScreenSpec = {
  id: "carb-manager-not-spoken-since-sunday",
  app: "Carb Manager",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 68 }],
  owner: { name: "Liviu Popa", handle: null },
  time: "20:14",
  battery: 19,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f2f4f3",
      card: "#ffffff",
      fg: "#1d2624",
      sub: "#6d7a76",
      line: "#e3e8e6",
      name: "#1d2624",
      accent: "#16a085",
      head: "#ffffff",
      headFg: "#1d2624",
      size: 14,
    }) +
    `.ph b{font-size:18px}.mc{gap:8px;margin-top:8px}.mc div{flex:1;text-align:center;background:#eef8f5;border-radius:8px;padding:5px 0}.mc .v{font-size:14px;font-weight:700;color:#16a085}.mc .k{font-size:10px;color:#6d7a76}
.bd{display:inline-block;font-size:11px;font-weight:700;color:#fff;background:#16a085;border-radius:9px;padding:2px 8px;margin-left:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Community</b>${icon.search(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#8a5a3b")}<div style="flex:1"><div class="row" style="gap:0">${ui("Liviu Popa", "pn")}${ui("Day 40", "bd")}</div>${ui("Keto · Recipes · 5h", "pm")}</div></div>
${own("Sunday lunch at my mother-in-law's, day 40 of keto.", "px")}
${own("Made her sarmale with cauliflower rice instead of rice.", "px")}
${own("She has not spoken to me since Sunday.", "px")}</div>
${picture(
  "100%",
  150,
  ["#e7d9c4", "#cdb899"],
  shapes([
    [50, 14, 260, 124, "#f3efe8"],
    [70, 28, 220, 96, "#8c3b22"],
    [100, 44, 70, 34, "#6e8a3a", "40%"],
    [180, 40, 70, 34, "#5f7d31", "40%"],
    [130, 80, 70, 34, "#6e8a3a", "40%"],
    [210, 78, 50, 26, "#f4f0e2", "40%"],
  ]),
)}
<div class="pp" style="padding-top:4px"><div class="row mc" data-role="ui"><div>${ui("3 g", "v")}${ui("Net carbs", "k")}</div><div>${ui("22 g", "v")}${ui("Fat", "k")}</div><div>${ui("14 g", "v")}${ui("Protein", "k")}</div></div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>31</span></span><span class="row">${icon.comment(17)}<span>7</span></span><span class="r">${icon.bookmark(18)}</span></div></div>
<div class="pc" data-role="ui">Comments (7)</div>
${crow({ name: "Horia Ionescu", meta: "4h", joined: true, color: "#4a7fa6", text: ["Mine would have changed the locks, to be fair"], who: "Horia Ionescu", foot: "Like · Reply" })}
${crow({ name: "Liviu Popa", meta: "4h", joined: true, color: "#8a5a3b", text: ["She's put my portion in a separate pot with my name on the lid."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gretchen", meta: "3h", joined: true, color: "#b0567a", text: ["Looks good! How many net carbs per roll?"], who: "Gretchen", foot: "Like · Reply" })}
${crow({ name: "Liviu Popa", meta: "3h", joined: true, color: "#8a5a3b", text: ["About 3 g each, with the sauerkraut leaves."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#ffffff", "#e3e8e6", "#42504c", true)}`,
};

export const wamiz: ScreenSpec = {
  id: "wamiz-only-ever-the-mustard",
  app: "Wamiz",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Gintare Kazlauskiene", handle: null },
  time: "08:37",
  battery: 82,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#fff8f1",
      card: "#ffffff",
      fg: "#2a2320",
      sub: "#857870",
      line: "#f0e6dc",
      name: "#2a2320",
      accent: "#f07f3c",
      head: "#ffffff",
      headFg: "#2a2320",
      size: 14.5,
    }) +
    `.ph b{font-size:20px;font-weight:800;color:#f07f3c}.an{gap:6px;margin-top:8px}.an span{font-size:11.5px;padding:3px 9px;border-radius:11px;background:#fff0e4;color:#b85a22;font-weight:600}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>wamiz</b>${icon.bell(21)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#7a8f5a")}<div style="flex:1">${ui("Gintare Kazlauskiene", "pn")}${ui("Liepa's human · Vilnius · 1d", "pm")}</div>${icon.more(20)}</div>
<div class="row an" data-role="ui"><span>Liepa</span><span>European Shorthair</span><span>3 years</span></div>
${own("Liepa has learned to open the fridge.", "px")}
${own("She only ever takes out the mustard.", "px")}
${own("Hiding it behind the milk lasted one day.", "px")}</div>
${picture(
  "100%",
  170,
  ["#d8dde3", "#b9c2cc"],
  shapes([
    [210, 0, 180, 170, "#eef1f4", "6px"],
    [220, 60, 160, 4, "#c7ced6", "0"],
    [220, 110, 160, 4, "#c7ced6", "0"],
    [300, 76, 22, 34, "#e5b82c", "6px"],
    [298, 68, 26, 12, "#c0392b", "4px"],
    [90, 70, 100, 80, "#6d6a66", "50% 50% 40% 40%"],
    [110, 40, 56, 50, "#6d6a66"],
    [112, 30, 14, 20, "#6d6a66", "2px 10px 0 0"],
    [150, 30, 14, 20, "#6d6a66", "10px 2px 0 0"],
    [0, 150, 210, 20, "#a08b74", "0"],
  ]),
)}
<div class="pp" style="padding-top:4px"><div class="row pa" data-role="ui" style="margin-top:4px"><span class="row">${icon.heart(17)}<span>96</span></span><span class="row">${icon.comment(17)}<span>12</span></span><span class="row">${icon.share(17)}</span></div></div>
<div class="pc" data-role="ui">12 comments</div>
${crow({ name: "Laima Jankauskaite", meta: "1d", color: "#a05c8a", text: ["A cat of refined taste, honestly"], who: "Laima Jankauskaite", foot: "Like · Reply" })}
${crow({ name: "Kestutis Balciunas", meta: "1d", color: "#4d7aa0", text: ["Mine only wants the butter, should I be worried?"], who: "Kestutis Balciunas", foot: "Like · Reply" })}
${crow({ name: "Jurate Mickute", meta: "20h", color: "#6e9a6a", text: ["A child lock worked for our Siamese, try one"], who: "Jurate Mickute", foot: "Like · Reply" })}
${crow({ name: "Gintare Kazlauskiene", meta: "18h", color: "#7a8f5a", text: ["The child lock lasted a week, she worked that out too."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#ffffff", "#f0e6dc", "#4a403a")}`,
};

export const brickit: ScreenSpec = {
  id: "brickit-the-hoover-bag-twice",
  app: "Brickit",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Levan Beridze", handle: "@levan.builds" },
  time: "22:48",
  battery: 27,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#121316",
      card: "#1b1d22",
      fg: "#eceef2",
      sub: "#8d93a0",
      line: "#2a2d34",
      name: "#eceef2",
      accent: "#ffcf1f",
      head: "#121316",
      headFg: "#eceef2",
      size: 14.5,
    }) +
    `.ph b{font-size:17px;text-align:center}.bk{gap:8px;margin-top:9px}.bk span{font-size:12px;padding:4px 10px;border-radius:8px;background:#2a2d34;color:#ffcf1f;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Build</b>${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  170,
  ["#2b2f38", "#3b404b"],
  shapes([
    [0, 140, 390, 30, "#555b66", "0"],
    [80, 60, 230, 84, "#9aa0a8", "2px"],
    [70, 30, 50, 114, "#8b9199", "2px"],
    [270, 30, 50, 114, "#8b9199", "2px"],
    [70, 22, 12, 10, "#8b9199", "0"],
    [94, 22, 12, 10, "#8b9199", "0"],
    [270, 22, 12, 10, "#8b9199", "0"],
    [294, 22, 12, 10, "#8b9199", "0"],
    [165, 90, 60, 54, "#3a2a1a", "30px 30px 0 0"],
    [120, 70, 20, 14, "#c0392b", "2px"],
    [250, 70, 20, 14, "#2f5fb3", "2px"],
    [185, 8, 4, 40, "#cfd3d8", "0"],
    [189, 8, 24, 14, "#ffcf1f", "0"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#5d7bb5")}<div style="flex:1">${ui("Levan Beridze", "pn")}${ui("@levan.builds · 2d", "pm")}</div></div>
<div class="row bk" data-role="ui"><span>674 pieces</span><span>Castle</span><span>From my bricks</span></div>
${own("Rebuilt my childhood castle from the bucket of bricks at my parents' house.", "px")}
${own("Three weeks, 674 pieces.", "px")}
${own("The last missing piece was in the hoover bag, which I went through twice.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heartFilled(16, "#ffcf1f")}<span>128</span></span><span class="row">${icon.comment(16)}<span>14</span></span><span class="r">Build this</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Giorgi Kapanadze", meta: "2d", joined: true, color: "#a0734d", text: ["Respect for the hoover bag dig, proper dedication"], who: "Giorgi Kapanadze", foot: "Like · Reply" })}
${crow({ name: "Levan Beridze", meta: "2d", joined: true, color: "#5d7bb5", text: ["Second time round I wore washing-up gloves."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Lasha Tsiklauri", meta: "1d", joined: true, color: "#6f9a5b", text: ["Which set is it? Looks like 6080"], who: "Lasha Tsiklauri", foot: "Like · Reply" })}
${crow({ name: "Levan Beridze", meta: "1d", joined: true, color: "#5d7bb5", text: ["Yes, 6080 from 1984, the drawbridge still works."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gvantsa Beridze", meta: "20h", joined: true, color: "#b0567a", text: ["Mum wants to know if she can have her hoover back"], who: "Gvantsa Beridze", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(25), icon.grid(23), icon.person(24)], "#121316", "#2a2d34", "#eceef2")}`,
};
