// Part B's posts with replies (v42), fourth file: Flare (a Misskey note read in Flare: a stegosaurus cake called
// the hill), Netfish (a catch post: one perch and a heron).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const flare: ScreenSpec = {
  id: "flare-stegosaurus-called-the-hill",
  app: "Flare",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Jenefer Trask", handle: "@jenefer@misskey.io" },
  time: "20:09",
  battery: 66,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#17171c",
      card: "#17171c",
      fg: "#ebebf0",
      sub: "#8f8f9c",
      line: "#2a2a33",
      name: "#ebebf0",
      accent: "#86b300",
      head: "#17171c",
      headFg: "#ebebf0",
      size: 15.5,
    }) +
    `.ph b{font-size:17px;font-weight:600;text-align:center}.hd{font-size:13px;color:#8f8f9c}.vi{font-size:12px;color:#86b300;display:flex;align-items:center;gap:4px}
.rx{display:flex;flex-wrap:wrap;gap:6px;margin-top:10px}.rx span{display:flex;align-items:center;gap:4px;background:#23232b;border:1px solid #33333d;border-radius:8px;padding:3px 8px;font-size:13px;color:#c9c9d3}.rx .on{border-color:#86b300;color:#86b300}
.dt{font-size:13px;color:#8f8f9c;margin-top:10px}.ic{display:flex;justify-content:space-around;padding:9px 0;margin-top:8px;color:#8f8f9c;border-top:1px solid #2a2a33;border-bottom:1px solid #2a2a33}
.cr{border-bottom:1px solid #24242c;padding-bottom:8px}.crn{font-size:14px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Note</b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(46, "#b5566e")}<div style="flex:1">${ui("Jenefer Trask", "pn")}${ui("@jenefer@misskey.io", "hd")}</div><span class="vi">${icon.globe(14)}misskey.io</span></div>
${own("Joint birthday cake for the twins, who turned six on Saturday.", "px")}
${own("It was supposed to be a stegosaurus. My daughter has been very kind and calls it the hill.", "px")}
${own("Sponge was lovely, the green icing dyed everyone's teeth until Monday.", "px")}
<div style="margin-top:10px;border-radius:12px;overflow:hidden">${picture(
    "100%",
    128,
    ["#e9e1d4", "#f5efe5"],
    shapes([
      [0, 96, 400, 32, "#a88a6a", "0"],
      [60, 92, 280, 14, "#f2f2f2", "50%"],
      [90, 36, 210, 66, "#4f9a45", "60% 60% 10% 10%"],
      [120, 22, 22, 24, "#7a4a28", "10% 10% 40% 40%"],
      [160, 12, 22, 26, "#7a4a28", "10% 10% 40% 40%"],
      [200, 14, 22, 26, "#7a4a28", "10% 10% 40% 40%"],
      [240, 24, 22, 24, "#7a4a28", "10% 10% 40% 40%"],
      [286, 70, 50, 20, "#4f9a45", "50%"],
      [150, 40, 4, 14, "#f4d35e", "2px"],
      [230, 42, 4, 14, "#5ea8f4", "2px"],
    ]),
  )}</div>
<div class="rx" data-role="ui"><span class="on">${icon.heartFilled(14)}48</span><span>${icon.star(14)}21</span><span>${icon.thumbUp(14)}9</span><span>${icon.flame(14)}4</span></div>
${ui("2026/12/07 18:40 · 3 renotes", "dt")}
<div class="ic" data-role="ui">${icon.comment(20)}${icon.repost(20)}${icon.plus(20)}${icon.more(20)}</div></div>
${crow({ name: "Keira", meta: "@keira@misskey.design · 1h", color: "#5a8fb5", text: ["Honestly the hill is a very good hill"], who: "Keira" })}
${crow({ name: "Jenefer Trask", meta: "@jenefer · 1h", color: "#b5566e", depth: 1, text: ["The plates were Bourbon biscuits, for the record."], who: "owner" })}
${crow({ name: "Iver", meta: "@iver@mastodon.online · 52m", color: "#8a7b4e", text: ["Six year olds are the harshest critics going, that's a win"], who: "Iver" })}
${crow({ name: "Joar", meta: "@joar@misskey.io · 20m", color: "#6e8a6f", text: ["Recipe for the sponge please?"], who: "Joar" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.bell(24), icon.chat(24), icon.person(24)], "#1d1d23", "#2a2a33", "#8f8f9c")}`,
};

