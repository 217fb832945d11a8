// Part B's posts with replies (v33), sixth file: Glow Baby (a dinosaur cake and a slice of toast).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const glowBaby: ScreenSpec = {
  id: "glow-baby-asked-for-toast",
  app: "Glow Baby",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "jaroslava.p", handle: "jaroslava.p" },
  time: "20:12",
  battery: 16,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f7f1f6",
      card: "#fff",
      fg: "#2e2236",
      sub: "#857a8c",
      line: "#ece2ea",
      name: "#2e2236",
      accent: "#e0528c",
      head: "#fff",
      headFg: "#2e2236",
      size: 14,
    }) +
    `.tg{gap:8px;padding:8px 14px;background:#fff;border-bottom:1px solid #ece2ea}.tg span{padding:3px 10px;border-radius:12px;background:#fbe3ee;color:#c0406f;font-size:12px;font-weight:700}.tt{font-size:17px;font-weight:700;margin-top:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Community</b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="row tg" data-role="ui"><span>Toddler Talk</span><span>Birthdays</span></div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#7a5aa8")}<div style="flex:1">${ui("jaroslava.p", "pn")}${ui("Mum of a 2 yo · 5h", "pm")}</div></div>
${ui("She had other plans", "tt")}
${own("Two weeks planning a dinosaur cake for her second birthday.", "px")}
${own("She licked one candle, put it back, and asked for toast.", "px")}
${own("The party was lovely anyway, thank you to all our family.", "px")}</div>
${picture(
  "100%",
  120,
  ["#fde9c8", "#f8d9a8"],
  shapes([
    [110, 60, 150, 50, "#6fae5a", "10px"],
    [140, 30, 70, 40, "#6fae5a", "30px"],
    [200, 20, 40, 30, "#6fae5a", "50%"],
    [150, 16, 6, 18, "#4aa0e0", "2px"],
    [0, 108, 360, 12, "#e8c89a", "0"],
  ]),
)}
<div class="pp" style="padding-top:2px">
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>73</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Follow</span></div></div>
${crow({ name: "klodiana_mum", meta: "4h", joined: true, color: "#d07a4a", text: ["Toast is undefeated"], who: "klodiana_mum", foot: "Like · Reply" })}
${crow({ name: "jaroslava.p", meta: "4h", joined: true, color: "#7a5aa8", text: ["She had two slices. The dinosaur is still in the fridge."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "libuse.h", meta: "2h", joined: true, color: "#4a9a8a", text: ["How did you do the scales?"], who: "libuse.h", foot: "Like · Reply" })}
${crow({ name: "jaroslava.p", meta: "2h", joined: true, color: "#7a5aa8", text: ["Green buttercream and a star nozzle, very easy."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "hovik.dad", meta: "1h", joined: true, color: "#5a7ab0", text: ["Mine cried at the candles, so a licked candle is a win"], who: "hovik.dad", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(22), icon.chat(22), icon.plusBox(22), icon.bell(22), icon.person(22)], "#fff", "#ece2ea", "#2e2236", true)}`,
};
