// Part B's posts with replies (v30), fifth file: TheCrag (a first 6a repeated at once by a boy in Crocs) and
// Roadtrippers (the world's largest rocking chair, seen from the car).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const theCrag: ScreenSpec = {
  id: "thecrag-crocs-and-a-satsuma",
  app: "TheCrag",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Idony Clegg", handle: null },
  time: "17:46",
  battery: 29,
  statusBarDark: true,
  statusBarBackground: "#2e5e3a",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#eef1ee",
      card: "#fff",
      fg: "#1f2a22",
      sub: "#78827a",
      line: "#dfe5df",
      name: "#1f2a22",
      accent: "#2e7d46",
      head: "#2e5e3a",
      headFg: "#fff",
      size: 14,
    }) +
    `.logo{flex:1;font-size:19px;font-weight:700}.rt{gap:10px;margin-top:10px;padding:8px 10px;background:#f4f7f4;border-radius:8px}.gr{flex:none;font-size:15px;font-weight:800;color:#fff;background:#2e7d46;border-radius:6px;padding:4px 8px}.rn{font-size:15px;font-weight:700}.rm{font-size:12px;color:#78827a}.tk{font-size:12px;font-weight:700;color:#2e7d46;margin-top:8px;letter-spacing:.4px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">theCrag</span>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#b07a4a")}<div style="flex:1">${ui("Idony Clegg", "pn")}${ui("logged an ascent · Sat 14 Nov", "pm")}</div></div>
<div class="row rt" data-role="ui"><span class="gr">6a</span><div style="flex:1">${ui("Gull Pie", "rn")}${ui("Blacknor South · Portland, Dorset", "rm")}</div>${icon.star(14, "#2e7d46")}${icon.star(14, "#2e7d46")}</div>
${ui("REDPOINT · 1st go of the day", "tk")}</div>
${picture(
  "100%",
  96,
  ["#d8cfbd", "#b9ad96"],
  shapes([
    [0, 76, 360, 20, "#8fa57e", "0"],
    [150, 10, 3, 70, "#4a4a4a", "0"],
    [140, 30, 20, 26, "#d2452c", "8px"],
    [250, 50, 14, 26, "#3f6fb0", "6px"],
    [248, 76, 18, 8, "#e85d9e", "4px"],
  ]),
)}
<div class="pp">
${own("Two years of trying, and my first 6a finally went.", "px")}
${own("A boy of about nine climbed it straight after me, in Crocs, eating a satsuma.", "px")}
${own("I am still counting it.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(16)}<span>38 kudos</span></span><span class="row">${icon.comment(16)}<span>5</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Kerrigan Dale", meta: "Sat", joined: true, color: "#5d7fa8", text: ["That's the lad from the cafe at the top. He has done everything on this wall, mostly in those Crocs."], who: "Kerrigan Dale" })}
${crow({ name: "Lucetta Rowe", meta: "Sat", joined: true, color: "#9a6aa6", text: ["Massive! Gull Pie is a proper sandbag for the grade too."], who: "Lucetta Rowe" })}
${crow({ name: "Idony Clegg", meta: "Sun", joined: true, color: "#b07a4a", text: ["Thank you. He offered me a piece of the satsuma at the bottom and I took it."], who: "owner", depth: 1 })}
${crow({ name: "Kerrigan Dale", meta: "Sun", joined: true, color: "#5d7fa8", text: ["Respect is a satsuma segment round here."], who: "Kerrigan Dale", depth: 1 })}
</div>
${iconBar([icon.home(22), icon.search(22), icon.plus(22), icon.bell(22), icon.person(22)], "#fff", "#dfe5df", "#1f2a22", true)}`,
};

export const roadtrippers: ScreenSpec = {
  id: "roadtrippers-could-see-it-fine-from-there",
  app: "Roadtrippers",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Josefa Alvarez", handle: null },
  time: "21:58",
  battery: 19,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f6f4f0",
      card: "#fff",
      fg: "#232323",
      sub: "#837e76",
      line: "#e8e3dc",
      name: "#232323",
      accent: "#f26b3a",
      head: "#fff",
      headFg: "#232323",
      size: 14.5,
    }) +
    `.tp{font-size:12px;font-weight:700;letter-spacing:.8px;color:#f26b3a}.tn{font-size:18px;font-weight:700;margin-top:2px}.st{gap:8px;margin-top:8px;font-size:12.5px;color:#837e76}.st>div{background:#f6f4f0;border-radius:12px;padding:3px 9px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Trip</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
<div class="pp">${ui("ROUTE 66 · DAY 6 OF 12", "tp")}${ui("Chicago to Santa Monica with Dad", "tn")}
<div class="row st" data-role="ui"><div>2,448 mi</div><div>14 stops</div><div>Fanning, MO</div></div>
<div class="row" style="gap:10px;margin-top:10px">${avatar(34, "#4f8a8b")}<div style="flex:1">${ui("Josefa Alvarez", "pn")}${ui("Trip log · 3h", "pm")}</div>${ui("Follow", "pm")}</div></div>
${picture(
  "100%",
  104,
  ["#9cc3e4", "#e8d9b5"],
  shapes([
    [0, 92, 428, 28, "#8b7d62", "0"],
    [180, 14, 12, 90, "#6b3f22", "2px"],
    [250, 14, 12, 90, "#6b3f22", "2px"],
    [180, 14, 82, 10, "#6b3f22", "2px"],
    [170, 70, 110, 10, "#7a4a2a", "2px"],
    [150, 98, 150, 12, "#5a3a20", "60px 60px 0 0"],
    [40, 80, 70, 26, "#c23b2e", "8px"],
  ]),
)}
<div class="pp">
${own("We drove three hours out of our way to see the world's largest rocking chair.", "px")}
${own("Dad would not get out, because he could see it fine from the car.", "px")}
${own("Tomorrow is the Blue Whale of Catoosa, if he gets out for that one.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>96</span></span><span class="row">${icon.comment(17)}<span>7</span></span><span class="r">Copy trip</span></div></div>
<div class="pc" data-role="ui">7 comments</div>
${crow({ name: "Hebe Lindqvist", meta: "3h", joined: true, color: "#b86a6a", text: ["Your dad has completely the right idea, honestly."], who: "Hebe Lindqvist", foot: "Like · Reply" })}
${crow({ name: "Keala Kahananui", meta: "2h", joined: true, color: "#6a8fb8", text: ["He'll get out for the whale. Everyone gets out for the whale."], who: "Keala Kahananui", foot: "Like · Reply" })}
${crow({ name: "Josefa Alvarez", meta: "2h", joined: true, color: "#4f8a8b", text: ["He said the same thing about the chair, word for word, at breakfast."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Karolis Petrauskas", meta: "1h", joined: true, color: "#8a7a4f", text: ["Did he wave at it from the window, at least? Asking for science."], who: "Karolis Petrauskas", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(26), icon.search(26), icon.pin(26), icon.bookmark(26), icon.person(26)], "#fff", "#e8e3dc", "#232323")}`,
};
