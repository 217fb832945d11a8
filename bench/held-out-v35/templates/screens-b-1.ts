// Part B's posts with replies (v35), first file: Endomondo (a first 10k and its race photos).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const endomondo: ScreenSpec = {
  id: "endomondo-four-places-one-shoelace",
  app: "Endomondo",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Gergely Varga", handle: null },
  time: "11:42",
  battery: 64,
  statusBarDark: true,
  statusBarBackground: "#5a9e2f",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#eef0ec",
      card: "#ffffff",
      fg: "#222822",
      sub: "#707a70",
      line: "#dfe3dc",
      name: "#222822",
      accent: "#5a9e2f",
      head: "#6cb33e",
      headFg: "#ffffff",
      size: 14,
    }) +
    `.st{display:grid;grid-template-columns:repeat(3,1fr);background:#fff;padding:8px 6px;border-bottom:1px solid #dfe3dc}.st div{text-align:center}.st .v{font-size:18px;font-weight:700}.st .k{font-size:10.5px;color:#707a70;text-transform:uppercase;letter-spacing:.4px}
.sp{background:#fff;padding:2px 14px 8px;font-size:12px;color:#5a9e2f;font-weight:700}.pep{display:inline-block;margin-left:auto;padding:4px 12px;border:1.5px solid #5a9e2f;border-radius:14px;color:#5a9e2f;font-size:12.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Workout</b>${icon.share(20)}${icon.moreV(21)}</div>
<div class="fill">
${picture(
  "100%",
  128,
  ["#dfe9d6", "#cfdcc6"],
  shapes([
    [0, 52, 360, 22, "#b7d3e6", "0"],
    [40, 30, 280, 60, "#a8cf8e", "40px"],
    [60, 40, 240, 40, "transparent", "30px"],
    [58, 38, 244, 3, "#e4572e", "0"],
    [58, 80, 244, 3, "#e4572e", "0"],
    [56, 38, 3, 45, "#e4572e", "0"],
    [300, 38, 3, 45, "#e4572e", "0"],
    [50, 74, 14, 14, "#2f7d1e"],
    [296, 30, 14, 14, "#d62b2b"],
  ]),
)}
<div class="st" data-role="ui"><div>${ui("10.03", "v")}${ui("km", "k")}</div><div>${ui("1:01:12", "v")}${ui("Duration", "k")}</div><div>${ui("6:06", "v")}${ui("Avg min/km", "k")}</div></div>
<div class="pp" style="padding-top:10px"><div class="row" style="gap:10px">${avatar(38, "#b0643a")}<div style="flex:1">${ui("Gergely Varga", "pn")}${ui("Running · Margaret Island, Budapest · Sunday", "pm")}</div></div>
${own("First 10k race this morning.", "px")}
${own("Goal was under an hour, so close.", "px")}
${own("The official photos show me tying the same shoelace in four different places.", "px")}
${own("Thanks Hynek for the lift there.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(16)}<span>23</span></span><span class="row">${icon.comment(16)}<span>6</span></span><span class="pep">Send pep talk</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Hynek Dvorak", meta: "Sunday", color: "#3f6fa8", text: ["Four photos, four places, one shoelace. Learn a double knot"], who: "Hynek Dvorak", foot: "Like · Reply" })}
${crow({ name: "Gergely Varga", meta: "Sunday", color: "#b0643a", text: ["It was the left one every time, the right one behaved."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Kamil Nowicki", meta: "Sunday", color: "#7c5aa6", text: ["Well done mate, next one is under the hour for sure"], who: "Kamil Nowicki", foot: "Like · Reply" })}
${crow({ name: "Jolan Szabo", meta: "Monday", color: "#c2476b", text: ["Your mother has already printed the finish photo for the hallway"], who: "Jolan Szabo", foot: "Like · Reply" })}
${crow({ name: "Gergely Varga", meta: "Monday", color: "#b0643a", text: ["Please ask her to choose a different photo."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#ffffff", "#dfe3dc", "#4c554c", true)}`,
};
