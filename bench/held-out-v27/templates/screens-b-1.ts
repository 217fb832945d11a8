// Part B's posts with replies (v27), first file: FindPenguins (tram 28 in Lisbon).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const findpenguins: ScreenSpec = {
  id: "findpenguins-we-overtook-it-twice",
  app: "FindPenguins",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Graydon Pike", handle: null },
  time: "21:14",
  battery: 44,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f2f5f7",
      card: "#fff",
      fg: "#1d2b36",
      sub: "#7d8b96",
      line: "#e1e7ec",
      name: "#1d2b36",
      accent: "#1aa3c8",
      head: "#fff",
      headFg: "#1d2b36",
    }) +
    `.fp{font-size:12px;font-weight:700;color:#1aa3c8;letter-spacing:.4px;margin-top:10px}.loc{font-size:13px;color:#7d8b96;margin-top:2px}.ti{font-size:18px;font-weight:700;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b style="text-align:center">Lisbon, long weekend</b>${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  128,
  ["#9ccbe8", "#f1e4cc"],
  shapes([
    [0, 20, 110, 108, "#e8b89a", "2px"],
    [280, 10, 110, 118, "#f3d9a6", "2px"],
    [0, 104, 390, 24, "#8f8a82", "0"],
    [120, 46, 150, 62, "#f2c230", "10px 10px 3px 3px"],
    [132, 58, 28, 22, "#dfeaf0", "3px"],
    [170, 58, 28, 22, "#dfeaf0", "3px"],
    [208, 58, 28, 22, "#dfeaf0", "3px"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#d08a3c")}<div style="flex:1">${ui("Graydon Pike", "pn")}${ui("Day 2 · 18 April 2026", "pm")}</div></div>
${ui("FOOTPRINT 11", "fp")}${ui("Tram 28", "ti")}${ui("Martim Moniz, Lisbon, Portugal", "loc")}
${own("We queued ninety minutes at Martim Moniz for the famous tram 28.", "px")}
${own("Three stops in we got off and walked. We overtook it twice.", "px")}
${own("Custard tarts at the end made up for it.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>27</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="r">1,448 km travelled</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Hira Qureshi", meta: "3h", joined: true, color: "#6c8f4e", text: ["Queuing is half the fun though!"], who: "Hira Qureshi", foot: "Reply" })}
${crow({ name: "Graydon Pike", meta: "3h", joined: true, color: "#d08a3c", text: ["So was the overtaking. We waved at it on the hill."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Jussi Halme", meta: "2h", joined: true, color: "#8a5fb0", text: ["Tram 28 has been humbled by better walkers than you."], who: "Jussi Halme", foot: "Reply" })}
${crow({ name: "Kerttu Vaara", meta: "1h", joined: true, color: "#c4566b", text: ["We sat next to a man eating a whole roast chicken on it."], who: "Kerttu Vaara", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#fff", "#e1e7ec", "#1d2b36")}`,
};
