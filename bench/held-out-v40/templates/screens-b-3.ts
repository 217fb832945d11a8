// Part B's posts with replies (v40), third file: Whisk (a fifteen-minute ramen and nine eggs), Voyager (a
// herringbone bathroom floor and a door that no longer opens).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const whisk: ScreenSpec = {
  id: "whisk-nine-eggs-one-photo",
  app: "Whisk",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Ludvig Aas", handle: null },
  time: "20:58",
  battery: 67,
  keyboard: true,
  suggestions: ["I", "The", "Thanks"],
  cutLines: 1,
  replies: true,
  css: `${postCss({
    bg: "#f6f6f4",
    card: "#ffffff",
    fg: "#1e2a24",
    sub: "#7b847f",
    line: "#e6e8e5",
    name: "#1e2a24",
    accent: "#16a06b",
    head: "#ffffff",
    headFg: "#1e2a24",
    size: 14.5,
  })}.ph b{font-size:17px;font-weight:700}.gs{font-size:12px;color:#7b847f;font-weight:500}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div style="flex:1">${ui("Weeknight Noodles", "")}${ui("Community · 12.4k members", "gs")}</div>${icon.more(22)}</div>
<div class="fill" style="overflow:hidden">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#6f8fa8")}<div style="flex:1">${ui("Ludvig Aas · 2h", "pn")}</div></div>
${own("Tried the 15-minute miso ramen from this group tonight.", "px")}
${own("It took me 50 minutes.", "px")}
${own("Nine eggs went into the pan and one came out looking like the photo.", "px")}
${own("The broth was lovely though, will make it again.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>48</span></span><span class="row">${icon.comment(16)}<span>7 comments</span></span></div></div>
${crow({ name: "Lilja Berg", meta: "2h", joined: true, color: "#b07a8c", text: ["Cold water straight after and crack the fat end first, they peel so much easier"], who: "Lilja Berg" })}
${crow({ name: "Ludvig Aas", meta: "1h", joined: true, color: "#6f8fa8", depth: 1, text: ["The other eight are egg mayo until Thursday."], who: "owner" })}
${crow({ name: "Kolbein Dahl", meta: "1h", joined: true, color: "#8aa06a", text: ["15 minutes was the recipe writer's personal best"], who: "Kolbein Dahl" })}
${crow({ name: "Gunvor Moe", meta: "45m", joined: true, color: "#c49a5e", text: ["What miso did you use? White or red?"], who: "Gunvor Moe" })}
</div>
${commentBox({ text: "Add a comment...", color: "#6f8fa8", bg: "#ffffff", box: "#f0f1ef", fg: "#1e2a24", sub: "#8a918d", line: "#e6e8e5", right: icon.send(20), bottom: 36 })}`,
};

export const voyager: ScreenSpec = {
  id: "voyager-left-through-the-window",
  app: "Voyager",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { top: 44 },
  owner: { name: "grout_expectations", handle: "grout_expectations" },
  time: "22:41",
  battery: 58,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#000000",
      card: "#000000",
      fg: "#e8e8ea",
      sub: "#8e8e93",
      line: "#222225",
      name: "#b0b0b6",
      accent: "#0a84ff",
      head: "#111113",
      headFg: "#e8e8ea",
      size: 15,
    }) +
    `.ph{background:#111113}.ph .bk{color:#0a84ff;display:flex;align-items:center;gap:2px;font-size:16px}.ph b{font-size:16px;text-align:center;font-weight:600}
.tt{font-size:18px;font-weight:700;line-height:23px;margin-top:6px}.cm{font-size:13px;color:#8e8e93}.cm b{color:#e8e8ea;font-weight:600}
.vt{display:flex;gap:18px;align-items:center;margin-top:10px;padding:8px 0;border-top:1px solid #222225;border-bottom:1px solid #222225;font-size:13.5px;color:#8e8e93}.vt .up{color:#ff9f0a}
.cr{border-left:2px solid transparent}.d1{border-left:2px solid #0a84ff;margin-left:14px}.crn{font-size:13px}.crm{font-size:12px}`,
  html: `<div class="row ph" data-role="ui"><span class="bk">${icon.back(20)}diy</span><b style="flex:1"> </b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="cm" data-role="ui"><span>diy@lemmy.world · </span><b>grout_expectations</b><span> · 9h</span></div>
${own("Retiled the bathroom floor myself, first time tiling. Feedback welcome.", "tt")}
<div style="margin-top:10px;border-radius:8px;overflow:hidden">${picture(
    "100%",
    150,
    ["#d8d2c8", "#c4bcb0"],
    shapes([
      [0, 0, 362, 150, "repeating-linear-gradient(45deg,#cfc6b8 0 18px,#e0d9cd 18px 20px,#bfb5a5 20px 38px,#e0d9cd 38px 40px)", "0"],
      [250, 0, 112, 96, "#8c7a66", "0"],
      [262, 10, 88, 80, "#9c8a75", "2px"],
      [336, 48, 8, 8, "#d8c27a", "50%"],
    ]),
  )}</div>
${own("Three weekends, levelled the subfloor, herringbone because I like to suffer.", "px")}
${own("The new floor came up 2 cm higher than the old one.", "px")}
${own("The door no longer clears it, so I grouted the last row and left through the window.", "px")}
<div class="vt" data-role="ui"><span class="row up" style="gap:4px">${icon.arrowUp(17)}<span>486</span></span><span class="row" style="gap:4px">${icon.arrowDown(17)}</span><span class="row" style="gap:4px">${icon.comment(16)}<span>73</span></span><span style="margin-left:auto">${icon.share(18)}</span></div></div>
${crow({ name: "lefteris_k", meta: "8h · 212", joined: true, color: "#4f7fb0", text: ["Herringbone as a first job is brave, your lines look clean though"], who: "lefteris_k", size: 22 })}
<div class="d1">${crow({ name: "giorgos", meta: "8h · 145", joined: true, color: "#8f6fb0", text: ["Take the door off and plane the bottom, twenty minute job"], who: "giorgos", size: 22 })}</div>
<div class="d1" style="margin-left:28px">${crow({ name: "grout_expectations", meta: "OP · 7h · 301", joined: true, color: "#b07a4f", text: ["Haven't got a plane. Have got a window."], who: "owner", size: 22 })}</div>
${crow({ name: "ludek", meta: "6h · 98", joined: true, color: "#5f9a6a", text: ["Ground floor I hope"], who: "ludek", size: 22 })}
${crow({ name: "hrisoula@feddit.de", meta: "5h · 61", joined: true, color: "#b0526a", text: ["Wait till the grout's curing and you need a wee"], who: "hrisoula@feddit.de", size: 22 })}
</div>
<div class="row" style="flex:none;justify-content:space-around;height:80px;padding-bottom:28px;color:#8e8e93;background:#111113;border-top:1px solid #222225;position:relative;z-index:3" data-role="ui">${icon.grid(24)}${icon.person(24)}${icon.bell(24)}${icon.search(24)}${icon.sliders(24)}</div>`,
};
