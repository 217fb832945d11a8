// Part B's posts with replies (v36), sixth file: Hyves (forty sunflowers facing the wrong garden).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

const flowers = (n: number) =>
  Array.from({ length: n }, (_, i): [number, number, number, number, string, string?][] => {
    const x = 14 + i * 46;
    return [
      [x + 14, 70, 4, 110, "#4f7d2c", "0"],
      [x + 8, 44, 34, 34, "#f2c21b"],
      [x + 22, 52, 16, 18, "#6b4216"],
    ];
  }).flat();

export const hyves: ScreenSpec = {
  id: "hyves-facing-next-door",
  app: "Hyves",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 79,
  owner: { name: "Hefin Price", handle: null },
  time: "18:22",
  battery: 84,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f1f1f1",
      card: "#ffffff",
      fg: "#2d2d2d",
      sub: "#8b8b8b",
      line: "#e2e2e2",
      name: "#e0601c",
      accent: "#e0601c",
      head: "#3c3c3c",
      headFg: "#ffffff",
      size: 15,
    }) + `.ph b{font-size:23px;font-weight:800;letter-spacing:-.6px}.ph b span{color:#f58a3c}.pc{font-size:14px;color:#2d2d2d}`,
  html: `<div class="row ph" data-role="ui">${icon.menu(22)}<b>hyves</b>${icon.search(21)}${icon.bell(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#4d7fa8")}<div style="flex:1">${ui("Hefin Price", "pn")}${ui("Cardiff · 2 days ago", "pm")}</div>${icon.moreV(20)}</div></div>
${picture("100%", 190, ["#a9d3f0", "#d9ecf7"], shapes([[0, 150, 428, 40, "#6e9a3e", "0"], [0, 120, 428, 40, "#a4774a", "0"], ...flowers(9)]))}
<div class="pp" style="padding-top:0">${own("Planted 40 sunflowers along the back fence in April.", "px")}
${own("All 40 have turned to face next door's garden.", "px")}
${own("Seeds were from the pound shop, so no complaints.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(16)}<span>31</span></span><span class="row">${icon.comment(16)}<span>7 reactions</span></span><span class="r">Share</span></div></div>
<div class="pc" data-role="ui">Reactions</div>
${crow({ name: "Lleucu Morgan", meta: "Tue 19:40", color: "#a8527e", text: ["Have you asked next door what they're feeding them"], who: "Lleucu Morgan", foot: "Like · React" })}
${crow({ name: "Hefin Price", meta: "Tue 20:05", color: "#4d7fa8", text: ["Next door says thanks, he's never had a better view."], who: "owner", depth: 1, foot: "Like · React" })}
${crow({ name: "Iarla Quinn", meta: "Wed 08:12", color: "#5c8f4a", text: ["Turn the fence round"], who: "Iarla Quinn", foot: "Like · React" })}
${crow({ name: "Lowie Peeters", meta: "Wed 09:31", color: "#c08a36", text: ["Sunflowers follow the sun, so next door has the sun as well"], who: "Lowie Peeters", foot: "Like · React" })}
</div>
${iconBar([icon.home(24), icon.person(24), icon.camera(24), icon.chat(24), icon.bell(24)], "#ffffff", "#e2e2e2", "#555555")}`,
};
