// Part B's posts with replies (v31), fourth file: TrainingPeaks (an easy run and a pony) and Knitrino (a yoke by lamplight).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const trainingPeaks: ScreenSpec = {
  id: "trainingpeaks-overtaken-by-a-pony",
  app: "TrainingPeaks",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 84 }, { width: 1000, quality: 68 }],
  owner: { name: "Katell Morvan", handle: null },
  time: "07:48",
  battery: 91,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f2f4f7",
      card: "#fff",
      fg: "#1c2533",
      sub: "#6b7585",
      line: "#e1e5eb",
      name: "#1c2533",
      accent: "#1f6fd1",
      head: "#fff",
      headFg: "#1c2533",
      size: 14.5,
    }) +
    `.wk{gap:10px;padding:10px 14px;background:#fff}.wk .ic{width:34px;height:34px;border-radius:8px;background:#2fa66a}.wk b{display:block;font-size:16px}.wk small{display:block;font-size:12px;color:#6b7585}
.pa2{display:grid;grid-template-columns:auto 1fr 1fr;gap:4px 14px;padding:8px 14px 10px;background:#fff;font-size:13px;color:#6b7585;border-top:1px solid #e1e5eb}.pa2 b{color:#1c2533;font-size:14px}.ok{color:#2fa66a}.hi{color:#e0852b}
.nt{font-size:12px;font-weight:700;letter-spacing:.8px;color:#6b7585;margin-top:4px}`,
  html: `<div class="row ph" data-role="ui">${icon.close(22)}<b style="text-align:center">Workout</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row wk" data-role="ui"><span class="ic"></span><div style="flex:1"><b>Easy Run, Zone 2</b><small>Thursday 4 December · Run</small></div></div>
<div class="pa2" data-role="ui"><span></span><span>Planned</span><span>Completed</span><span>Duration</span><b>0:45:00</b><b class="ok">0:44:38</b><span>Distance</span><b>7.5 km</b><b class="ok">8.3 km</b><span>Avg HR</span><b>138</b><b class="hi">151</b><span>TSS</span><b>48</b><b class="hi">71</b></div>
${picture(
  "100%",
  64,
  ["#dfe9d6", "#c9dbbd"],
  shapes([
    [0, 40, 390, 6, "#b6c9a8", "0"],
    [30, 20, 330, 3, "#1f6fd1", "0"],
    [246, 14, 16, 16, "#e0852b"],
  ]),
)}
<div class="pp">${ui("ATHLETE COMMENTS", "nt")}
${own("Planned 45 min easy, all zone 2, and it was going well.", "px")}
${own("A Shetland pony joined me along the fence at 6k. I refused to be overtaken by it.", "px")}
${own("Legs fine this morning. Pony unknown.", "px")}</div>
<div class="pc" data-role="ui">Comments · 3</div>
${crow({ name: "Jennet Price", meta: "Coach · Thu 19:02", color: "#7d5fb0", text: ["Your heart rate for that kilometre was 186. Was the pony ok?"], who: "Jennet Price" })}
${crow({ name: "Katell Morvan", meta: "Thu 19:15", color: "#d0805a", text: ["The pony was fine. It did not even look tired."], who: "owner" })}
${crow({ name: "Jennet Price", meta: "Coach · Fri 07:30", color: "#7d5fb0", text: ["Next week's intervals are now called pony repeats. Same fence."], who: "Jennet Price" })}
</div>
<div class="row" data-role="ui" style="flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e1e5eb;position:relative;z-index:3"><span style="flex:1;background:#f2f4f7;border-radius:18px;padding:8px 14px;font-size:15px;color:#6b7585">Add a comment for your coach</span><span style="color:#1f6fd1;font-weight:700">Post</span></div>`,
};

export const knitrino: ScreenSpec = {
  id: "knitrino-motorway-services-carpet",
  app: "Knitrino",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { top: 54 },
  owner: { name: "juliska.knits", handle: "juliska.knits" },
  time: "21:37",
  battery: 44,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#faf6f3",
      card: "#fff",
      fg: "#2e2a28",
      sub: "#8b817c",
      line: "#eee5df",
      name: "#2e2a28",
      accent: "#d4577a",
      head: "#fff",
      headFg: "#2e2a28",
      size: 14.5,
    }) +
    `.logo{flex:1;font-size:20px;font-weight:700;color:#d4577a}.pt{display:flex;gap:8px;flex-wrap:wrap;margin-top:10px}.pt span{padding:4px 10px;border-radius:12px;background:#f6e9ee;color:#a8446a;font-size:12px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">Knitrino</span>${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#6f9a8c")}<div style="flex:1">${ui("juliska.knits", "pn")}${ui("Finished object · 4h", "pm")}</div>${ui("Follow", "pm")}</div></div>
${picture(
  "100%",
  170,
  ["#efe4d8", "#e2d3c2"],
  shapes([
    [124, 20, 180, 160, "#5a4a7a", "40% 40% 10px 10px"],
    [150, 22, 128, 56, "#d9a23a", "50% 50% 40% 40%"],
    [160, 40, 108, 14, "#c0452f", "0"],
    [170, 58, 88, 10, "#3f8a6e", "0"],
    [190, 24, 48, 22, "#efe4d8"],
  ]),
)}
<div class="pp">
${own("Finished my first colourwork yoke, six colours, eleven weeks.", "px")}
${own("I picked all the colours at night under the kitchen's one yellow bulb. In daylight it looks like a motorway services carpet.", "px")}
${own("Pattern is the Hebden yoke, yarn from the wool shop in Holmfirth.", "px")}
<div class="pt" data-role="ui"><span>Colourwork</span><span>Top-down</span><span>DK</span></div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>389</span></span><span class="row">${icon.comment(17)}<span>41</span></span><span class="r">View pattern</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "genevra.w", meta: "3h", joined: true, color: "#c07a5a", text: ["The tension on this is perfect though. Wear it with confidence and plenty of denim."], who: "genevra.w", foot: "Reply" })}
${crow({ name: "georgiana_purls", meta: "3h", joined: true, color: "#5f7fb0", text: ["That is the carpet at Leigh Delamere. I'd recognise it blindfolded."], who: "georgiana_purls", foot: "Reply" })}
${crow({ name: "juliska.knits", meta: "2h", joined: true, color: "#6f9a8c", text: ["Northbound or southbound? Asking for my next jumper."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "ignatia_knitsalot", meta: "1h", joined: true, color: "#a36f9c", text: ["Daylight bulbs changed my life. Ten pounds, honestly."], who: "ignatia_knitsalot", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bookmark(24), icon.person(24)], "#fff", "#eee5df", "#2e2a28")}`,
};
