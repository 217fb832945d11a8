// Part B's posts with replies (v32), sixth file: Makerist (a dress with two left sleeves), a reply typed over the keyboard.
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const makerist: ScreenSpec = {
  id: "makerist-both-left-sleeves",
  app: "Makerist",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Lauretta Hale", handle: null },
  time: "13:37",
  battery: 77,
  keyboard: true,
  suggestions: ["sleeves", "sleeve", "sleeved"],
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#fff",
      card: "#fff",
      fg: "#262626",
      sub: "#8b8b8b",
      line: "#eee",
      name: "#262626",
      accent: "#d6246e",
      head: "#fff",
      headFg: "#262626",
      size: 13.5,
    }) + `.logo{flex:1;font-size:20px;font-weight:800;color:#d6246e}.pt{font-size:12px;font-weight:700;color:#d6246e;margin-top:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">makerist</span>${icon.heart(21)}${icon.send(20)}</div>
<div class="fill">
${picture(
  "100%",
  64,
  ["#e9e4dc", "#d8d0c4"],
  shapes([
    [184, 6, 60, 56, "#1f2f57", "40% 40% 8px 8px"],
    [150, 10, 40, 16, "#1f2f57", "10px"],
    [238, 10, 40, 16, "#1f2f57", "10px"],
    [200, 24, 28, 3, "#e9e4dc", "2px"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#b8735a")}<div style="flex:1">${ui("Lauretta Hale", "pn")}${ui("Showroom · 1 day ago", "pm")}</div></div>
${ui("Pattern: Harbour wrap dress", "pt")}
${own("Finished my first proper dress this weekend, the Harbour wrap in a navy viscose.", "px")}
${own("The fit is lovely and the sleeves are beautiful. I now see they are both left sleeves.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>92</span></span><span class="row">${icon.comment(17)}<span>7</span></span></div></div>
${crow({ name: "Iseut Moreau", meta: "20h", joined: true, color: "#6a8fb3", text: ["It hangs beautifully, I'd never have noticed"], who: "Iseut Moreau", foot: "Reply" })}
${crow({ name: "Lauretta Hale", meta: "19h", joined: true, color: "#b8735a", text: ["I notice every time I reach for a door handle."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Loane Brandt", meta: "6h", joined: true, color: "#7fa05a", text: ["Which size did you cut? I'm between a 12 and 14"], who: "Loane Brandt", foot: "Reply" })}
</div>
${commentBox({ text: "Just wear it proudly, nobody checks sleeves", typed: true, color: "#9a7bb5", bg: "#fff", box: "#f3f3f3", fg: "#262626", sub: "#8b8b8b", line: "#eee", right: icon.send(20), bottom: 8 })}`,
};
