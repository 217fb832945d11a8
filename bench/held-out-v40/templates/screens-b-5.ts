// Part B's posts with replies (v40), fifth file: Rebrickable (a terraced house in bricks for a mum, and the bins).
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const rebrickable: ScreenSpec = {
  id: "rebrickable-bins-on-a-wednesday",
  app: "Rebrickable",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "lorant_bricks", handle: "lorant_bricks" },
  time: "15:37",
  battery: 79,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#eef1f5",
      card: "#ffffff",
      fg: "#1c2430",
      sub: "#6a7482",
      line: "#dde2e8",
      name: "#1f5fa8",
      accent: "#1f5fa8",
      head: "#1d2733",
      headFg: "#ffffff",
      size: 15,
    }) +
    `.ph b{font-size:19px;font-weight:700}.tt{font-size:19px;font-weight:800;margin-top:4px;color:#1c2430}
.mt{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}.mt span{padding:3px 9px;border-radius:4px;background:#eef1f5;font-size:12px;color:#3c4656;font-weight:600}
.th{display:flex;gap:6px;margin-top:8px}.bt{margin-top:10px;padding:9px;border-radius:6px;background:#e9f1fb;color:#1f5fa8;font-size:14px;font-weight:700;text-align:center}`,
  html: `<div class="row ph" data-role="ui">${icon.menu(22)}<b>Rebrickable</b>${icon.search(22)}</div>
<div class="fill">
<div class="pp">${ui("MOC-214387", "pm")}${ui("Leeds Back-to-Back Terrace", "tt")}
<div style="margin-top:8px;border-radius:6px;overflow:hidden">${picture(
    "100%",
    150,
    ["#f4f5f7", "#e3e6ea"],
    shapes([
      [60, 40, 280, 100, "#a0472e", "2px"],
      [52, 26, 296, 18, "#4a4f57", "2px"],
      [90, 62, 50, 40, "#dfe9f2", "2px"],
      [170, 56, 64, 50, "#dfe9f2", "8px 8px 2px 2px"],
      [262, 80, 34, 60, "#24477a", "2px"],
      [310, 110, 22, 30, "#3f6b3f", "3px"],
      [336, 112, 20, 28, "#6b6b6b", "3px"],
      [0, 140, 400, 10, "#b9bec6", "0"],
    ]),
  )}</div>
<div class="mt" data-role="ui"><span>2,340 parts</span><span>Modular Buildings</span><span>by lorant_bricks</span></div>
${own("Our terrace in Leeds, built as a Christmas present for my mum.", "px")}
${own("2,340 pieces, the bay window took me a whole weekend.", "px")}
${own("Her first question was why the bins were out on a Wednesday.", "px")}
${own("Instructions coming once I've fixed the roof.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>87 likes</span></span><span class="row">${icon.eye(17)}<span>1,962 views</span></span><span class="row">${icon.comment(16)}<span>6</span></span></div></div>
${ui("Comments (6)", "pc")}
${crow({ name: "jeno_moc", meta: "2 days ago", color: "#5f86a8", text: ["That brick-built bay is lovely, what are the sills made of?"], who: "jeno_moc" })}
${crow({ name: "lorant_bricks", meta: "2 days ago", color: "#b0704a", depth: 1, text: ["Tan 1x4 tiles, upside down jumpers underneath."], who: "owner" })}
${crow({ name: "laci84", meta: "1 day ago", color: "#7a9a5a", text: ["Your mum should be a judge on the next contest"], who: "laci84" })}
${crow({ name: "iyabo.builds", meta: "1 day ago", color: "#a06a9a", text: ["To be fair, collection day is Tuesday on our street too"], who: "iyabo.builds" })}
${crow({ name: "lorant_bricks", meta: "20 hours ago", color: "#b0704a", depth: 1, text: ["She moved them round the back while I was making tea."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.search(24), icon.heart(24), icon.person(24)], "#ffffff", "#dde2e8", "#1d2733")}`,
};
