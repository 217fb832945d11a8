// Part B's posts with replies (v30), second file: Samsung Food (a lasagne scaled up, oven time and all) and Polar Flow (a first
// 10k and the summary it got).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const samsungFood: ScreenSpec = {
  id: "samsung-food-trusted-it-for-three",
  app: "Samsung Food",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Leire Etxeberria", handle: null },
  time: "22:07",
  battery: 41,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f3f4f6",
      card: "#fff",
      fg: "#1b1b1f",
      sub: "#7a7d85",
      line: "#e3e5e8",
      name: "#1b1b1f",
      accent: "#1a8f5c",
      head: "#fff",
      headFg: "#1b1b1f",
      size: 13.5,
    }) +
    `.rc{margin-top:8px;gap:10px;border:1px solid #e3e5e8;border-radius:10px;padding:6px}.rcn{font-size:13px;font-weight:700}.rcm{font-size:11.5px;color:#7a7d85}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Community</b>${icon.bookmark(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#c0743d")}<div style="flex:1">${ui("Leire Etxeberria", "pn")}${ui("Cooked it · 5h", "pm")}</div>${ui("Follow", "pm")}</div>
<div class="row rc">${picture(44, 44, ["#d9893a", "#a8452a"], "")}<div style="flex:1">${ui("Easy lasagne for a crowd", "rcn")}${ui("Recipe · 1 h 10 min · serves 4", "rcm")}</div></div></div>
${picture(
  "100%",
  80,
  ["#6d4b33", "#3e2a1d"],
  shapes([
    [20, 10, 150, 74, "#8e8e8e", "6px"],
    [26, 16, 138, 62, "#c9662f", "4px"],
    [190, 10, 150, 74, "#8e8e8e", "6px"],
    [196, 16, 138, 62, "#b5532a", "4px"],
    [26, 16, 22, 18, "#3a2418", "4px"],
    [312, 60, 22, 18, "#3a2418", "4px"],
  ]),
)}
<div class="pp">
${own("Lasagne for the school summer fair, scaled from 4 servings to 40 in the app.", "px")}
${own("It also scaled the oven time, to six hours and forty minutes. I trusted it for nearly three.", "px")}
${own("Sold out by two o'clock anyway.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>214</span></span><span class="row">${icon.comment(16)}<span>4</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Garazi Lopez", meta: "4h", joined: true, color: "#7e6bb0", text: ["The crunchy corners were the best bit. I went back for two."], who: "Garazi Lopez", foot: "Like · Reply" })}
${crow({ name: "Leire Etxeberria", meta: "4h", joined: true, color: "#c0743d", text: ["Thank you! There were a lot of corners."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Koldo Arrieta", meta: "3h", joined: true, color: "#6a8a4a", text: ["Caretaker here. The school oven is fine, thanks for asking. The smoke alarm has not forgiven you."], who: "Koldo Arrieta", foot: "Like · Reply" })}
${crow({ name: "Itziar Mendi", meta: "1h", joined: true, color: "#3d7fa6", text: ["Could you share the scaled version? With the time fixed, ideally."], who: "Itziar Mendi", foot: "Like · Reply" })}
</div>
${commentBox({ text: "Write a comment...", color: "#9a6b8e", bg: "#fff", box: "#f0f1f3", fg: "#1b1b1f", sub: "#7a7d85", line: "#e3e5e8", right: icon.send(20), bottom: 18 })}`,
};

const stat = (v: string, k: string) => `<div style="flex:1">${ui(v, "sv")}${ui(k, "sk")}</div>`;

export const polarFlow: ScreenSpec = {
  id: "polar-flow-like-a-boiler",
  app: "Polar Flow",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 85 }, { width: 900, quality: 70 }],
  owner: { name: "Lyndsey Carr", handle: null },
  time: "08:55",
  battery: 77,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#101214",
      card: "#1b1e22",
      fg: "#eceef0",
      sub: "#9097a0",
      line: "#2a2e33",
      name: "#eceef0",
      accent: "#d6002a",
      head: "#1b1e22",
      headFg: "#eceef0",
      size: 14,
    }) +
    `.sp{margin-top:8px;font-size:12px;font-weight:700;letter-spacing:1px;color:#d6002a}.sv{font-size:19px;font-weight:700}.sk{font-size:11px;color:#9097a0;margin-top:1px}.sg{gap:8px;margin-top:8px;padding:8px 0;border-top:1px solid #2a2e33;border-bottom:1px solid #2a2e33}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Feed</b>${icon.bell(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#a3476a")}<div style="flex:1">${ui("Lyndsey Carr", "pn")}${ui("Yesterday, 07:12 · Leeds", "pm")}</div></div>
${ui("RUNNING", "sp")}
${picture(
  "100%",
  70,
  ["#2b3a33", "#1f2a26"],
  shapes([
    [30, 30, 120, 4, "#d6002a", "2px"],
    [146, 18, 4, 16, "#d6002a", "2px"],
    [146, 18, 100, 4, "#d6002a", "2px"],
    [242, 18, 4, 34, "#d6002a", "2px"],
    [180, 50, 66, 4, "#d6002a", "2px"],
  ]),
)}
<div class="row sg" data-role="ui">${stat("58:41", "Duration")}${stat("10.02 km", "Distance")}${stat("162 bpm", "Avg heart rate")}</div>
${own("First 10k with no walking breaks at all. Eight weeks of the beginners' plan, done.", "px")}
${own("Polar's summary for it was Maintaining, like I'm a boiler.", "px")}
${own("Big thanks to Tuesday club for all the shouting.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>31</span></span><span class="row">${icon.comment(16)}<span>5</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Hetty Baird", meta: "Coach · 1d", joined: true, color: "#4f7fa8", text: ["Maintaining is high praise from Polar. It called my last marathon Detraining."], who: "Hetty Baird", foot: "Like · Reply" })}
${crow({ name: "Lachie Munro", meta: "1d", joined: true, color: "#5f8c4a", text: ["Boilers can't run 10k under the hour. Massive well done, Lyndsey."], who: "Lachie Munro", foot: "Like · Reply" })}
${crow({ name: "Lyndsey Carr", meta: "20h", joined: true, color: "#a3476a", text: ["Cheers Lachie. Annual service booked for March."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Hetty Baird", meta: "Coach · 18h", joined: true, color: "#4f7fa8", text: ["Intervals on Tuesday then. Bring the shouting."], who: "Hetty Baird", depth: 1, foot: "Like · Reply" })}
</div>
<div class="row" data-role="ui" style="flex:none;justify-content:space-around;height:56px;background:#1b1e22;border-top:1px solid #2a2e33;color:#9097a0;position:relative;z-index:3">${icon.home(22)}${icon.grid(22)}${icon.plus(22)}${icon.person(22)}</div>`,
};
