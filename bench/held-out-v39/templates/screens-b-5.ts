// Part B's posts with replies (v39), fifth file: Yope (a flat's Sunday lasagne with no pasta in it), Fashmates
// (a full hiking outfit for a walk to a tearoom).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const yope: ScreenSpec = {
  id: "yope-a-very-tall-bolognese",
  app: "Yope",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Kimmo Aalto", handle: null },
  time: "20:58",
  battery: 47,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#000000",
      card: "#000000",
      fg: "#f5f5f5",
      sub: "#8c8c8c",
      line: "#222222",
      name: "#f5f5f5",
      accent: "#ffd23f",
      head: "#000000",
      headFg: "#f5f5f5",
      size: 15.5,
    }) +
    `.ph b{font-size:17px;font-weight:700;text-align:center}.ph .mm{font-size:12px;color:#8c8c8c;font-weight:400;text-align:center}
.rx{display:flex;gap:8px;margin-top:10px}.rx span{padding:4px 11px;border-radius:14px;background:#1c1c1c;font-size:13px;color:#d0d0d0}.rx .on{background:#3a3110;color:#ffd23f}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div style="flex:1">${ui("Flat 3B dinners", "")}<div class="mm">5 members · 212 photos</div></div>${icon.moreV(20)}</div>
<div class="fill">
<div style="padding:6px 10px 0">${picture(
    "100%",
    250,
    ["#3b2a22", "#1e1612"],
    shapes([
      [60, 40, 290, 190, "#6b6b6b", "14px"],
      [80, 56, 250, 158, "#c0512f", "10px"],
      [92, 70, 226, 30, "#e3a857", "6px"],
      [92, 110, 226, 26, "#9c3a22", "6px"],
      [92, 146, 226, 26, "#e3a857", "6px"],
      [150, 180, 110, 20, "#7a2c18", "6px"],
      [330, 10, 70, 70, "#2b6b3b"],
    ]),
  )}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#5a7ab0")}<div style="flex:1">${ui("Kimmo Aalto", "pn")}${ui("Sunday 19:40", "pm")}</div></div>
${own("Sunday lasagne for the flat, attempt number two.", "px")}
${own("Followed the recipe to the gram this time.", "px")}
${own("Forgot to buy pasta sheets, so technically this is a very tall bolognese.", "px")}
<div class="rx" data-role="ui"><span class="on">Yum 4</span><span>Wow 2</span><span>Haha 3</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Gunnel Berg", meta: "19:52", joined: true, color: "#a86a8a", text: ["Best tall bolognese I've had this year"], who: "Gunnel Berg" })}
${crow({ name: "Kuldeep Rana", meta: "20:05", joined: true, color: "#6aa88a", text: ["Mine had a crunchy bit, was that on purpose"], who: "Kuldeep Rana" })}
${crow({ name: "Kimmo Aalto", meta: "20:07", joined: true, color: "#5a7ab0", depth: 1, text: ["The crunchy bit was a bay leaf, it belongs there."], who: "owner" })}
${crow({ name: "Gina Moretti", meta: "20:31", joined: true, color: "#c0903a", text: ["As an Italian, I need you to never say 'technically' again"], who: "Gina Moretti" })}
${crow({ name: "Kimmo Aalto", meta: "20:40", joined: true, color: "#5a7ab0", depth: 1, text: ["Next Sunday: technically a pizza."], who: "owner" })}
</div>
${iconBar([icon.grid(25), icon.camera(27), icon.person(25)], "#000000", "#222222", "#f5f5f5")}`,
};

export const fashmates: ScreenSpec = {
  id: "fashmates-dressed-for-a-scone",
  app: "Fashmates",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "kaylee.b", handle: "kaylee.b" },
  time: "11:03",
  battery: 91,
  cutLines: 2,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1e1e1e",
      sub: "#8a8a8a",
      line: "#eeeeee",
      name: "#1e1e1e",
      accent: "#ff5a79",
      head: "#ffffff",
      headFg: "#1e1e1e",
      size: 14.5,
    }) +
    `.ph b{font-size:21px;font-weight:800;color:#ff5a79;font-style:italic;letter-spacing:-.4px}.fb{flex:none;padding:5px 14px;border-radius:16px;background:#ff5a79;color:#fff;font-size:13px;font-weight:700}
.ch{display:flex;gap:8px;margin-top:8px;white-space:nowrap;overflow:hidden}.ch span{flex:none;padding:4px 10px;border:1px solid #e3e3e3;border-radius:14px;font-size:12px;color:#555}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>fashmates</b>${icon.send(20)}</div>
<div class="fill">
<div class="pp" style="padding-top:8px"><div class="row" style="gap:10px">${avatar(34, "#c07a5a")}<div style="flex:1">${ui("kaylee.b", "pn")}${ui("Keswick · 2d", "pm")}</div><span class="fb" data-role="ui">Follow</span></div></div>
${picture(
  "100%",
  200,
  ["#b9c7cf", "#8fa39a"],
  shapes([
    [0, 140, 360, 60, "#6f8a5c", "0"],
    [150, 30, 60, 78, "#b5542f", "14px 14px 6px 6px"],
    [166, 10, 28, 28, "#d9a98a"],
    [156, 106, 20, 56, "#4a4a52", "4px"],
    [184, 106, 20, 56, "#4a4a52", "4px"],
    [150, 158, 28, 12, "#5a3a22", "4px"],
    [182, 158, 28, 12, "#5a3a22", "4px"],
  ]),
)}
<div class="pp"><div class="ch" data-role="ui"><span>Jacket · Outdoor</span><span>Base layer · Merino</span><span>Boots · Walking</span><span>Cords · Vintage</span></div>
${own("Full hiking fit for our first trip to the Lakes.", "px")}
${own("Waterproof jacket, merino base layer, proper boots, the lot.", "px")}
${own("£340 of kit for a 2 km walk to a tearoom.", "px")}
${own("Scones were excellent.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>58</span></span><span class="row">${icon.comment(16)}<span>6</span></span><span class="row">${icon.bookmark(16)}<span>9</span></span></div></div>
${crow({ name: "keverne.t", meta: "2d", joined: true, color: "#6a8ab0", text: ["Those boots were built for Everest and they got a scone"], who: "keverne.t" })}
${crow({ name: "kenwyn_style", meta: "2d", joined: true, color: "#a86aa8", text: ["Love the jacket colour, is it the rust one?"], who: "kenwyn_style" })}
${crow({ name: "kaylee.b", meta: "2d", joined: true, color: "#c07a5a", depth: 1, text: ["Yes, rust. It matched the jam."], who: "owner" })}
${crow({ name: "gwenna.k", meta: "1d", joined: true, color: "#6aa87a", text: ["Next year, the second tearoom"], who: "gwenna.k" })}
${crow({ name: "kaylee.b", meta: "1d", joined: true, color: "#c07a5a", depth: 1, text: ["We're building up to it."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#ffffff", "#eeeeee", "#1e1e1e", true)}`,
};
