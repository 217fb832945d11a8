// Part B's posts with replies (v31), second file: 18Birdies (a round of 99) and MakerWorld (an oven knob).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const eighteenBirdies: ScreenSpec = {
  id: "18birdies-practice-swings-that-hit-the-ball",
  app: "18Birdies",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Jarek Nowicki", handle: null },
  time: "17:52",
  battery: 38,
  statusBarDark: true,
  statusBarBackground: "#0f6b4a",
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef1f0",
      card: "#fff",
      fg: "#17211d",
      sub: "#6d7873",
      line: "#dfe5e2",
      name: "#17211d",
      accent: "#0f6b4a",
      head: "#0f6b4a",
      headFg: "#fff",
      font: "Roboto,sans-serif",
      size: 14,
    }) +
    `.sc{margin-top:10px;border:1px solid #dfe5e2;border-radius:10px;overflow:hidden}.sc .t{padding:8px 12px;background:#f4f7f6;font-size:13px;font-weight:700}.sc .t small{display:block;font-size:11.5px;font-weight:400;color:#6d7873;margin-top:1px}
.st{display:grid;grid-template-columns:repeat(4,1fr);text-align:center;padding:8px 0}.st b{display:block;font-size:19px;color:#0f6b4a}.st small{font-size:11px;color:#6d7873}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Round</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#c27b3e")}<div style="flex:1">${ui("Jarek Nowicki", "pn")}${ui("posted a round · Sunday", "pm")}</div></div>
<div class="sc" data-role="ui"><div class="t">Aberdovey Golf Club<small>White tees · 18 holes · Par 71</small></div>
<div class="st"><div><b>99</b><small>Score</small></div><div><b>+28</b><small>To par</small></div><div><b>38</b><small>Putts</small></div><div><b>4/14</b><small>Fairways</small></div></div></div>
${own("Finally broke 100!", "px")}
${own("Ninety-nine exactly. Practice swings that hit the ball were not counted.", "px")}
${own("Lovely conditions, greens quick after Saturday's rain.", "px")}</div>
${picture(
  "100%",
  84,
  ["#9cc9e8", "#6fa35a"],
  shapes([
    [0, 50, 360, 40, "#5c8f45", "0"],
    [150, 18, 4, 46, "#f2f2f2", "0"],
    [154, 18, 22, 14, "#d8342c", "0"],
    [120, 60, 90, 14, "#7fb35f"],
  ]),
)}
<div class="pp" style="padding-top:6px"><div class="row pa" data-role="ui" style="margin-top:0"><span class="row">${icon.thumbUp(17)}<span>46</span></span><span class="row">${icon.comment(17)}<span>12</span></span><span class="r">View scorecard</span></div></div>
<div class="pc" data-role="ui">12 comments</div>
${crow({ name: "Godwin Pryor", meta: "Sun", color: "#4f6c8f", text: ["I was marking your card. I counted them. It was 104."], who: "Godwin Pryor", foot: "Like · Reply" })}
${crow({ name: "Jarek Nowicki", meta: "Sun", color: "#c27b3e", text: ["Godwin keeps the card in pencil for a reason."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Kiki Adebayo", meta: "Sun", color: "#9a5fa0", text: ["Scorecard says you had an 11 on the 16th??"], who: "Kiki Adebayo", foot: "Like · Reply" })}
${crow({ name: "Jarek Nowicki", meta: "Mon", color: "#c27b3e", text: ["The 16th is a par 3 with a lot of opinions."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Laurens de Vos", meta: "Mon", color: "#5e8f6a", text: ["Big milestone mate, well played. Next stop 95."], who: "Laurens de Vos", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(22), icon.flame(22), icon.plusBox(22), icon.chat(22), icon.person(22)], "#fff", "#dfe5e2", "#17211d", true)}`,
};

export const makerWorld: ScreenSpec = {
  id: "makerworld-found-in-the-tea-towel-drawer",
  app: "MakerWorld",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Gundula Brandl", handle: null },
  time: "22:14",
  battery: 54,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#111312",
      card: "#1b1e1d",
      fg: "#eceeed",
      sub: "#8d9591",
      line: "#2a2e2c",
      name: "#eceeed",
      accent: "#00ae42",
      head: "#111312",
      headFg: "#eceeed",
      size: 14.5,
    }) +
    `.ti{font-size:19px;font-weight:700;line-height:24px;margin-top:2px}.dl{display:flex;gap:8px;margin-top:10px}.dl span{padding:4px 10px;border-radius:6px;background:#262a28;font-size:12px;color:#b9c0bc}
.bt2{margin-top:12px;height:40px;border-radius:8px;background:#00ae42;color:#fff;font-weight:700;font-size:15px;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b style="font-size:17px">Model</b>${icon.heart(21)}${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
${picture(
  "100%",
  92,
  ["#2e3431", "#1c201e"],
  shapes([
    [174, 8, 76, 76, "#d9d9d4"],
    [206, 12, 12, 34, "#8a8f8c", "4px"],
    [60, 70, 40, 12, "#3b423e", "4px"],
    [330, 22, 50, 50, "#00ae42", "12px"],
  ]),
)}
<div class="pp">${ui("Replacement oven knob for Belling cookers (1998-2004)", "ti")}
<div class="row" style="gap:10px;margin-top:10px">${avatar(30, "#6d8fb3")}<div style="flex:1">${ui("Gundula Brandl", "pn")}${ui("Published 9 days ago · Household", "pm")}</div>${ui("+ Follow", "pm")}</div>
<div class="dl" data-role="ui"><span>PETG</span><span>0.2 mm</span><span>1 plate · 38 min</span></div>
${own("Our oven lost its temperature knob behind the cooker in August, and I modelled a new one from the stump.", "px")}
${own("Eleven test prints and two weekends to get the D-shaft fit right. My husband then found the original knob in our tea towel drawer.", "px")}
<div class="bt2" data-role="ui">Open in Bambu Studio</div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>312</span></span><span class="row">${icon.download(17)}<span>1.4k</span></span><span class="row">${icon.comment(17)}<span>23</span></span><span class="r">Boost</span></div></div>
<div class="pc" data-role="ui">Comments and prints</div>
${crow({ name: "Loic Marchand", meta: "6d", joined: true, color: "#b3855d", text: ["Printed this for my mum's Belling, fits like the original. Thank you!"], who: "Loic Marchand", foot: "Reply" })}
${crow({ name: "Jasmijn Vermeer", meta: "5d", joined: true, color: "#7c6bb0", text: ["Uploading a model along with the story of why you never needed it is very generous of you."], who: "Jasmijn Vermeer", foot: "Reply" })}
${crow({ name: "Gundula Brandl", meta: "Creator · 5d", joined: true, color: "#6d8fb3", text: ["The printed one stays on. The original is now the spare."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Hanneke Smit", meta: "2d", joined: true, color: "#5f9c86", text: ["Which setting is 180 on yours? Mine only has numbers 1 to 9."], who: "Hanneke Smit", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#151716", "#2a2e2c", "#eceeed")}`,
};
