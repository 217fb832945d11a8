// Part B's posts with replies (v34), second file: Project Noah (a toad in a wellington), GrowIt! (garlic at £11 a bulb).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const projectNoah: ScreenSpec = {
  id: "project-noah-twice-since-sunday",
  app: "Project Noah",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Ieuan Pritchard", handle: null },
  time: "08:42",
  battery: 37,
  statusBarDark: true,
  statusBarBackground: "#2e7d4f",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#eef2ec",
      card: "#fff",
      fg: "#1f2a22",
      sub: "#6b786e",
      line: "#dfe6dd",
      name: "#1f2a22",
      accent: "#2e7d4f",
      head: "#2e7d4f",
      headFg: "#fff",
      size: 14,
    }) +
    `.sp{padding:8px 14px;background:#fff;border-bottom:1px solid #dfe6dd}.sp .n{font-size:16px;font-weight:700}.sp .l{font-size:12.5px;color:#6b786e;font-style:italic}
.ms{display:inline-block;margin-top:6px;padding:2px 8px;border-radius:4px;background:#e3f1e7;color:#2e7d4f;font-size:11.5px;font-weight:700}.ok{font-size:11.5px;color:#2e7d4f;margin-top:4px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Spotting</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  150,
  ["#7c8f5a", "#4f5f3a"],
  shapes([
    [40, 20, 120, 150, "#2d2f33", "40px 40px 8px 8px"],
    [60, 10, 80, 30, "#3d4046", "20px"],
    [150, 92, 72, 44, "#8a7150", "50%"],
    [196, 86, 26, 22, "#9a8260", "50%"],
    [206, 90, 6, 6, "#1f1a12", "50%"],
    [230, 40, 110, 120, "#2d2f33", "40px 40px 8px 8px"],
  ]),
)}
<div class="sp" data-role="ui">${ui("Common Toad", "n")}${ui("Bufo bufo", "l")}${ui("Mission: Backyard Amphibians", "ms")}${ui("ID confirmed by 3 experts", "ok")}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#6a8caf")}<div style="flex:1">${ui("Ieuan Pritchard", "pn")}${ui("Ceredigion, Wales · Oct 14", "pm")}</div></div>
${own("Found this fella living in my left wellington in the porch.", "px")}
${own("I have worn that boot twice since Sunday.", "px")}
${own("Moved him to the log pile, he seemed fine about it.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>23</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Suggest ID</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Gwion Parry", meta: "Oct 14", joined: true, color: "#b0704f", text: ["He was paying rent in warmth, seems a fair deal"], who: "Gwion Parry", foot: "Reply" })}
${crow({ name: "Ieuan Pritchard", meta: "Oct 14", joined: true, color: "#6a8caf", text: ["I've been checking the right one every morning since."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Llio Morgan", meta: "Expert · Oct 15", joined: true, color: "#7d5ea8", text: ["Lovely find. Toads often shelter in boots and plant pots in autumn."], who: "Llio Morgan", foot: "Reply" })}
${crow({ name: "Guto Ellis", meta: "Oct 15", joined: true, color: "#3f8f86", text: ["Did you not feel anything when you put it on?"], who: "Guto Ellis", foot: "Reply" })}
</div>
${iconBar([icon.home(23), icon.search(23), icon.camera(23), icon.bell(23), icon.person(23)], "#fff", "#dfe6dd", "#2e7d4f", true)}`,
};

export const growIt: ScreenSpec = {
  id: "growit-eleven-pounds-a-bulb",
  app: "GrowIt!",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Leszek Wrona", handle: null },
  time: "18:55",
  battery: 81,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f4f7ef",
      card: "#fff",
      fg: "#22301c",
      sub: "#7a8771",
      line: "#e4eadc",
      name: "#22301c",
      accent: "#5a9a2e",
      head: "#fff",
      headFg: "#5a9a2e",
      size: 15,
    }) +
    `.ph b{font-size:22px;font-weight:800;letter-spacing:-.4px}.zt{gap:6px;margin-top:6px}.zt span{padding:2px 9px;border-radius:10px;background:#eef5e4;color:#4a7d25;font-size:12px;font-weight:600}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>GrowIt!</b>${icon.bookmark(21)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#8b6a3e")}<div style="flex:1">${ui("Leszek Wrona", "pn")}${ui("Leeds · Zone 8 · 5h", "pm")}</div>${ui("Follow", "pn")}</div>
<div class="row zt" data-role="ui"><span>Garlic</span><span>Harvest</span><span>Raised beds</span></div></div>
${picture(
  "100%",
  190,
  ["#c9b48a", "#a88f62"],
  shapes([
    [30, 40, 370, 110, "#7b5a36", "10px"],
    [60, 60, 56, 56, "#f3ede0", "50% 50% 45% 45%"],
    [130, 66, 52, 52, "#efe7d6", "50% 50% 45% 45%"],
    [196, 58, 58, 58, "#f5efe2", "50% 50% 45% 45%"],
    [268, 64, 54, 54, "#eee5d2", "50% 50% 45% 45%"],
    [336, 62, 50, 50, "#f1ead9", "50% 50% 45% 45%"],
    [80, 10, 6, 54, "#9fb06a", "3px"],
    [220, 6, 6, 56, "#9fb06a", "3px"],
  ]),
)}
<div class="pp">
${own("First ever garlic harvest, 14 bulbs.", "px")}
${own("Planted in October in the new raised bed.", "px")}
${own("By my maths each bulb cost about £11.", "px")}
${own("Already ordered twice as many for next year.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>57</span></span><span class="row">${icon.comment(17)}<span>9</span></span><span class="r">Share</span></div></div>
<div class="pc" data-role="ui">9 comments</div>
${crow({ name: "Halszka Zielinska", meta: "4h", joined: true, color: "#c2577a", text: ["The most expensive pasta sauce in Leeds, and I'd still eat it"], who: "Halszka Zielinska", foot: "Like · Reply" })}
${crow({ name: "Leszek Wrona", meta: "4h", joined: true, color: "#8b6a3e", text: ["The bed will pay for itself by about 2031."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Jacek Kowal", meta: "3h", joined: true, color: "#4d79a8", text: ["Softneck or hardneck? Mine never get this big"], who: "Jacek Kowal", foot: "Like · Reply" })}
${crow({ name: "Leszek Wrona", meta: "3h", joined: true, color: "#8b6a3e", text: ["Hardneck, Chesnok Wight. Lots of manure."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Ignacy Lis", meta: "1h", joined: true, color: "#5e8f5a", text: ["Braid them and hang them in the shed, they keep till spring"], who: "Ignacy Lis", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(25), icon.search(25), icon.plusBox(25), icon.chat(25), icon.person(25)], "#fff", "#e4eadc", "#5a9a2e")}`,
};