export const netfish: ScreenSpec = {
  id: "netfish-heron-caught-three",
  app: "Netfish",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gedeon Varga", handle: null },
  time: "17:26",
  battery: 22,
  crop: { bottom: 40 },
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0b4f6c",
  css:
    postCss({
      bg: "#eef3f5",
      card: "#ffffff",
      fg: "#16252d",
      sub: "#6b7c85",
      line: "#dbe4e8",
      name: "#16252d",
      accent: "#0b4f6c",
      head: "#0b4f6c",
      headFg: "#ffffff",
      size: 15,
    }) +
    `.ph{border:0}.ph b{font-size:18px;font-weight:700;text-align:center}
.cc{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin-top:10px;background:#eef6f9;border-radius:10px;padding:8px 6px;text-align:center}.cc .k{font-size:11px;color:#6b7c85}.cc .v{font-size:14px;font-weight:700;color:#0b4f6c}
.pa{gap:18px;margin-top:10px;font-size:13px;color:#6b7c85;display:flex;align-items:center}.pa span{display:flex;align-items:center;gap:5px}
.pc{margin-top:6px}.cr{border-top:1px solid #eef1f3}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Catch</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#3f7d5c")}<div style="flex:1">${ui("Gedeon Varga", "pn")}${ui("Lower Lake, Kovac Fishery · Yesterday", "pm")}</div><span style="color:#0b4f6c">${icon.more(20)}</span></div>
<div style="margin:10px -14px 0">${picture(
    "100%",
    126,
    ["#7c8f86", "#a5b5ad"],
    shapes([
      [0, 70, 390, 56, "#50645c", "0"],
      [90, 40, 200, 64, "#6d6a4a", "50%"],
      [110, 50, 150, 40, "#9aa85a", "50% 40% 40% 50%"],
      [130, 54, 6, 30, "#3f4a2c", "3px"],
      [156, 52, 6, 34, "#3f4a2c", "3px"],
      [182, 52, 6, 34, "#3f4a2c", "3px"],
      [252, 58, 34, 26, "#d46a3a", "0 50% 50% 0"],
      [118, 62, 10, 10, "#2a2a2a", "50%"],
    ]),
  )}</div>
<div class="cc" data-role="ui"><div>${ui("Species", "k")}${ui("Perch", "v")}</div><div>${ui("Weight", "k")}${ui("280 g", "v")}</div><div>${ui("Length", "k")}${ui("24 cm", "v")}</div><div>${ui("Bait", "k")}${ui("Maggot", "v")}</div></div>
${own("Four hours at the lower lake in the rain, one perch, 280 g.", "px")}
${own("The heron on the far bank caught three while I was untangling my line.", "px")}
${own("Back on Sunday with smaller hooks.", "px")}
<div class="pa" data-role="ui"><span>${icon.thumbUp(18)}57</span><span>${icon.comment(18)}6</span><span style="margin-left:auto">${icon.bookmark(18)}</span></div></div>
${ui("Comments (6)", "pc")}
${crow({ name: "Klemen Rus", meta: "19h", color: "#6b7fa8", text: ["Nice fish for the conditions. Float or feeder?"], who: "Klemen Rus", size: 30 })}
${crow({ name: "Gedeon Varga", meta: "18h", color: "#3f7d5c", depth: 1, text: ["Float, about a metre deep, by the reeds."], who: "owner", size: 30 })}
${crow({ name: "Iztok Zupan", meta: "16h", color: "#a8715a", text: ["That heron has a better permit than both of us"], who: "Iztok Zupan", size: 30 })}
${crow({ name: "Gorazd Bevc", meta: "9h", color: "#7a8a4e", text: ["Lower lake's been slow for everyone since the frost"], who: "Gorazd Bevc", size: 30 })}
</div>`,
};
