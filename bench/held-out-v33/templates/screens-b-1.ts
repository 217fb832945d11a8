// Part B's posts with replies (v33), first file: BarkHappy (a dog's birthday and the robot hoover).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const barkHappy: ScreenSpec = {
  id: "barkhappy-only-while-its-charging",
  app: "BarkHappy",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Liene Ozola", handle: null },
  time: "17:26",
  battery: 64,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f6f2ee",
      card: "#fff",
      fg: "#2b2320",
      sub: "#8a7d74",
      line: "#ece4dc",
      name: "#2b2320",
      accent: "#f26b3a",
      head: "#fff",
      headFg: "#f26b3a",
      size: 14.5,
    }) +
    `.ph b{font-size:21px;letter-spacing:-.3px}.dg{display:inline-block;margin-top:4px;padding:2px 9px;border-radius:10px;background:#fde6dc;color:#c4501f;font-size:11.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>BarkHappy</b>${icon.send(20)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#c98b5a")}<div style="flex:1">${ui("Liene Ozola", "pn")}${ui("Riga, Latvia · 3h", "pm")}</div></div>
${ui("with Gusts · Dachshund", "dg")}</div>
${picture(
  "100%",
  150,
  ["#f3d9b9", "#e9c39a"],
  shapes([
    [0, 90, 390, 64, "#d8a878", "0"],
    [120, 32, 150, 52, "#7a4a2a", "26px"],
    [236, 10, 56, 48, "#7a4a2a", "24px"],
    [276, 32, 26, 12, "#4a2c18", "6px"],
    [238, 2, 18, 22, "#5a341c", "8px"],
    [132, 78, 12, 26, "#6a3e22", "4px"],
    [238, 78, 12, 26, "#6a3e22", "4px"],
    [40, 60, 54, 44, "#fff5ea", "8px"],
    [62, 44, 6, 18, "#f26b3a", "2px"],
  ]),
)}
<div class="pp">
${own("Gusts turned four today and got his own cake from the pet bakery.", "px")}
${own("He has started barking at the robot hoover. He only barks at it while it's charging.", "px")}
${own("Party hats were not a success.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heartFilled(17, "#f26b3a")}<span>61 paws</span></span><span class="row">${icon.comment(17)}<span>7</span></span><span class="r">Share</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Kristaps Berzins", meta: "2h", joined: true, color: "#5b7fa6", text: ["Tactical genius. He picks his battles."], who: "Kristaps Berzins", foot: "Like · Reply" })}
${crow({ name: "Liene Ozola", meta: "2h", joined: true, color: "#c98b5a", text: ["He also waits until the cat has left the room."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Inese Kalnina", meta: "1h", joined: true, color: "#8d6bb0", text: ["Happy birthday Gusts!! Which bakery is that?"], who: "Inese Kalnina", foot: "Like · Reply" })}
${crow({ name: "Liene Ozola", meta: "1h", joined: true, color: "#c98b5a", text: ["Paw Patisserie on Brivibas iela, they do a liver one too."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Ligita Rozenberga", meta: "20m", joined: true, color: "#5e9a78", text: ["Ours only barks at the hoover when nobody's home. Respect to Gusts for facing it."], who: "Ligita Rozenberga", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#ece4dc", "#2b2320")}`,
};
