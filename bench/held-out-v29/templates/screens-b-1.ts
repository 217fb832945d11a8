// Part B's posts with replies (v29), first file: Homify (a hallway restored, and a note under the stair carpet).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const homify: ScreenSpec = {
  id: "homify-sorry-about-the-stairs",
  app: "Homify",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Kenna Doyle", handle: null },
  time: "21:16",
  battery: 48,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f2f2f2",
      card: "#fff",
      fg: "#222",
      sub: "#8a8a8a",
      line: "#e4e4e4",
      name: "#222",
      accent: "#e2574c",
      head: "#fff",
      headFg: "#222",
      size: 14,
    }) +
    `.ti{font-size:18px;font-weight:700;line-height:23px;margin-top:10px}.logo{flex:1;font-size:22px;font-weight:600;color:#222;letter-spacing:.2px}.logo i{color:#e2574c;font-style:normal}
.tg{gap:6px;margin-top:8px}.tg>div{font-size:12px;color:#555;border:1px solid #ddd;border-radius:4px;padding:3px 8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">homify</span>${icon.heart(20)}${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#6b8fb3")}<div style="flex:1">${ui("Kenna Doyle", "pn")}${ui("Idea book · Manchester · 3d", "pm")}</div>${ui("Follow", "pm")}</div>
${ui("Our Victorian hallway", "ti")}</div>
<div class="row" style="gap:2px;background:#fff">${picture(
    "50%",
    80,
    ["#c9b9a0", "#8e7b62"],
    shapes([
      [30, 8, 40, 84, "#7a6048", "2px"],
      [0, 74, 195, 18, "#6d5a48", "0"],
      [110, 20, 60, 54, "#a89377", "2px"],
    ]),
  )}${picture(
    "50%",
    80,
    ["#3e5566", "#2c3f4d"],
    shapes([
      [0, 64, 195, 28, "#b0523c", "0"],
      [20, 70, 18, 18, "#e6d6b8", "0"],
      [60, 70, 18, 18, "#1f2a33", "0"],
      [100, 70, 18, 18, "#e6d6b8", "0"],
      [120, 8, 44, 56, "#f1ede4", "2px"],
    ]),
  )}</div>
<div class="pp">
${own("Three months stripping the hallway back to the original Victorian tiles.", "px")}
${own("Under the stair carpet was a note from 1974 that just said: Sorry about the stairs.", "px")}
${own("We are still waiting to find out what was wrong with the stairs.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>388</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Save</span></div></div>
<div class="pc" data-role="ui">6 comments</div>
${crow({ name: "Ioana Marsh", meta: "3d", joined: true, color: "#a0668f", text: ["Those tiles are gorgeous. Did you have to replace many?"], who: "Ioana Marsh", foot: "Like · Reply" })}
${crow({ name: "Kenna Doyle", meta: "Author · 3d", joined: true, color: "#6b8fb3", text: ["Only nine. I matched them at a salvage place in Stockport."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Leofwin Beck", meta: "2d", joined: true, color: "#5d8a66", text: ["Lift the landing carpet next. Bet there's a second note."], who: "Leofwin Beck", foot: "Like · Reply" })}
${crow({ name: "Ketevan Ross", meta: "2d", joined: true, color: "#c58a3e", text: ["Ours just said Mind the boiler. In hindsight, fair."], who: "Ketevan Ross", foot: "Like · Reply" })}
${crow({ name: "Gisele Hart", meta: "1d", joined: true, color: "#7b6fb8", text: ["Railings colour please!"], who: "Gisele Hart", foot: "Like · Reply" })}
${crow({ name: "Kenna Doyle", meta: "Author · 1d", joined: true, color: "#6b8fb3", text: ["Paint is Inchyra Blue, the skirting is Pointing. So far the stairs have been fine. So far."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.heart(24), icon.person(24)], "#fff", "#e4e4e4", "#222")}`,
};
