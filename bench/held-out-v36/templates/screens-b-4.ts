// Part B's posts with replies (v36), fourth file: Dayre (a kitchen hung too high) and ShareChat (a pressure cooker at the airport).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const dayre: ScreenSpec = {
  id: "dayre-a-stool-for-the-rice",
  app: "Dayre",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "huimintan", handle: "huimintan" },
  time: "23:02",
  battery: 18,
  keyboard: true,
  suggestions: ["I", "The", "Thanks"],
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fff7f8",
      card: "#ffffff",
      fg: "#2b2326",
      sub: "#9a8c90",
      line: "#f1e2e5",
      name: "#e0466a",
      accent: "#e0466a",
      head: "#ffffff",
      headFg: "#2b2326",
      size: 13.5,
    }) +
    `.ph b{color:#e0466a;font-size:21px;font-weight:800;text-align:center;font-style:italic}.tt{font-size:17px;font-weight:700;margin-top:6px}.px{margin-top:6px}
.pp{border-bottom:1px solid #f1e2e5}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>dayre</b>${icon.more(21)}</div>
<div class="fill" style="flex:1;min-height:0;overflow:hidden">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#e3a23c")}<div style="flex:1">${ui("huimintan", "pn")}${ui("Tampines · 3h", "pm")}</div></div>
${own("Day 41 of the reno", "tt")}
<div class="row" style="gap:10px;align-items:flex-start"><div style="flex:1;min-width:0">
${own("The contractor finally hung the kitchen cabinets today.", "px")}
${own("Every cabinet is ten centimetres too high, so I need a stool to reach my own rice.", "px")}
${own("He calls it a new trend. It is not.", "px")}</div>
<div style="margin-top:10px;border-radius:6px;overflow:hidden">${picture(
    80,
    92,
    ["#f2ece4", "#e3d8ca"],
    shapes([
      [6, 4, 74, 30, "#8aa7a0", "3px"],
      [6, 80, 74, 24, "#8aa7a0", "3px"],
      [10, 64, 20, 14, "#ffffff", "3px"],
      [40, 70, 14, 12, "#c8b08a", "2px"],
    ]),
  )}</div></div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>23</span></span><span class="row">${icon.comment(16)}<span>4</span></span></div></div>
${crow({ name: "kasim.i", meta: "2h", joined: true, color: "#4a8bb5", text: ["Ask him for a free stool with a handle"], who: "kasim.i", foot: "Reply" })}
${crow({ name: "huimintan", meta: "2h", joined: true, color: "#e3a23c", text: ["He's coming back on Monday with a spirit level."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "jiayilim", meta: "1h", joined: true, color: "#7d62b0", text: ["Think of the core workout la"], who: "jiayilim", foot: "Reply" })}
</div>
${commentBox({ text: "Say something nice...", color: "#e3a23c", bg: "#ffffff", box: "#f6eef0", fg: "#2b2326", sub: "#a89a9e", line: "#f1e2e5", right: icon.send(20), bottom: 12 })}`,
};

export const sharechat: ScreenSpec = {
  id: "sharechat-the-cooker-at-security",
  app: "ShareChat",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Harpreet Gill", handle: null },
  time: "10:15",
  battery: 58,
  banner: { app: "Messages", color: "#1a73e8", title: "Mummy", body: "Remove the cooker part, your Bua will read it", author: "Mummy", age: "now" },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef1f5",
      card: "#ffffff",
      fg: "#1b2430",
      sub: "#6f7b88",
      line: "#e0e5eb",
      name: "#1b2430",
      accent: "#2e7cf6",
      head: "#ffffff",
      headFg: "#1b2430",
      size: 14,
    }) +
    `.ph b{font-size:20px;font-weight:800;color:#2e7cf6}.fo{padding:4px 12px;border-radius:4px;border:1.5px solid #2e7cf6;color:#2e7cf6;font-size:12.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui"><b>ShareChat</b>${icon.search(21)}${icon.bell(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#9c4f86")}<div style="flex:1">${ui("Harpreet Gill", "pn")}${ui("Travel · Ludhiana · 1d", "pm")}</div><span class="fo" data-role="ui">Follow</span></div>
${own("Took Mummy and Papa to Goa for their 35th anniversary.", "px")}
${own("Mummy packed her own pressure cooker, and airport security opened it in front of the whole queue.", "px")}
${own("Four days of sun and fish curry, best trip in years.", "px")}</div>
${picture(
  "100%",
  178,
  ["#8fd0e8", "#f1dca6"],
  shapes([
    [0, 96, 360, 30, "#3fa3c4", "0"],
    [0, 122, 360, 56, "#e9d39b", "0"],
    [130, 70, 36, 36, "#7b4a2c"],
    [120, 104, 56, 74, "#d0463a", "24px 24px 0 0"],
    [186, 76, 34, 34, "#6b3f26"],
    [178, 108, 52, 70, "#f0f0f0", "22px 22px 0 0"],
    [290, 20, 40, 40, "#ffe27a"],
  ]),
)}
<div class="pp" style="padding-top:0"><div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>2.4K</span></span><span class="row">${icon.comment(16)}<span>86</span></span><span class="row">${icon.share(16)}<span>Share</span></span><span class="r">${icon.download(18)}</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Gurleen Kaur", meta: "1d", joined: true, color: "#3c8c6e", text: ["Aunty made dal in a Goa hotel room, didn't she"], who: "Gurleen Kaur", foot: "Like · Reply" })}
${crow({ name: "Harpreet Gill", meta: "Author · 1d", joined: true, color: "#9c4f86", text: ["Twice. The room smelled of hing for the whole stay."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Lovepreet Sandhu", meta: "20h", joined: true, color: "#c77b2d", text: ["Happy anniversary uncle aunty"], who: "Lovepreet Sandhu", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#ffffff", "#e0e5eb", "#4c5866", true)}`,
};
