// Part B's posts with replies (v31), third file: Notabli (a nativity innkeeper) and GuruShots (a gondola, not theirs).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const notabli: ScreenSpec = {
  id: "notabli-decided-there-is-room",
  app: "Notabli",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Honoria", handle: null },
  time: "15:33",
  battery: 82,
  cutLines: 1,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Jehan",
    body: "School just emailed. They've given him a second line: Sorry, we're full.",
    author: "Jehan",
    age: "now",
  },
  css:
    postCss({
      bg: "#fbf7f2",
      card: "#fff",
      fg: "#2b2623",
      sub: "#8f8580",
      line: "#efe6dd",
      name: "#2b2623",
      accent: "#e0664f",
      head: "#fbf7f2",
      headFg: "#2b2623",
      size: 15,
    }) +
    `.al{flex:1;text-align:center}.al b{display:block;font-size:17px;font-weight:700}.al small{display:block;font-size:12px;color:#8f8580}.mo{font-size:12px;font-weight:700;letter-spacing:1px;color:#e0664f;margin-bottom:6px}`,
  html: `<div class="row ph" data-role="ui" style="height:56px">${icon.back(22)}<div class="al"><b>Jacques</b><small>Age 5 · 14 followers</small></div>${icon.plus(22)}</div>
<div class="fill">
<div class="pp" style="padding-top:12px">${ui("NATIVITY · TUESDAY 2 DEC", "mo")}</div>
${picture(
  "100%",
  200,
  ["#3c3552", "#5d4a6e"],
  shapes([
    [150, 40, 90, 160, "#c9a36b", "45% 45% 0 0"],
    [172, 16, 46, 46, "#e8c39e"],
    [166, 8, 58, 22, "#7a5a3a", "50% 50% 10px 10px"],
    [40, 150, 300, 50, "#2a2436", "0"],
    [300, 30, 20, 20, "#f4e6a1"],
  ]),
)}
<div class="pp">
<div class="row" style="gap:10px">${avatar(32, "#d08a6a")}<div style="flex:1">${ui("Honoria · Mum", "pn")}${ui("Tuesday 18:40", "pm")}</div></div>
${own("Jacques was cast as the innkeeper this year and has rehearsed in the bath for weeks.", "px")}
${own("He has one line and has decided, for artistic reasons, that there is room.", "px")}
${own("Costume is a tea towel and his dad's waistcoat.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>Grandpa, Auntie Kilda and 6 others</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Grandpa Joachim", meta: "Tue", joined: true, color: "#6f86a6", text: ["Quite right too. Nobody should be turned away at Christmas."], who: "Grandpa Joachim" })}
${crow({ name: "Auntie Kilda", meta: "Tue", joined: true, color: "#a06f9c", text: ["Does Mrs Ingleby know yet?"], who: "Auntie Kilda" })}
${crow({ name: "Honoria · Mum", meta: "Wed", joined: true, color: "#d08a6a", text: ["She found out at the dress rehearsal. Mary had to improvise", "and the donkey went in first."], who: "owner", depth: 1 })}
${crow({ name: "Nana Hildegard", meta: "Wed", joined: true, color: "#8aa07a", text: ["We will be in the second row with the big camera."], who: "Nana Hildegard" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.camera(24), icon.bell(24), icon.person(24)], "#fff", "#efe6dd", "#2b2623")}`,
};

export const guruShots: ScreenSpec = {
  id: "gurushots-a-different-gondola",
  app: "GuruShots",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Gilberte Laurent", handle: null },
  time: "08:21",
  battery: 66,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#14161c",
      card: "#1c1f27",
      fg: "#eef0f5",
      sub: "#8b91a1",
      line: "#2a2e39",
      name: "#eef0f5",
      accent: "#ffb400",
      head: "#14161c",
      headFg: "#eef0f5",
      font: "Roboto,sans-serif",
      size: 14,
    }) +
    `.chal{gap:10px;padding:8px 14px;background:#232734;font-size:12.5px;color:#c8ccd8}.chal b{color:#ffb400}.lv{padding:2px 8px;border-radius:10px;background:#3a2f12;color:#ffb400;font-size:11px;font-weight:700}
.vt{gap:14px;margin-top:8px;font-size:12.5px;color:#8b91a1}.vt b{color:#eef0f5;font-size:14px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Photo</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="row chal" data-role="ui"><span><b>ON THE WATER</b> · challenge ends in 2d 4h</span></div>
${picture(
  "100%",
  140,
  ["#f6a64a", "#2b3d66"],
  shapes([
    [40, 30, 60, 70, "#b7774a", "0"],
    [260, 20, 90, 80, "#c98a5a", "0"],
    [230, 60, 26, 26, "#ffd98a"],
    [0, 98, 360, 42, "#1f2c4d", "0"],
    [110, 104, 140, 12, "#0f1528", "0 0 60px 60px"],
    [150, 88, 10, 16, "#0f1528", "3px"],
    [236, 80, 3, 26, "#0f1528", "0"],
  ]),
)}
<div class="pp">
<div class="row" style="gap:10px">${avatar(34, "#c0784f")}<div style="flex:1">${ui("Gilberte Laurent", "pn")}${ui("Venice, Italy · 3h", "pm")}</div><span data-role="ui">${ui("ADVANCED", "lv")}</span></div>
${own("We paid 90 euros for a sunset gondola ride on the last night of the holiday.", "px")}
${own("The best photo I got is of a different gondola.", "px")}
${own("Shot on my phone, no edits.", "px")}
<div class="row vt" data-role="ui"><span><b>1,284</b> votes</span><span><b>Exposure</b> 82%</span><span><b>27</b> comments</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Hatsie Moore", meta: "3h", joined: true, color: "#5b7fc0", text: ["Gorgeous light across the canal. Which one were you in?"], who: "Hatsie Moore", foot: "Reply" })}
${crow({ name: "Gilles Arnaud", meta: "2h", joined: true, color: "#7aa35e", text: ["Voted. The couple in that one look very happy, you should try to find them."], who: "Gilles Arnaud", foot: "Reply" })}
${crow({ name: "Gilberte Laurent", meta: "2h", joined: true, color: "#c0784f", text: ["We were right behind them, arguing about who had the phone."], who: "owner", depth: 1, foot: "Reply" })}
</div>
${iconBar([icon.home(22), icon.flame(22), icon.camera(22), icon.grid(22), icon.person(22)], "#181a21", "#2a2e39", "#eef0f5", true)}`,
};
