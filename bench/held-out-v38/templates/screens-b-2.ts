// Part B's posts with replies (v38), second file: WEAR (a wedding guest's suit) and Rever (a pass on a motorbike).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const wear: ScreenSpec = {
  id: "wear-handed-the-tray",
  app: "WEAR",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "laleh_k", handle: "laleh_k" },
  time: "11:48",
  battery: 66,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#111111",
      sub: "#8a8a8a",
      line: "#eeeeee",
      name: "#111111",
      accent: "#111111",
      head: "#ffffff",
      headFg: "#111111",
      font: "Helvetica, Arial, sans-serif",
      size: 14,
    }) +
    `.ph b{text-align:center;font-family:Georgia,serif;font-size:22px;letter-spacing:4px;font-weight:700}
.fo{margin-left:auto;border:1px solid #111;border-radius:3px;padding:4px 12px;font-size:12px;font-weight:700}
.it{display:flex;gap:8px;margin:8px 14px 0;overflow:hidden}.it>div{flex:none;display:flex;gap:6px;align-items:center;border:1px solid #eee;border-radius:4px;padding:4px 8px 4px 4px;font-size:11.5px;color:#555}
.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>WEAR</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:8px"><div class="row" style="gap:10px">${avatar(34, "#9a7b66")}<div>${ui("laleh_k", "pn")}${ui("168cm · Berlin", "pm")}</div><span class="fo" data-role="ui">Follow</span></div></div>
${picture(
  "100%",
  196,
  ["#dfe4d6", "#b9c4a8"],
  shapes([
    [156, 10, 48, 48, "#c69c7e", "50%"],
    [130, 60, 100, 100, "#1c1c1c", "20px 20px 6px 6px"],
    [167, 60, 26, 56, "#f4f4f2", "0 0 8px 8px"],
    [138, 158, 38, 38, "#1c1c1c", "2px"],
    [184, 158, 38, 38, "#1c1c1c", "2px"],
    [20, 110, 70, 86, "#7f9a63", "40px 40px 0 0"],
  ]),
)}
<div class="it" data-role="ui"><div>${picture(22, 22, ["#1c1c1c", "#333333"])}<span>Jacket · Vintage</span></div><div>${picture(22, 22, ["#f4f4f2", "#dddddd"])}<span>Shirt · Other</span></div><div>${picture(22, 22, ["#3a2a20", "#1c1c1c"])}<span>Loafers · Other</span></div></div>
<div class="pp" style="padding-top:2px">
${own("Black linen suit and white shirt for my cousin's garden wedding.", "px")}
${own("Jacket from a vintage shop, shirt borrowed from my dad.", "px")}
${own("A waiter handed me his tray and went on his break.", "px")}
${own("#weddingguest #linen", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>214</span></span><span class="row">${icon.comment(16)}<span>7</span></span><span class="r">${icon.bookmark(17)}</span></div></div>
${crow({ name: "kiyan.m", meta: "2d", joined: true, color: "#6d87a8", text: ["That suit was made for you, honestly"], who: "kiyan.m" })}
${crow({ name: "haizea_st", meta: "2d", joined: true, color: "#c07a8e", text: ["In fairness you did look like you knew where the canapes were"], who: "haizea_st" })}
${crow({ name: "laleh_k", meta: "2d", joined: true, color: "#9a7b66", text: ["I did know. I'd been carrying them for twenty minutes."], who: "owner" })}
${crow({ name: "jokin.wears", meta: "1d", joined: true, color: "#5e9c8f", text: ["What size is the jacket?"], who: "jokin.wears" })}
${crow({ name: "laleh_k", meta: "1d", joined: true, color: "#9a7b66", text: ["Vintage 38, it runs a little big."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#ffffff", "#eeeeee", "#111111", true)}`,
};

export const rever: ScreenSpec = {
  id: "rever-hairpin-thirty-one",
  app: "REVER",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Leiv Haugen", handle: null },
  time: "21:37",
  battery: 18,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#121417",
      card: "#1b1e22",
      fg: "#eceff2",
      sub: "#8c949c",
      line: "#2a2e33",
      name: "#ffffff",
      accent: "#ff6b1a",
      head: "#121417",
      headFg: "#ffffff",
      font: "Helvetica, Arial, sans-serif",
      size: 15,
    }) +
    `.ph b{font-size:20px;font-style:italic;letter-spacing:2px;color:#ff6b1a}
.st{display:flex;background:#1b1e22;padding:10px 14px 4px;gap:6px}.st div{flex:1}.st .v{font-size:17px;font-weight:700}.st .l{font-size:11px;color:#8c949c;text-transform:uppercase;letter-spacing:.5px}
.rn{font-size:17px;font-weight:700;margin-top:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>REVER</b>${icon.share(20)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#4d6f8f")}<div style="flex:1">${ui("Leiv Haugen", "pn")}${ui("Sat, Sep 13 · Bormio, Italy", "pm")}</div></div>
${ui("Stelvio and the Umbrail", "rn")}</div>
${picture(
  "100%",
  150,
  ["#2f3a2c", "#4c5a44"],
  shapes([
    [40, 120, 60, 4, "#ff6b1a", "2px"],
    [96, 96, 4, 28, "#ff6b1a", "2px"],
    [96, 96, 70, 4, "#ff6b1a", "2px"],
    [162, 60, 4, 40, "#ff6b1a", "2px"],
    [162, 60, 90, 4, "#ff6b1a", "2px"],
    [248, 24, 4, 40, "#ff6b1a", "2px"],
    [248, 24, 120, 4, "#ff6b1a", "2px"],
    [300, 90, 90, 60, "#6b7a66", "50% 50% 0 0"],
  ]),
)}
<div class="st" data-role="ui"><div>${ui("142 mi", "v")}${ui("Distance", "l")}</div><div>${ui("4h 51m", "v")}${ui("Duration", "l")}</div><div>${ui("9,045 ft", "v")}${ui("Max elev.", "l")}</div></div>
<div class="pp" style="padding-top:4px">
${own("Up from Bormio, over the top, back down the Umbrail.", "px")}
${own("Dry roads, cold at the summit, 48 hairpins on the north side.", "px")}
${own("A cyclist overtook me on hairpin 31 and rang his bell.", "px")}
${own("Bike ran perfectly, the rider less so.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>61</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">Save ride</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Kolbjorn Dahl", meta: "Sep 13", color: "#7e5d9c", text: ["Please tell me it was an e-bike"], who: "Kolbjorn Dahl" })}
${crow({ name: "Leiv Haugen", meta: "Sep 13", color: "#4d6f8f", text: ["It was not. He had a saddle bag and a flask."], who: "owner" })}
${crow({ name: "Jannike Berg", meta: "Sep 14", color: "#a8744d", text: ["Hairpin 31 is where I stalled in 2019. It's cursed, don't feel bad."], who: "Jannike Berg" })}
${crow({ name: "Ketil Rud", meta: "Sep 14", color: "#5d8c6e", text: ["Great route, saving it for June."], who: "Ketil Rud" })}
${crow({ name: "Leiv Haugen", meta: "Sep 15", color: "#4d6f8f", text: ["Go early, the coaches start coming up at ten."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.pin(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#121417", "#2a2e33", "#ff6b1a")}`,
};
