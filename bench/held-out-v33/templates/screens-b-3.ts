// Part B's posts with replies (v33), third file: Mighty Networks (a kitchen and a 1974 horoscope), Fanbase (an ironed shirt and a seatbelt).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const mightyNetworks: ScreenSpec = {
  id: "mighty-networks-avoid-big-projects",
  app: "Mighty Networks",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 1100, quality: 68 }],
  owner: { name: "Hedvika Novak", handle: null },
  time: "21:14",
  battery: 33,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f4f4f6",
      card: "#fff",
      fg: "#1f1f2b",
      sub: "#74748a",
      line: "#e4e4ea",
      name: "#1f1f2b",
      accent: "#6a3fd4",
      head: "#fff",
      headFg: "#1f1f2b",
      size: 15,
    }) +
    `.gp{gap:10px;padding:8px 14px;background:#fff;border-bottom:1px solid #e4e4ea;font-size:13px;color:#74748a}.gp i{display:inline-block;width:26px;height:26px;border-radius:7px;background:#b5653a}.ch{display:inline-block;margin-top:6px;padding:2px 9px;border-radius:10px;background:#efe9fc;color:#6a3fd4;font-size:11.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Old House Rescue</b>${icon.search(20)}${icon.bell(20)}</div>
<div class="row gp" data-role="ui"><i></i><span>Members' Projects · 2,317 members</span></div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#a0566e")}<div style="flex:1">${ui("Hedvika Novak", "pn")}${ui("Restorer · 6h", "pm")}</div>${icon.more(20)}</div>
${ui("Kitchens", "ch")}
${own("Kitchen week six: cabinets painted, new worktop in, tiling starts Saturday.", "px")}
${own("Found a newspaper from 1974 behind the old units. The horoscope said to avoid big projects this year.", "px")}
${own("Ignoring it, as you can see.", "px")}</div>
${picture(
  "100%",
  150,
  ["#dfe3da", "#c9cfc2"],
  shapes([
    [0, 96, 428, 54, "#a8b39a", "0"],
    [20, 20, 120, 76, "#8a9d7c", "4px"],
    [150, 20, 120, 76, "#8a9d7c", "4px"],
    [0, 90, 428, 8, "#3c3a36", "0"],
    [290, 16, 110, 60, "#f3efe4", "2px"],
    [306, 26, 76, 6, "#9a948a", "2px"],
    [306, 38, 60, 6, "#9a948a", "2px"],
  ]),
)}
<div class="pp" style="padding-top:0">
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>86</span></span><span class="row">${icon.comment(17)}<span>14</span></span><span class="r">Follow post</span></div></div>
<div class="pc" data-role="ui">14 comments</div>
${crow({ name: "Jitka Horak", meta: "5h", joined: true, color: "#4a7ea0", text: ["That horoscope was fifty years early and still right"], who: "Jitka Horak", foot: "Like · Reply" })}
${crow({ name: "Hedvika Novak", meta: "5h", joined: true, color: "#a0566e", text: ["I've framed it and hung it where the fridge goes."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gyongyi Szabo", meta: "3h", joined: true, color: "#7c8a3a", text: ["What paint did you use on the cabinet doors?"], who: "Gyongyi Szabo", foot: "Like · Reply" })}
${crow({ name: "Hedvika Novak", meta: "2h", joined: true, color: "#a0566e", text: ["Eggshell in Sage Mist, two coats and a primer."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.chat(24), icon.bell(24), icon.person(24)], "#fff", "#e4e4ea", "#1f1f2b")}`,
};

export const fanbase: ScreenSpec = {
  id: "fanbase-before-wed-even-parked",
  app: "Fanbase",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Gevorg Arakelyan", handle: "@gevorg.a" },
  time: "22:37",
  battery: 19,
  cutLines: 1,
  replies: true,
  banner: { app: "Messages", color: "#34c759", title: "Mum", body: "Did you iron the shirt I left on the chair", author: "Mum", age: "now" },
  css:
    postCss({
      bg: "#000",
      card: "#0d0d10",
      fg: "#f2f2f5",
      sub: "#9a9aa6",
      line: "#222228",
      name: "#f2f2f5",
      accent: "#ff5a36",
      head: "#000",
      headFg: "#f2f2f5",
      size: 14.5,
    }) + `.hd{font-size:12.5px;color:#9a9aa6}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#6a4ab0", { ring: "#ff5a36" })}<div style="flex:1">${ui("Gevorg Arakelyan", "pn")}${ui("@gevorg.a · 4h", "pm")}</div>${ui("Subscribe", "r pa")}</div>
${own("Cousin's engagement party fit. Linen shirt, pleated trousers, brown loafers.", "px")}
${own("Ironed this shirt for forty minutes. The seatbelt pressed a stripe across it before we'd even parked.", "px")}
${own("Still counting it as a win.", "px")}</div>
${picture(
  "100%",
  190,
  ["#3a3530", "#26221e"],
  shapes([
    [150, 14, 50, 50, "#b88a66", "25px"],
    [124, 64, 104, 80, "#e9e4d6", "14px"],
    [124, 70, 104, 8, "#b8b0a0", "2px"],
    [132, 140, 40, 50, "#4b4a52", "4px"],
    [180, 140, 40, 50, "#4b4a52", "4px"],
  ]).replace("top:70px;", "top:70px;transform:rotate(34deg);"),
)}
<div class="pp">
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>203</span></span><span class="row">${icon.comment(17)}<span>11</span></span><span class="row">${icon.repost(17)}<span>4</span></span></div></div>
<div class="pc" data-role="ui">Replies</div>
${crow({ name: "Lilit", meta: "3h", joined: true, color: "#b04a6a", text: ["The stripe is a design choice now"], who: "Lilit", foot: "Like · Reply" })}
${crow({ name: "Karapet Sargsyan", meta: "3h", joined: true, color: "#4a8ab0", text: ["Where are the loafers from?"], who: "Karapet Sargsyan", foot: "Like · Reply" })}
${crow({ name: "Gevorg Arakelyan", meta: "2h", joined: true, color: "#6a4ab0", text: ["Clarks, they were in the sale."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gohar", meta: "1h", joined: true, color: "#8ab04a", text: ["Looked great in person, stripe and all"], who: "Gohar", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.person(24)], "#000", "#222228", "#f2f2f5")}`,
};
