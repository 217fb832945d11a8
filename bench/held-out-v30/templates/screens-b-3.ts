// Part B's posts with replies (v30), third file: Chicisimo (an orange boilersuit at the council office) and
// FamilyAlbum (the first egg of three new hens).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const chicisimo: ScreenSpec = {
  id: "chicisimo-sort-out-the-printer",
  app: "Chicisimo",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "katinka.wears", handle: null },
  time: "13:22",
  battery: 88,
  crop: { top: 54 },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fafafa",
      card: "#fff",
      fg: "#202020",
      sub: "#8c8c8c",
      line: "#ececec",
      name: "#202020",
      accent: "#ff5a5f",
      head: "#fff",
      headFg: "#202020",
      size: 14.5,
    }) +
    `.logo{flex:1;font-size:22px;font-weight:800;letter-spacing:-.5px}.ch{gap:6px;margin-top:8px;flex-wrap:wrap}.ch>div{font-size:12px;color:#555;background:#f1f1f1;border-radius:14px;padding:4px 10px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">chicisimo</span>${icon.share(20)}${icon.more(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#d9824b")}<div style="flex:1">${ui("katinka.wears", "pn")}${ui("Work outfits · 6h", "pm")}</div>${ui("Following", "pm")}</div></div>
<div class="row" style="gap:2px;background:#fff;padding:0 14px">${picture(
    "62%",
    150,
    ["#f3efe9", "#e9e3da"],
    shapes([
      [70, 10, 100, 130, "#e8692c", "14px"],
      [96, 14, 48, 20, "#f3efe9", "0 0 20px 20px"],
      [110, 60, 20, 4, "#b8501f", "2px"],
    ]),
  )}<div class="col" style="flex:1;gap:2px">${picture(
    "100%",
    74,
    ["#f3efe9", "#e9e3da"],
    shapes([
      [20, 30, 44, 20, "#fdfdfd", "10px 10px 4px 4px"],
      [66, 30, 44, 20, "#fdfdfd", "10px 10px 4px 4px"],
    ]),
  )}${picture(
    "100%",
    74,
    ["#f3efe9", "#e9e3da"],
    shapes([
      [30, 20, 30, 30, "#d8b24a"],
      [36, 26, 18, 18, "#f3efe9"],
      [76, 20, 30, 30, "#d8b24a"],
      [82, 26, 18, 18, "#f3efe9"],
    ]),
  )}</div></div>
<div class="pp"><div class="row ch" data-role="ui"><div>Boilersuit</div><div>White trainers</div><div>Gold hoops</div></div>
${own("First day at the council planning office in my orange boilersuit.", "px")}
${own("By lunch, two separate people had asked me to sort out the printer.", "px")}
${own("Boilersuit is vintage, trainers are from the outlet in Livingston.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>642</span></span><span class="row">${icon.comment(17)}<span>27</span></span><span class="r">Save look</span></div></div>
<div class="pc" data-role="ui">27 comments</div>
${crow({ name: "isobel_m", meta: "5h", joined: true, color: "#7a93c4", text: ["where is the boilersuit from?? need it"], who: "isobel_m", foot: "Like · Reply" })}
${crow({ name: "katinka.wears", meta: "5h", joined: true, color: "#d9824b", text: ["A charity shop in Leith, £18. There was a tape measure in the pocket."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "havard.k", meta: "4h", joined: true, color: "#5e9e83", text: ["wait, did you fix the printer"], who: "havard.k", foot: "Like · Reply" })}
${crow({ name: "katinka.wears", meta: "4h", joined: true, color: "#d9824b", text: ["I did. That is the worst part."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "lysbeth.jo", meta: "2h", joined: true, color: "#b76a9c", text: ["this is giving facilities manager and I mean it as the highest compliment"], who: "lysbeth.jo", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(26), icon.search(26), icon.plusBox(26), icon.heart(26), icon.person(26)], "#fff", "#ececec", "#202020")}`,
};

export const familyAlbum: ScreenSpec = {
  id: "familyalbum-that-egg-cost-412",
  app: "FamilyAlbum",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Kimberley", handle: null },
  time: "18:34",
  battery: 52,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Heddwyn",
    body: "second one is in!! down to £206 an egg",
    author: "Heddwyn",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#fff8ee",
      card: "#fff",
      fg: "#2b2b2b",
      sub: "#9a8f80",
      line: "#f0e6d6",
      name: "#2b2b2b",
      accent: "#f19a2d",
      head: "#fff8ee",
      headFg: "#2b2b2b",
      size: 14.5,
    }) + `.ab{font-size:12px;color:#9a8f80;text-align:center;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Jessamine's album</b>${icon.more(20)}</div>
<div class="fill">
${picture(
  "100%",
  170,
  ["#7fa35c", "#4f7236"],
  shapes([
    [0, 120, 390, 50, "#6b8f47", "0"],
    [250, 30, 110, 100, "#a0674a", "6px"],
    [240, 20, 130, 16, "#7a4b36", "4px"],
    [60, 80, 64, 54, "#b5642f"],
    [108, 70, 24, 24, "#b5642f"],
    [122, 66, 8, 10, "#d63d3d", "3px"],
    [160, 96, 56, 46, "#f2ece0"],
    [200, 88, 20, 20, "#f2ece0"],
    [186, 150, 14, 18, "#f6efdf"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(30, "#e0a24c")}<div style="flex:1">${ui("Kimberley · Mum", "pn")}${ui("Today 17:28", "pm")}</div></div>
${own("Our three hens laid their very first egg this morning!", "px")}
${own("By Heddwyn's spreadsheet, with the coop and the fox-proof fence, that egg cost £412.", "px")}
${own("Jessamine has named it and will not let anyone eat it.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heartFilled(17, "#f19a2d")}<span>Grandma, Uncle Lennox and 3 others</span></span></div></div>
<div class="pc" data-role="ui">Comments (4)</div>
${crow({ name: "Grandma Glynis", meta: "17:40", joined: true, color: "#a77fb8", text: ["Your grandad kept hens in 1979 and never once told me what they cost. I think I see why."], who: "Grandma Glynis" })}
${crow({ name: "Uncle Lennox", meta: "17:52", joined: true, color: "#5b8db8", text: ["Is it a big egg, at least"], who: "Uncle Lennox" })}
${crow({ name: "Kimberley", meta: "Mum · 18:01", joined: true, color: "#e0a24c", text: ["It is quite small. Heddwyn says the next one will be cheaper."], who: "owner", depth: 1 })}
${crow({ name: "Grandma Glynis", meta: "18:10", joined: true, color: "#a77fb8", text: ["Tell Jessamine to send me a picture of her with the egg."], who: "Grandma Glynis" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#f0e6d6", "#7a6f60")}`,
};
