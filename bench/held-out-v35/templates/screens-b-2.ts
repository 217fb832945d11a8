// Part B's posts with replies (v35), second file: Tripoto (a root bridge and a physics teacher) and Go Try It On
// (an outfit from a gym's lost property box).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const tripoto: ScreenSpec = {
  id: "tripoto-at-the-bottom-of-the-steps",
  app: "Tripoto",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Kavin Raman", handle: null },
  time: "19:26",
  battery: 71,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1f2328",
      sub: "#6b7178",
      line: "#eceef0",
      name: "#1f2328",
      accent: "#ef5a3c",
      head: "#ffffff",
      headFg: "#1f2328",
      size: 14.5,
    }) +
    `.ph b{font-size:22px;font-weight:800;color:#ef5a3c;letter-spacing:-.5px}.tt{font-size:19px;line-height:24px;font-weight:800;margin-top:10px}
.tg{gap:6px;margin-top:8px}.tg span{font-size:11.5px;padding:3px 9px;border-radius:11px;background:#fdeee9;color:#c94a30;font-weight:600}.pc{border-top:8px solid #f4f5f6}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>tripoto</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  150,
  ["#2f5d3a", "#6f9a4f"],
  shapes([
    [0, 110, 390, 40, "#5c7f8c", "0"],
    [40, 70, 310, 70, "transparent", "0"],
    [30, 62, 330, 16, "#6b4a2e", "60px 60px 0 0"],
    [40, 74, 10, 60, "#6b4a2e", "3px"],
    [340, 74, 10, 60, "#6b4a2e", "3px"],
    [60, 20, 270, 14, "#5a3e27", "60px 60px 0 0"],
    [150, 96, 22, 34, "#d9534f", "10px"],
    [10, 0, 60, 60, "#1f4429"],
    [320, 0, 80, 70, "#1f4429"],
  ]),
)}
<div class="pp">${own("Living Root Bridges of Meghalaya", "tt")}
<div class="row" style="gap:10px;margin-top:10px">${avatar(34, "#3a7d8c")}<div style="flex:1">${ui("Kavin Raman", "pn")}${ui("5 days · Oct 2026 · Chennai", "pm")}</div></div>
<div class="row tg" data-role="ui"><span>Trekking</span><span>Northeast</span><span>Monsoon</span></div>
${own("Five days, barely any signal.", "px")}
${own("Walked 3,500 steps down to the double-decker root bridge.", "px")}
${own("Met my physics teacher at the bottom.", "px")}
${own("Worth every step back up.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>212</span></span><span class="row">${icon.comment(17)}<span>18</span></span><span class="row">${icon.share(17)}<span>Share</span></span></div></div>
<div class="pc" data-role="ui">18 Comments</div>
${crow({ name: "Ilango Selvam", meta: "3d", joined: true, color: "#a2683c", text: ["Did he ask about your board exam marks"], who: "Ilango Selvam", foot: "Like · Reply" })}
${crow({ name: "Kavin Raman", meta: "3d", joined: true, color: "#3a7d8c", text: ["He asked why I was out of breath, same as in 2009."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Lavanya Iyer", meta: "2d", joined: true, color: "#b34d7a", text: ["Stunning pics! Which month did you go?"], who: "Lavanya Iyer", foot: "Like · Reply" })}
${crow({ name: "Kavin Raman", meta: "2d", joined: true, color: "#3a7d8c", text: ["Late October, just after the rains."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Jayant Ghosh", meta: "1d", joined: true, color: "#5d6fb0", text: ["Is the homestay in Nongriat worth it or should we stay in Cherrapunji"], who: "Jayant Ghosh", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bookmark(23), icon.person(24)], "#ffffff", "#eceef0", "#3b4148")}`,
};

export const goTryItOn: ScreenSpec = {
  id: "go-try-it-on-the-lost-property-box",
  app: "Go Try It On",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Kyriaki Andreou", handle: "@kyriaki.a" },
  time: "17:03",
  battery: 38,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f6f3f8",
      card: "#ffffff",
      fg: "#24202a",
      sub: "#7a7283",
      line: "#ebe6ef",
      name: "#24202a",
      accent: "#8e44ad",
      head: "#ffffff",
      headFg: "#24202a",
      size: 15,
    }) +
    `.ph b{text-align:center;font-size:17px}.vt{background:#fff;padding:10px 14px 4px}.vb{display:flex;height:30px;border-radius:15px;overflow:hidden;font-size:13px;font-weight:700;color:#fff}.vb div{display:flex;align-items:center;padding:0 12px}
.vc{font-size:12px;color:#7a7283;margin-top:5px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Look</b>${icon.moreV(21)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:10px"><div class="row" style="gap:10px">${avatar(38, "#c77d4f")}<div style="flex:1">${ui("Kyriaki Andreou", "pn")}${ui("@kyriaki.a · 3h", "pm")}</div></div></div>
${picture(
  "100%",
  250,
  ["#e9e2d8", "#d8cfc3"],
  shapes([
    [0, 190, 428, 60, "#b9a894", "0"],
    [184, 30, 60, 60, "#c98d63"],
    [176, 20, 76, 34, "#2b2220", "30px 30px 8px 8px"],
    [160, 88, 108, 100, "#22334f", "26px 26px 6px 6px"],
    [206, 88, 16, 70, "#f1ece4", "0"],
    [170, 186, 40, 56, "#8a7b66", "4px"],
    [218, 186, 40, 56, "#8a7b66", "4px"],
    [166, 236, 44, 12, "#a0332c", "6px"],
    [218, 236, 44, 12, "#a0332c", "6px"],
  ]),
)}
<div class="vt" data-role="ui"><div class="vb"><div style="width:81%;background:#8e44ad">Yes 81%</div><div style="flex:1;background:#c9b6d6">No</div></div>${ui("57 votes · voting closes in 21h", "vc")}</div>
<div class="pp" style="padding-top:2px">
${own("Engagement party on Saturday, yes or no?", "px")}
${own("Everything but the shoes is from the gym's lost property box.", "px")}
${own("Please don't tell my manager.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>44</span></span><span class="row">${icon.comment(17)}<span>9</span></span><span class="r">Vote</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Leona Hartley", meta: "2h", joined: true, color: "#5c8fa8", text: ["Yes!! The colour is perfect on you"], who: "Leona Hartley", foot: "Like · Reply" })}
${crow({ name: "Hayden Cole", meta: "2h", joined: true, color: "#6a8f4e", text: ["Hang on, I lost a jacket exactly like that in March"], who: "Hayden Cole", foot: "Like · Reply" })}
${crow({ name: "Kyriaki Andreou", meta: "1h", joined: true, color: "#c77d4f", text: ["Navy, size M, half a Twix in the left pocket?"], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Hayden Cole", meta: "1h", joined: true, color: "#6a8f4e", text: ["I want the Twix back"], who: "Hayden Cole", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Giannis Petrou", meta: "40m", joined: true, color: "#9a5a8c", text: ["The trousers are a yes, not sure about the belt"], who: "Giannis Petrou", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(25), icon.bell(24), icon.person(24)], "#ffffff", "#ebe6ef", "#3a3440")}`,
};
