// Part B's posts with replies (v36), first file: Polyvore (an outfit set for a christening).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const polyvore: ScreenSpec = {
  id: "polyvore-a-floating-blazer",
  app: "Polyvore",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Lucienne Marchetti", handle: "lucienne_m" },
  time: "21:17",
  battery: 53,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1d1d1d",
      sub: "#8a8a8a",
      line: "#ececec",
      name: "#1d1d1d",
      accent: "#1d1d1d",
      head: "#ffffff",
      headFg: "#1d1d1d",
      font: "Helvetica, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:23px;font-weight:800;letter-spacing:-.8px;text-align:center}.st{font-size:19px;font-weight:700;padding:10px 14px 0}
.it{display:flex;flex-wrap:wrap;gap:6px;padding:8px 14px 4px}.it div{border:1px solid #e3e3e3;border-radius:4px;padding:4px 8px;font-size:11.5px;color:#555}.it div b{color:#1d1d1d}
.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>polyvore</b>${icon.share(20)}${icon.more(21)}</div>
<div class="fill">
${picture(
  "100%",
  150,
  ["#ffffff", "#f6f4f0"],
  shapes([
    [38, 14, 100, 100, "#efe6d2", "14px 14px 6px 6px"],
    [78, 14, 20, 56, "#e2d6bd", "0 0 12px 12px"],
    [196, 12, 62, 142, "#9fb39a", "6px"],
    [225, 12, 5, 142, "#ffffff", "0"],
    [40, 126, 50, 22, "#b07b4e", "12px 12px 4px 4px"],
    [94, 126, 50, 22, "#b07b4e", "12px 12px 4px 4px"],
    [288, 90, 78, 50, "#d9c39a", "8px"],
    [300, 82, 54, 10, "#c4ab80", "6px 6px 0 0"],
  ]),
)}
${own("Christening, Sunday", "st")}
<div class="pp" style="padding-top:6px"><div class="row" style="gap:10px">${avatar(34, "#a25b6e")}<div style="flex:1">${ui("Lucienne Marchetti", "pn")}${ui("lucienne_m · 2 days ago", "pm")}</div></div>
${own("Set for my goddaughter's christening on Sunday.", "px")}
${own("Cream blazer, sage trousers and the loafers I've had since uni.", "px")}
${own("The trousers match the church carpet so well that in photos I'm a floating blazer.", "px")}
${own("Open to swaps on the bag.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>142</span></span><span class="row">${icon.comment(16)}<span>6</span></span><span class="r">Save</span></div></div>
<div class="it" data-role="ui"><div><b>Linen blazer</b> £89</div><div><b>Trousers</b> £55</div><div><b>Penny loafers</b> £120</div></div>
<div class="pc" data-role="ui">6 comments</div>
${crow({ name: "jannie.botha", joined: true, meta: "2d", color: "#4d7aa8", text: ["Stand by the font, it's white, you'll be fine"], who: "jannie.botha", foot: "Reply" })}
${crow({ name: "lucienne_m", joined: true, meta: "2d", color: "#a25b6e", text: ["The font is taken, I'll stand near the candles."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "konstanze_v", joined: true, meta: "1d", color: "#7a8f4a", text: ["Swap the trousers for the rust ones from your autumn set"], who: "konstanze_v", foot: "Reply" })}
${crow({ name: "isaure.blanc", joined: true, meta: "1d", color: "#c0814a", text: ["A floating blazer holding a baby, frame it"], who: "isaure.blanc", foot: "Reply" })}
${crow({ name: "lucienne_m", joined: true, meta: "20h", color: "#a25b6e", text: ["Rust it is, thank you both."], who: "owner", depth: 1, foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#ffffff", "#ececec", "#3a3a3a")}`,
};
