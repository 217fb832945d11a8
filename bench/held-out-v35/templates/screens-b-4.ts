// Part B's posts with replies (v35), fourth file: Peach (a bathroom tiled over its light switch) and Chingari (the
// eleventh dosa, after the camera stopped).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const peach: ScreenSpec = {
  id: "peach-tiled-over-the-light-switch",
  app: "Peach",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Lander Etxeberria", handle: "lander" },
  time: "13:19",
  battery: 53,
  keyboard: true,
  suggestions: ["now", "nowhere", "now?"],
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#262223",
      sub: "#8b8385",
      line: "#f1e9ea",
      name: "#262223",
      accent: "#f26b5b",
      head: "#fff7f4",
      headFg: "#262223",
      size: 15,
    }) +
    `.ph{height:58px}.ph .hn{flex:1}.ph .hn .a{font-size:17px;font-weight:700}.ph .hn .b{font-size:12px;color:#f26b5b}.fill{flex:1 1 0;min-height:0;overflow:hidden}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}${avatar(32, "#e08a5a")}<div class="hn">${ui("Lander Etxeberria", "a")}${ui("lander · friends", "b")}</div>${icon.more(22)}</div>
<div class="fill">
<div class="pp" style="padding-top:10px">
${own("Did the bathroom tiles myself over three weekends.", "px")}
${own("Only noticed afterwards that I tiled over the light switch.", "px")}
${own("Grout is Pewter Grey if anyone asks.", "px")}
<div style="margin-top:10px;border-radius:12px;overflow:hidden;width:150px">${picture(
    150,
    76,
    ["#e9ecef", "#dfe3e7"],
    shapes([
      [
        0,
        0,
        150,
        76,
        "repeating-linear-gradient(90deg,transparent 0 22px,#b8bec5 22px 24px),repeating-linear-gradient(0deg,#eef1f4 0 22px,#b8bec5 22px 24px)",
        "0",
      ],
      [96, 30, 18, 18, "rgba(160,168,176,.35)", "3px"],
    ]),
  )}</div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>19</span></span><span class="row">${icon.comment(17)}<span>5</span></span></div></div>
${crow({ name: "Josu Arrieta", meta: "yesterday", joined: true, color: "#6a8fb8", text: ["so how do you turn the light on"], who: "Josu Arrieta" })}
${crow({ name: "Lander Etxeberria", meta: "yesterday", joined: true, color: "#e08a5a", text: ["We leave the door open and hum."], who: "owner" })}
${crow({ name: "Kacey Morrow", meta: "yesterday", joined: true, color: "#8a6fb0", text: ["That's a beautiful tile though, where is it from?"], who: "Kacey Morrow" })}
${crow({ name: "Landry Pike", meta: "today", joined: true, color: "#6fa07a", text: ["Is the shaver socket under there as well"], who: "Landry Pike" })}
</div>
${commentBox({ text: "hang on, where's the switch now", typed: true, color: "#c9a23c", bg: "#ffffff", box: "#f4f1f1", fg: "#262223", sub: "#8b8385", line: "#f1e9ea", right: icon.send(20), bottom: 8 })}`,
};

export const chingari: ScreenSpec = {
  id: "chingari-the-camera-stopped-at-ten",
  app: "Chingari",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Gokul Krishnan", handle: "@gokul.cooks" },
  time: "21:55",
  battery: 46,
  banner: { app: "Messages", color: "#1a73e8", title: "Amma", body: "Too much oil. Call me.", author: "Amma", age: "now" },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0e0e10",
      card: "#17171a",
      fg: "#f1f1f3",
      sub: "#9a9aa3",
      line: "#26262b",
      name: "#f1f1f3",
      accent: "#ff7a1a",
      head: "#0e0e10",
      headFg: "#f1f1f3",
      size: 14,
    }) +
    `.vd{position:relative}.vd .ov{position:absolute;right:10px;bottom:10px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:6px;padding:2px 7px}
.sh{border-radius:16px 16px 0 0;background:#17171a;margin-top:-10px;position:relative;padding-top:4px}.fl{display:inline-block;padding:4px 14px;border-radius:14px;background:#ff7a1a;color:#fff;font-size:12.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Chingari</b>${icon.search(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="vd">${picture(
    "100%",
    150,
    ["#2a201a", "#3c2d22"],
    shapes([
      [70, 20, 220, 120, "#1c1c1c"],
      [90, 34, 180, 92, "#c98a3e"],
      [110, 50, 60, 30, "#e2ae62", "40%"],
      [300, 70, 60, 14, "#222", "6px"],
      [20, 100, 40, 40, "#d9d2c4"],
    ]),
  )}<div class="ov" data-role="ui">0:58</div></div>
<div class="sh"><div class="pp"><div class="row" style="gap:10px">${avatar(36, "#c0703a")}<div style="flex:1">${ui("Gokul Krishnan", "pn")}${ui("@gokul.cooks · 1d", "pm")}</div>${ui("Following", "fl")}</div>
${own("Amma's dosa recipe, my first go on camera.", "px")}
${own("Dosa number eleven was finally round, and the camera stopped at ten.", "px")}
${own("Next week: coconut chutney.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>1.2K</span></span><span class="row">${icon.comment(17)}<span>86</span></span><span class="row">${icon.share(17)}<span>41</span></span></div></div>
<div class="pc" data-role="ui">86 comments</div>
${crow({ name: "Keerthana Krishnan", meta: "1d", joined: true, color: "#b0567a", text: ["I ate numbers three to nine, they were all fine"], who: "Keerthana Krishnan", foot: "Reply" })}
${crow({ name: "Janani Subramanian", meta: "1d", joined: true, color: "#4f86b0", text: ["Number six looked like a map of Tamil Nadu"], who: "Janani Subramanian", foot: "Reply" })}
${crow({ name: "Gokul Krishnan", meta: "1d", joined: true, color: "#c0703a", text: ["Eleven is in my stomach, you'll have to trust me."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Indu Mohan", meta: "22h", joined: true, color: "#6f9a5b", text: ["Please post the eleventh one as proof"], who: "Indu Mohan", foot: "Reply" })}
</div></div>
${commentBox({ text: "Add a comment...", color: "#5d6fb0", bg: "#17171a", box: "#26262b", fg: "#f1f1f3", sub: "#9a9aa3", line: "#26262b", right: icon.send(20), bottom: 14 })}`,
};
