// Part B's posts with replies (v31), sixth file: Planner 5D (a loft with no way up).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const planner5d: ScreenSpec = {
  id: "planner-5d-nowhere-for-the-stairs",
  app: "Planner 5D",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  crop: { bottom: 56 },
  owner: { name: "Lowenna Tregear", handle: null },
  time: "20:19",
  battery: 29,
  statusBarDark: true,
  statusBarBackground: "#2c5fd8",
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef2f8",
      card: "#fff",
      fg: "#18212f",
      sub: "#6c778a",
      line: "#dde3ee",
      name: "#18212f",
      accent: "#2c5fd8",
      head: "#2c5fd8",
      headFg: "#fff",
      font: "Roboto,sans-serif",
      size: 14,
    }) +
    `.pj{font-size:17px;font-weight:700;line-height:22px}.sp{display:flex;gap:8px;margin-top:8px}.sp span{padding:3px 9px;border-radius:6px;background:#e8eefb;color:#2c5fd8;font-size:12px;font-weight:500}
.ed{margin-top:10px;height:38px;border-radius:8px;border:1.5px solid #2c5fd8;color:#2c5fd8;font-weight:700;font-size:14px;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Gallery</b>${icon.heart(20)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  138,
  ["#f4efe6", "#d9cbb4"],
  shapes([
    [20, 90, 320, 40, "#b9925f", "0"],
    [20, 20, 150, 70, "#ece6da", "0"],
    [170, 0, 170, 90, "#e4dccd", "0"],
    [60, 30, 50, 26, "#9fc3e6", "4px"],
    [230, 14, 60, 26, "#9fc3e6", "4px"],
    [210, 60, 90, 30, "#5f7d99", "8px"],
    [40, 64, 70, 26, "#c77b5a", "6px"],
  ]),
)}
<div class="pp">${ui("Loft conversion, Truro", "pj")}
<div class="sp" data-role="ui"><span>3D</span><span>2 floors</span><span>68 m²</span></div>
<div class="row" style="gap:10px;margin-top:10px">${avatar(32, "#9c6b8e")}<div style="flex:1">${ui("Lowenna Tregear", "pn")}${ui("Real project · 2d", "pm")}</div>${ui("Follow", "pm")}</div>
${own("Spent three evenings designing our loft conversion before we ring the builder.", "px")}
${own("I added the stairs last. There is nowhere for them to go.", "px")}
${own("Velux windows on both sides, oak floor, a little reading nook under the eaves.", "px")}
<div class="ed" data-role="ui">Open in editor</div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>142</span></span><span class="row">${icon.comment(17)}<span>19</span></span><span class="r">Copy design</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Harriot Lind", meta: "2d", joined: true, color: "#5a8f7a", text: ["Rope ladder. Pull it up behind you. Best room in the house."], who: "Harriot Lind", foot: "Reply" })}
${crow({ name: "Lowenna Tregear", meta: "Author · 2d", joined: true, color: "#9c6b8e", text: ["My husband measured the landing twice and went for a lie down."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Iseult Brannigan", meta: "1d", joined: true, color: "#b08a4f", text: ["Lovely floor, which oak is that in the catalogue?"], who: "Iseult Brannigan", foot: "Reply" })}
${crow({ name: "Haralda Quist", meta: "20h", joined: true, color: "#6a78b8", text: ["A spiral one would fit if you lose the reading nook."], who: "Haralda Quist", foot: "Reply" })}
</div>`,
};
