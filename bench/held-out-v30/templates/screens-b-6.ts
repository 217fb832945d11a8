// Part B's posts with replies (v30), sixth file: Garden Answers (a rose of eleven years identified as artificial).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const gardenAnswers: ScreenSpec = {
  id: "garden-answers-artificial-flower",
  app: "Garden Answers",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Grainne Lacey", handle: null },
  time: "11:20",
  battery: 66,
  statusBarDark: true,
  statusBarBackground: "#4c8b2b",
  crop: { bottom: 62 },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f1f5ec",
      card: "#fff",
      fg: "#1f2b1a",
      sub: "#7b8574",
      line: "#e0e7d8",
      name: "#1f2b1a",
      accent: "#4c8b2b",
      head: "#4c8b2b",
      headFg: "#fff",
      size: 14,
    }) +
    `.id{gap:10px;margin-top:10px;padding:8px 10px;border:1px solid #cfe0c0;background:#f5faf0;border-radius:10px}.idn{font-size:14.5px;font-weight:700}.idm{font-size:12px;color:#4c8b2b;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Community</b>${icon.search(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#c76b7e")}<div style="flex:1">${ui("Grainne Lacey", "pn")}${ui("Kilkenny · Roses · 1d", "pm")}</div>${ui("Follow", "pm")}</div></div>
${picture(
  "100%",
  120,
  ["#3f6b35", "#2a4a25"],
  shapes([
    [130, 20, 90, 80, "#c8324a"],
    [146, 32, 58, 54, "#a8223a"],
    [162, 44, 28, 28, "#8a1a2e"],
    [90, 70, 50, 26, "#4f8a3c"],
    [212, 76, 50, 24, "#4f8a3c"],
  ]),
)}
<div class="pp"><div class="row id" data-role="ui">${icon.search(18)}<div style="flex:1">${ui("Artificial flower", "idn")}${ui("97% match · Identified by Garden Answers", "idm")}</div></div>
${own("Eleven years growing this rose from a cutting of my mother's.", "px")}
${own("I uploaded it for an ID and the app said Artificial flower, 97% match.", "px")}
${own("Entering it in the Kilkenny show regardless.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(16)}<span>173</span></span><span class="row">${icon.comment(16)}<span>12</span></span><span class="r">Answer</span></div></div>
<div class="pc" data-role="ui">12 answers</div>
${crow({ name: "Laoise Brennan", meta: "1d", joined: true, color: "#6b7fb8", text: ["Honestly that is the highest compliment a rose can get."], who: "Laoise Brennan", foot: "Helpful · Reply" })}
${crow({ name: "Kealan Lacey", meta: "1d", joined: true, color: "#8a7a4a", text: ["I said it looked fake back in June. I was sent to the shed for a week."], who: "Kealan Lacey", foot: "Helpful · Reply" })}
${crow({ name: "Grainne Lacey", meta: "20h", joined: true, color: "#c76b7e", text: ["He has been let back in. The app has not."], who: "owner", depth: 1, foot: "Helpful · Reply" })}
${crow({ name: "Jarlath Quinn", meta: "18h", joined: true, color: "#5a9a8a", text: ["Gorgeous colour. Do you know the variety at all, or is it one of your mother's own crosses?"], who: "Jarlath Quinn", foot: "Helpful · Reply" })}
</div>`,
};
