// Part B's posts with replies (v39), first file: Equilab (a hack and a lying-down sheep), Hoplr (a front door
// painted sage green, and what the postman calls it).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const equilab: ScreenSpec = {
  id: "equilab-the-sheep-was-lying-down",
  app: "Equilab",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Georgie Haddon", handle: null },
  time: "16:48",
  battery: 57,
  statusBarDark: true,
  statusBarBackground: "#173046",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#eef2f4",
      card: "#ffffff",
      fg: "#1d2a33",
      sub: "#6d7b85",
      line: "#dde4e8",
      name: "#173046",
      accent: "#1fa38f",
      head: "#173046",
      headFg: "#ffffff",
      size: 14,
    }) +
    `.ph b{font-size:18px;font-weight:500}.st{display:flex;margin-top:10px}.st div{flex:1}.st .v{font-size:17px;font-weight:700;color:#173046}.st .l{font-size:11px;color:#6d7b85}
.gb{display:flex;height:8px;border-radius:4px;overflow:hidden;margin-top:10px}.gl{display:flex;gap:12px;margin-top:5px;font-size:11.5px;color:#6d7b85}.gl span{display:flex;gap:4px;align-items:center}.gl i{display:inline-block;width:8px;height:8px;border-radius:50%}
.tt{font-size:16px;font-weight:700;margin-top:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Session</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#8a6a4f")}<div style="flex:1">${ui("Georgie Haddon", "pn")}${ui("Locryn · Sat 5 Dec, 10:14", "pm")}</div></div>
${ui("Hack", "tt")}
<div style="margin:8px -14px 0">${picture(
    "100%",
    92,
    ["#cfdcc4", "#b7c9ad"],
    shapes([
      [0, 58, 390, 2, "#e9e3d1", "0"],
      [120, 0, 2, 92, "#e9e3d1", "0"],
      [40, 24, 60, 40, "#a9bf9c", "8px"],
      [220, 66, 90, 34, "#a9bf9c", "8px"],
    ]) +
      `<svg style="position:absolute;left:0;top:0" width="360" height="92" viewBox="0 0 360 112" preserveAspectRatio="none"><path d="M52 92 C70 60 96 44 140 40 S210 22 250 34 S300 70 282 88 S190 100 150 86 S80 96 52 92" fill="none" stroke="#1fa38f" stroke-width="3.5" stroke-linecap="round"/><circle cx="52" cy="92" r="5" fill="#173046"/></svg>`,
  )}</div>
<div class="st" data-role="ui"><div>${ui("1:12:05", "v")}${ui("Duration", "l")}</div><div>${ui("9.4 km", "v")}${ui("Distance", "l")}</div><div>${ui("7.8 km/h", "v")}${ui("Avg speed", "l")}</div></div>
<div class="gb"><span style="flex:48;background:#7cc4e4"></span><span style="flex:38;background:#1fa38f"></span><span style="flex:14;background:#e7a43a"></span></div>
<div class="gl" data-role="ui"><span><i style="background:#7cc4e4"></i>Walk 48%</span><span><i style="background:#1fa38f"></i>Trot 38%</span><span><i style="background:#e7a43a"></i>Canter 14%</span></div>
${own("Lovely frosty hack over the top field with Lindsey and her cob.", "px")}
${own("Locryn was a star for the first forty-five minutes.", "px")}
${own("He has walked past the same flock of sheep every day for nine years.", "px")}
${own("Today one sheep was lying down and he went home without me.", "px")}
${own("Both fine, bruised pride only.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>14</span></span><span class="row">${icon.comment(16)}<span>5</span></span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Lindsey Marsh", meta: "2h", joined: true, color: "#b5835a", text: ["In his defence, that sheep was extremely flat"], who: "Lindsey Marsh" })}
${crow({ name: "Georgie Haddon", meta: "2h", joined: true, color: "#8a6a4f", text: ["The sheep got up and walked off. Locryn is still not over it."], who: "owner" })}
${crow({ name: "Josie Trent", meta: "1h", joined: true, color: "#6b8fb3", text: ["Love the navy quarter sheet, where's it from?"], who: "Josie Trent" })}
${crow({ name: "Georgie Haddon", meta: "1h", joined: true, color: "#8a6a4f", text: ["Tack shop in Truro, half price in the sale"], who: "owner" })}
${crow({ name: "Jenifer Pike", meta: "40m", joined: true, color: "#9a6fa6", text: ["Glad you're ok! Did he wait for you at the gate?"], who: "Jenifer Pike" })}
</div>
${iconBar([icon.home(24), icon.grid(24), `<span style="display:flex;width:42px;height:42px;border-radius:50%;background:#1fa38f;color:#fff;align-items:center;justify-content:center">${icon.plus(24)}</span>`, icon.bell(24), icon.person(24)], "#ffffff", "#dde4e8", "#173046", true)}`,
};

