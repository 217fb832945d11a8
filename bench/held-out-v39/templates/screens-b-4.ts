// Part B's posts with replies (v39), fourth file: Trainerize (a deadlift PR and a water bottle), Skitude (a first ski
// week and an instructor who learned one name early).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const trainerize: ScreenSpec = {
  id: "trainerize-the-water-bottle-won",
  app: "Trainerize",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Gurpreet Sandhu", handle: null },
  time: "19:52",
  battery: 29,
  keyboard: true,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#121417",
      card: "#1a1d21",
      fg: "#eceff2",
      sub: "#8e969e",
      line: "#2a2f35",
      name: "#eceff2",
      accent: "#2fb0e6",
      head: "#121417",
      headFg: "#eceff2",
      size: 14.5,
    }) +
    `.ph b{font-size:17px;font-weight:500}.ph .gs{font-size:12px;color:#8e969e;font-weight:400}
.wc{margin-top:10px;border-radius:10px;background:#23272c;padding:10px 12px}.wn{font-size:15px;font-weight:700}.ws{font-size:12px;color:#8e969e;margin-top:2px}.pp{padding-bottom:18px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div style="flex:1"><b style="display:block">Spring Strength Crew</b><span class="gs">Group · 14 members</span></div>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#a8744a")}<div style="flex:1">${ui("Gurpreet Sandhu", "pn")}${ui("Completed a workout · 1h", "pm")}</div></div>
<div class="wc"><div class="row" style="gap:10px">${picture(
    34,
    34,
    ["#2fb0e6", "#1d7fb0"],
    shapes([
      [8, 17, 24, 6, "#eceff2", "3px"],
      [6, 11, 5, 18, "#eceff2", "2px"],
      [29, 11, 5, 18, "#eceff2", "2px"],
    ]),
  )}<div>${ui("Lower Body B", "wn")}${ui("52 min · 6 exercises · New PR", "ws")}</div></div></div>
${own("Week 6 of the strength plan, lower body day.", "px")}
${own("Deadlifted 80 kg, a new PR.", "px")}
${own("Picked up my water bottle straight after and put my back out.", "px")}
${own("Next goal is 85 kg once the back has forgiven me.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>9</span></span><span class="row">${icon.comment(16)}<span>4</span></span></div></div>
${crow({ name: "Jase Mwangi", meta: "Coach · 50m", joined: true, color: "#4a8a6a", text: ["Water bottles are the heaviest lift in the gym, honestly"], who: "Jase Mwangi" })}
${crow({ name: "Harjit Gill", meta: "40m", joined: true, color: "#8a6aa8", text: ["Was it the bottle with the times written down the side"], who: "Harjit Gill" })}
${crow({ name: "Gurpreet Sandhu", meta: "35m", joined: true, color: "#a8744a", depth: 1, text: ["Yes. It said 'you've got this' at the 2pm line."], who: "owner" })}
${crow({ name: "Jase Mwangi", meta: "Coach · 20m", joined: true, color: "#4a8a6a", text: ["Ice tonight, mobility work on Thursday, no bottles"], who: "Jase Mwangi" })}
</div>
${commentBox({ text: "Write a comment...", color: "#a8744a", bg: "#1a1d21", box: "#23272c", fg: "#eceff2", sub: "#8e969e", line: "#2a2f35", right: icon.send(20), bottom: 22 })}`,
};

export const skitude: ScreenSpec = {
  id: "skitude-learned-mine-by-shouting",
  app: "Skitude",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Luned Price", handle: null },
  time: "17:36",
  battery: 22,
  banner: { app: "Messages", color: "#34c759", title: "Garan", body: "Mum wants the video of the button lift", author: "Garan", age: "now" },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f1f5f9",
      card: "#ffffff",
      fg: "#16212c",
      sub: "#6f7d8a",
      line: "#e1e7ed",
      name: "#16212c",
      accent: "#0a8fd6",
      head: "#ffffff",
      headFg: "#16212c",
      size: 15,
    }) +
    `.ph b{font-size:20px;font-weight:800;color:#0a8fd6;letter-spacing:-.3px}.tt{font-size:17px;font-weight:700;margin-top:10px}
.st{display:flex;margin-top:10px;border-radius:10px;background:#eef6fc;padding:8px 0}.st div{flex:1;text-align:center}.st .v{font-size:16px;font-weight:700;color:#0a8fd6}.st .l{font-size:11px;color:#6f7d8a}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>skitude</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#b0705a")}<div style="flex:1">${ui("Luned Price", "pn")}${ui("Grandvalira, Andorra · Today", "pm")}</div></div>
${ui("Day 3 on the slopes", "tt")}
<div style="margin:8px -14px 0">${picture(
    "100%",
    120,
    ["#dbe9f5", "#f7fbff"],
    shapes([
      [0, 40, 180, 140, "#ffffff", "50% 50% 0 0"],
      [140, 20, 260, 160, "#eef3f8", "50% 50% 0 0"],
      [60, 56, 120, 3, "#0a8fd6", "2px"],
      [180, 70, 90, 3, "#e0533d", "2px"],
      [250, 44, 3, 60, "#6f7d8a", "0"],
    ]),
  )}</div>
<div class="st" data-role="ui"><div>${ui("14", "v")}${ui("Runs", "l")}</div><div>${ui("32.6 km", "v")}${ui("Distance", "l")}</div><div>${ui("38 km/h", "v")}${ui("Top speed", "l")}</div></div>
${own("Day three of my first ever ski week.", "px")}
${own("Our instructor learned all eleven names in the group by Tuesday.", "px")}
${own("Mine he learned on Monday, mostly by shouting it.", "px")}
${own("Finally linked some turns on the blue today!", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>26</span></span><span class="row">${icon.comment(16)}<span>4</span></span></div></div>
${crow({ name: "Gwyneira Hughes", meta: "1h", joined: true, color: "#7a6aa8", text: ["Linking turns on day three is brilliant, proud of you"], who: "Gwyneira Hughes" })}
${crow({ name: "Lillemor Strand", meta: "48m", joined: true, color: "#5a8ab0", text: ["Instructors only shout the names they like"], who: "Lillemor Strand" })}
${crow({ name: "Luned Price", meta: "40m", joined: true, color: "#b0705a", depth: 1, text: ["Then he must adore me."], who: "owner" })}
${crow({ name: "Jorah Whitlock", meta: "12m", joined: true, color: "#8aa86a", text: ["We were there in February, which blue was it?"], who: "Jorah Whitlock" })}
</div>
${iconBar([icon.home(24), icon.pin(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#ffffff", "#e1e7ed", "#0a8fd6")}`,
};
