// Part B's posts with replies (v37), fourth file: Roposo (a dog in monsoon gear) and Catster (a cat who brings home socks).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const roposo: ScreenSpec = {
  id: "roposo-waits-for-the-rain-to-stop",
  app: "Roposo",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  crop: { top: 30 },
  owner: { name: "Hrithik Sood", handle: "hrithik.sood" },
  time: "17:26",
  battery: 52,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f4f4f6",
      card: "#ffffff",
      fg: "#1c1c1e",
      sub: "#85858b",
      line: "#e6e6ea",
      name: "#1c1c1e",
      accent: "#ee2e5a",
      head: "#ffffff",
      headFg: "#ee2e5a",
      font: "Roboto, Arial, sans-serif",
      size: 14,
    }) +
    `.ph b{font-size:23px;font-weight:900;font-style:italic;letter-spacing:-.5px}.fo{background:#ee2e5a;color:#fff;border-radius:4px;padding:4px 12px;font-size:12.5px;font-weight:700}
.du{position:absolute;right:8px;top:8px;background:rgba(0,0,0,.55);color:#fff;font-size:11px;padding:2px 6px;border-radius:10px}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui"><b>roposo</b>${icon.search(21)}${icon.bell(21)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:8px"><div class="row" style="gap:10px">${avatar(36, "#3a7bd5")}<div style="flex:1">${ui("Hrithik Sood", "pn")}${ui("@hrithik.sood · Gurugram · 4h", "pm")}</div><span class="fo" data-role="ui">Follow</span></div></div>
<div style="position:relative">${picture(
    "100%",
    190,
    ["#6d7b8a", "#3d4651"],
    shapes([
      [0, 150, 360, 40, "#57636f", "0"],
      [40, 10, 70, 150, "#8a6a4c", "4px"],
      [150, 92, 96, 64, "#f2c230", "30px 30px 12px 12px"],
      [226, 70, 42, 42, "#b98556", "50%"],
      [222, 52, 50, 22, "#3d8fe0", "25px 25px 4px 4px"],
      [160, 148, 16, 18, "#d93b3b", "4px"],
      [190, 148, 16, 18, "#d93b3b", "4px"],
      [214, 148, 16, 18, "#d93b3b", "4px"],
      [236, 148, 16, 18, "#d93b3b", "4px"],
      [300, 20, 2, 30, "rgba(255,255,255,.4)", "0"],
      [320, 60, 2, 30, "rgba(255,255,255,.4)", "0"],
      [130, 30, 2, 30, "rgba(255,255,255,.4)", "0"],
    ]),
  )}<div class="du" data-role="ui">0:22</div></div>
<div class="pp" style="padding-top:4px">
${own("Kaju's first proper monsoon in Gurugram.", "px")}
${own("Raincoat, four boots, umbrella hat, and he still waits for the rain to stop.", "px")}
${own("Suggest songs for the next reel.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>3,408</span></span><span class="row">${icon.comment(16)}<span>96</span></span><span class="row">${icon.share(16)}<span>212</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Janhvi Kaur", meta: "3h", joined: true, color: "#c2185b", text: ["The umbrella hat is a lot to ask of anyone"], who: "Janhvi Kaur", foot: "Like · Reply" })}
${crow({ name: "Hrithik Sood", meta: "3h", joined: true, color: "#3a7bd5", text: ["He wore it for one photo and then lay down on it."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gulshan Arora", meta: "2h", joined: true, color: "#00897b", text: ["Where did you find boots in his size?"], who: "Gulshan Arora", foot: "Like · Reply" })}
${crow({ name: "Jyotsna Bhatt", meta: "1h", joined: true, color: "#f57c00", text: ["Honestly Kaju is the smart one here"], who: "Jyotsna Bhatt", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#ffffff", "#e6e6ea", "#444", true)}`,
};