export const hoplr: ScreenSpec = {
  id: "hoplr-the-hospital-door",
  app: "Hoplr",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 70 }],
  owner: { name: "Goedele Wouters", handle: null },
  time: "09:22",
  battery: 73,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f4f2f0",
      card: "#ffffff",
      fg: "#262322",
      sub: "#807a76",
      line: "#e8e3df",
      name: "#262322",
      accent: "#e9425a",
      head: "#ffffff",
      headFg: "#262322",
      size: 15,
    }) +
    `.ph b{font-size:21px;font-weight:800;color:#e9425a;letter-spacing:-.3px}.nb{font-size:12.5px;color:#807a76;font-weight:600}
.cat{display:inline-block;margin-top:8px;padding:3px 10px;border-radius:12px;background:#fde7ea;color:#c2334a;font-size:12px;font-weight:600}
.th{display:flex;gap:10px;margin-top:10px;border-top:1px solid #e8e3df;padding-top:8px;font-size:13.5px;color:#807a76;font-weight:600}.th span{flex:1;display:flex;gap:6px;align-items:center;justify-content:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>hoplr</b><span class="nb">Sint-Amandsberg</span>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#7d9a82")}<div style="flex:1">${ui("Goedele Wouters", "pn")}${ui("Sint-Amandsberg · 5h", "pm")}</div></div>
${ui("Home & garden", "cat")}
<div style="margin:8px -14px 2px">${picture(
    "100%",
    150,
    ["#d9d2c6", "#c9c0b2"],
    shapes([
      [130, 14, 130, 156, "#8fae98", "4px"],
      [140, 24, 50, 62, "#9dbba5", "3px"],
      [200, 24, 50, 62, "#9dbba5", "3px"],
      [172, 104, 46, 10, "#c8b27a", "2px"],
      [236, 122, 8, 8, "#c8b27a"],
      [0, 132, 390, 18, "#a39a8c", "0"],
    ]),
  )}</div>
${own("Finally finished painting our front door after three weekends of sanding.", "px")}
${own("The tin called the colour Quiet Meadow.", "px")}
${own("The postman has started calling it the hospital door.", "px")}
${own("Any tips for keeping the paint from chipping around the letterbox?", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>12 neighbours thanked</span></span><span class="r">4 comments</span></div>
<div class="th" data-role="ui"><span>${icon.heart(16)}Thank</span><span>${icon.comment(16)}Reply</span><span>${icon.share(16)}Share</span></div></div>
${crow({ name: "Lieve Janssens", meta: "4h", joined: true, color: "#c08a6b", text: ["Looks lovely from over the road, very calm"], who: "Lieve Janssens" })}
${crow({ name: "Koenraad De Smet", meta: "4h", joined: true, color: "#6c7fa8", text: ["Hospitals should be so lucky, ours was beige"], who: "Koenraad De Smet" })}
${crow({ name: "Goedele Wouters", meta: "3h", joined: true, color: "#7d9a82", depth: 1, text: ["He asked this morning where to sign in."], who: "owner" })}
${crow({ name: "Ignaas Peeters", meta: "1h", joined: true, color: "#a37b9c", text: ["Felt pads behind the letterbox flap, I did ours in 2019 and no chips yet"], who: "Ignaas Peeters" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#ffffff", "#e8e3df", "#e9425a")}`,
};
