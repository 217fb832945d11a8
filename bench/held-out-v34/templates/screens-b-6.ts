// Part B's posts with replies (v34), sixth file: Whering (an outfit matched to wallpaper that had gone).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const whering: ScreenSpec = {
  id: "whering-redecorated-in-august",
  app: "Whering",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Ljiljana Savic", handle: "@ljilja.wears" },
  time: "12:38",
  battery: 44,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#fbfaf8",
      card: "#fbfaf8",
      fg: "#151515",
      sub: "#8b8782",
      line: "#ebe8e3",
      name: "#151515",
      accent: "#151515",
      head: "#fbfaf8",
      headFg: "#151515",
      size: 15,
    }) +
    `.ph b{font-size:15px;letter-spacing:3px;text-align:center;text-transform:uppercase}.it{gap:8px;padding:8px 14px 0;overflow:hidden}.it span{flex:none;padding:4px 10px;border:1px solid #d9d5cf;border-radius:14px;font-size:12px;color:#4a4743}
.pn{font-size:14.5px}.hd{font-size:12.5px;color:#8b8782}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Outfit</b>${icon.bookmark(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#a3896a")}<div style="flex:1">${ui("Ljiljana Savic", "pn")}${ui("@ljilja.wears · Sun", "hd")}</div>${ui("Following", "hd")}</div></div>
<div style="padding:0 14px">${picture(
    "100%",
    200,
    ["#e9e1d6", "#ddd2c4"],
    shapes([
      [150, 18, 40, 40, "#c99b7b", "50%"],
      [128, 58, 84, 92, "#2f6b4f", "14px 14px 4px 4px"],
      [152, 60, 36, 50, "#f3efe6", "4px"],
      [136, 146, 30, 54, "#3a3a3a", "4px"],
      [176, 146, 30, 54, "#3a3a3a", "4px"],
      [250, 30, 120, 150, "#e3d0b8", "6px"],
      [262, 44, 18, 18, "#c8a57f", "50%"],
      [300, 70, 18, 18, "#c8a57f", "50%"],
      [276, 110, 18, 18, "#c8a57f", "50%"],
    ]),
  )}</div>
<div class="row it" data-role="ui"><span>Green blazer</span><span>Cream shirt</span><span>Black trousers</span><span>Loafers</span></div>
<div class="pp">
${own("Outfit for my cousin's wedding on Saturday.", "px")}
${own("Planned the whole look around the wallpaper in the venue's photos.", "px")}
${own("They'd redecorated in August.", "px")}
${own("Jacket from a charity shop, trousers from my sister.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(18)}<span>214</span></span><span class="row">${icon.comment(18)}<span>19</span></span><span class="row">${icon.bookmark(18)}<span>31</span></span><span class="r">Style it</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Gwenno Rees", meta: "Sun", joined: true, color: "#6b8fb3", text: ["You still matched the napkins, I checked"], who: "Gwenno Rees", foot: "Like · Reply" })}
${crow({ name: "Ljiljana Savic", meta: "Sun", joined: true, color: "#a3896a", text: ["I stood next to the napkins all night."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Lada Markovic", meta: "Sun", joined: true, color: "#b06a8a", text: ["Where did you get that jacket, I need it"], who: "Lada Markovic", foot: "Like · Reply" })}
${crow({ name: "Ljiljana Savic", meta: "Mon", joined: true, color: "#a3896a", text: ["Charity shop in Novi Sad, 1,400 dinars."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Ifor Davies", meta: "Mon", joined: true, color: "#5e9a6e", text: ["The colour is stunning on you, honestly"], who: "Ifor Davies", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(25), icon.grid(25), icon.plusBox(25), icon.heart(25), icon.person(25)], "#fbfaf8", "#ebe8e3", "#151515")}`,
};