export const catster: ScreenSpec = {
  id: "catster-always-a-left-one",
  app: "Catster",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Jillian Pratt", handle: null },
  time: "07:02",
  battery: 93,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f6f1e7",
      card: "#fffdf8",
      fg: "#2e2a24",
      sub: "#8a7f70",
      line: "#e5dccb",
      name: "#b35a1f",
      accent: "#b35a1f",
      head: "#4f7d3a",
      headFg: "#ffffff",
      font: "Verdana, Arial, sans-serif",
      size: 14,
    }) +
    `.ph b{font-family:Georgia,serif;font-size:23px;font-weight:700;font-style:italic}.cp{display:flex;gap:12px;align-items:center;padding:10px 14px;background:#fffdf8;border-bottom:1px solid #e5dccb}.cp .n{font-size:18px;font-weight:700;color:#4f7d3a}.cp .s{font-size:12px;color:#8a7f70}
.dt{font-size:17px;font-weight:700;color:#2e2a24;padding:12px 14px 0;background:#fffdf8}.cr{padding-top:7px;padding-bottom:4px}`,
  html: `<div class="row ph" data-role="ui">${icon.menu(22)}<b>Catster</b>${icon.search(21)}</div>
<div class="fill">
<div class="cp">${picture(
    64,
    64,
    ["#e39a4b", "#b8692a"],
    shapes([
      [14, 18, 36, 30, "#f4c28a", "50%"],
      [14, 8, 12, 16, "#e39a4b", "2px 12px 0 0"],
      [38, 8, 12, 16, "#e39a4b", "12px 2px 0 0"],
    ]),
  )}<div data-role="ui"><div class="n">Gherkin's Page</div><div class="s">Ginger tom, 6 years · Leeds</div><div class="s">Human: Jillian Pratt</div></div></div>
<div class="dt" data-role="ui">Diary · The sock situation</div>
<div class="pp"><div class="pm" data-role="ui" style="margin-top:0">Posted by Jillian Pratt · Thursday</div>
${own("Gherkin has been busy this week.", "px")}
${own("Every night since Sunday he's brought home one child's sock.", "px")}
${own("Always a left one, always from a different house.", "px")}
${own("They're pegged on the fence for anyone missing one.", "px")}
${picture(
  "100%",
  110,
  ["#cfe0c3", "#a9c79a"],
  shapes([
    [0, 60, 400, 8, "#7a5a3a", "0"],
    [30, 64, 24, 34, "#4caf50", "4px"],
    [90, 64, 24, 34, "#e57373", "4px"],
    [150, 64, 24, 34, "#ffffff", "4px"],
    [210, 64, 24, 34, "#64b5f6", "4px"],
    [270, 64, 24, 34, "#ffd54f", "4px"],
    [330, 64, 24, 34, "#ba68c8", "4px"],
  ]),
)}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>31 purrs</span></span><span class="row">${icon.comment(16)}<span>5 comments</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Lata Mistry", meta: "Thursday", joined: true, color: "#7e57c2", text: ["Is one of them green with dinosaurs? We've been blaming the washing machine"], who: "Lata Mistry" })}
${crow({ name: "Jillian Pratt", meta: "Thursday", joined: true, color: "#e39a4b", text: ["Green dinosaurs is on the third peg, come by any time."], who: "owner" })}
${crow({ name: "Kamsi Eze", meta: "Friday", joined: true, color: "#26a69a", text: ["He's collecting a full set, give him time"], who: "Kamsi Eze" })}
${crow({ name: "Jillian Pratt", meta: "Friday", joined: true, color: "#e39a4b", text: ["I'm more worried about where the right ones are going."], who: "owner" })}
${crow({ name: "Ishwar Patel", meta: "Saturday", joined: true, color: "#5c6bc0", text: ["Try the blue door on Alder Street, my cat takes everything there"], who: "Ishwar Patel" })}
</div>
${commentBox({ text: "Leave a comment for Gherkin", color: "#e39a4b", bg: "#fffdf8", box: "#f3ece0", fg: "#2e2a24", sub: "#9a8f80", line: "#e5dccb", right: icon.send(20), bottom: 30 })}`,
};
