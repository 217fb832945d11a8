// Part B's posts with replies (v36), third file: Rouvy (a climb in the garage) and SmugMug (a gallery of puffins).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const rouvy: ScreenSpec = {
  id: "rouvy-hairpin-seven-freezer",
  app: "Rouvy",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Hessel de Vries", handle: null },
  time: "22:41",
  battery: 31,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#101418",
      card: "#181e24",
      fg: "#eef1f4",
      sub: "#8d98a3",
      line: "#27303a",
      name: "#eef1f4",
      accent: "#e8352b",
      head: "#101418",
      headFg: "#eef1f4",
      size: 14.5,
    }) +
    `.st{display:grid;grid-template-columns:repeat(4,1fr);background:#181e24;padding:8px 6px 10px;border-top:1px solid #27303a}.st div{text-align:center}.st .v{font-size:17px;font-weight:700}.st .k{font-size:10.5px;color:#8d98a3;text-transform:uppercase;letter-spacing:.4px}
.rt{font-size:16px;font-weight:700;padding:10px 14px 0;background:#181e24}.rm{font-size:12px;color:#8d98a3;padding:1px 14px 6px;background:#181e24}.pb{display:inline-block;margin-left:8px;padding:1px 7px;border-radius:4px;background:#e8352b;color:#fff;font-size:11px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Activity</b>${icon.share(20)}${icon.more(21)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:4px"><div class="row" style="gap:10px">${avatar(38, "#3d6e9e")}<div style="flex:1">${ui("Hessel de Vries", "pn")}${ui("Indoor ride · Today at 21:06 · Utrecht", "pm")}</div></div></div>
<div class="row" data-role="ui" style="background:#181e24;padding:6px 14px 0"><span style="font-size:16px;font-weight:700">Alpe d'Huez</span><span class="pb">PB</span></div>
${ui("Route · France · 21 hairpins", "rm")}
${picture(
  "100%",
  120,
  ["#1c2a36", "#131c24"],
  shapes([
    [0, 96, 428, 24, "#2c3c4a", "0"],
    [0, 80, 80, 40, "#e8352b", "0 60px 0 0"],
    [60, 62, 110, 58, "#e8352b", "0 70px 0 0"],
    [150, 44, 120, 76, "#e8352b", "0 80px 0 0"],
    [250, 24, 120, 96, "#e8352b", "0 90px 0 0"],
    [350, 14, 78, 106, "#e8352b", "0 0 0 0"],
    [380, 6, 12, 12, "#ffffff"],
  ]),
)}
<div class="st" data-role="ui"><div>${ui("13.8", "v")}${ui("km", "k")}</div><div>${ui("1,120", "v")}${ui("m climbed", "k")}</div><div>${ui("1:02:47", "v")}${ui("Time", "k")}</div><div>${ui("214", "v")}${ui("Avg W", "k")}</div></div>
<div class="pp" style="padding-top:4px">
${own("Did the full Alpe d'Huez route tonight, all 21 hairpins.", "px")}
${own("On hairpin 7 the chest freezer behind me kicked in.", "px")}
${own("I sprinted for two bends because I thought someone was catching me.", "px")}
${own("New personal best by four minutes.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(16)}<span>37 kudos</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">Ride this route</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Ineke de Vries", joined: true, meta: "21:40", color: "#b55d8a", text: ["It was defrosting the peas you forgot, it has every right to chase you"], who: "Ineke de Vries", foot: "Like · Reply" })}
${crow({ name: "Hessel de Vries", joined: true, meta: "21:44", color: "#3d6e9e", text: ["Fair, I'll put the peas back before the Tourmalet."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Jorg Baumann", joined: true, meta: "22:02", color: "#5d8f45", text: ["Strong ride! What trainer are you on?"], who: "Jorg Baumann", foot: "Like · Reply" })}
${crow({ name: "Hessel de Vries", joined: true, meta: "22:10", color: "#3d6e9e", text: ["An old Tacx Flux, bought second hand."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gleb Sorokin", joined: true, meta: "22:31", color: "#c0863a", text: ["Group ride on Thursday still on?"], who: "Gleb Sorokin", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.play(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#101418", "#27303a", "#c3ccd4")}`,
};

export const smugmug: ScreenSpec = {
  id: "smugmug-the-same-puffin",
  app: "SmugMug",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Hjordis Nygaard", handle: null },
  time: "08:26",
  battery: 77,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#202426",
      sub: "#80878c",
      line: "#e7e9ea",
      name: "#202426",
      accent: "#6db33f",
      head: "#ffffff",
      headFg: "#202426",
      size: 14.5,
    }) +
    `.ph b{font-size:16px}.ph .s{font-size:12px;color:#80878c;font-weight:400}.gt{font-size:12px;color:#80878c;padding:8px 14px 0}.bu{padding:5px 12px;border-radius:4px;background:#6db33f;color:#fff;font-size:12.5px;font-weight:700}
.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div style="flex:1">${ui("Faroe Islands, June", "pn")}${ui("Hjordis Nygaard Photography", "s")}</div>${icon.share(20)}${icon.more(21)}</div>
<div class="fill">
${picture(
  "100%",
  236,
  ["#c7d0d4", "#9aa6ab"],
  shapes([
    [0, 150, 390, 86, "#5f6f52", "40% 60% 0 0"],
    [150, 70, 90, 100, "#1d1f22", "45% 45% 40% 40%"],
    [170, 100, 50, 60, "#f3f1ea", "45%"],
    [168, 78, 22, 22, "#f3f1ea"],
    [150, 90, 30, 14, "#e8692c", "60% 20% 20% 60%"],
    [182, 164, 16, 10, "#e8692c", "40%"],
    [206, 164, 16, 10, "#e8692c", "40%"],
    [20, 20, 120, 40, "#dfe4e6", "40%"],
  ]),
)}
${ui("Photo 37 of 612", "gt")}
<div class="pp" style="padding-top:4px"><div class="row" style="gap:10px">${avatar(34, "#4f7f8c")}<div style="flex:1">${ui("Hjordis Nygaard", "pn")}${ui("Mykines · 14 June", "pm")}</div><span class="bu" data-role="ui">Buy</span></div>
${own("Four days on Mykines, mostly in fog.", "px")}
${own("580 of my 600 photos are one puffin I kept mistaking for a new one.", "px")}
${own("Prints are available for the ones that are in focus.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>64</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="row">${icon.eye(16)}<span>1,930</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Jakob Lund", meta: "15 June", joined: true, color: "#7b6aa8", text: ["He does look different in every one, to be fair"], who: "Jakob Lund", foot: "Reply" })}
${crow({ name: "Hjordis Nygaard", meta: "15 June", joined: true, color: "#4f7f8c", text: ["He outlasted me in the fog by a good hour."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Ludwik Zielinski", meta: "16 June", joined: true, color: "#b07a3c", text: ["Photo 214 should be on a stamp"], who: "Ludwik Zielinski", foot: "Reply" })}
${crow({ name: "Hjordis Nygaard", meta: "16 June", joined: true, color: "#4f7f8c", text: ["214 is also him."], who: "owner", depth: 1, foot: "Reply" })}
</div>
${iconBar([icon.grid(24), icon.search(24), icon.camera(24), icon.bell(24), icon.person(24)], "#ffffff", "#e7e9ea", "#4a5054")}`,
};
