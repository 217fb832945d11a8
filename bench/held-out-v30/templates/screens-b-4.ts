// Part B's posts with replies (v30), fourth file: Fotocommunity (a kingfisher too close to photograph) and
// Elk (a choir's posters back from the printer).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, postCss } from "./screens-b-kit";
import { esc, own, ui } from "./shell";

export const fotocommunity: ScreenSpec = {
  id: "fotocommunity-on-the-end-of-my-lens",
  app: "Fotocommunity",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Heinrike Vogt", handle: null },
  time: "06:48",
  battery: 34,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#161616",
      card: "#202020",
      fg: "#e6e6e6",
      sub: "#9a9a9a",
      line: "#2e2e2e",
      name: "#f0f0f0",
      accent: "#7fb342",
      head: "#202020",
      headFg: "#e6e6e6",
      size: 13.5,
    }) +
    `.logo{flex:1;font-size:18px;font-weight:700;letter-spacing:.2px}.logo i{font-style:normal;color:#7fb342}.ti{font-size:17px;font-weight:700;margin-top:2px}.ex{font-size:11.5px;color:#9a9a9a;margin-top:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">foto<i>community</i></span>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  150,
  ["#5d6b3f", "#2f3a22"],
  shapes([
    [0, 110, 360, 40, "#3d4f5c", "0"],
    [30, 20, 6, 100, "#a89a5a", "3px"],
    [52, 10, 5, 110, "#b8a966", "3px"],
    [80, 30, 6, 90, "#9d8f52", "3px"],
    [250, 16, 6, 104, "#b8a966", "3px"],
    [276, 36, 5, 84, "#a89a5a", "3px"],
    [150, 60, 120, 5, "#6e5a3a", "3px"],
  ]),
)}
<div class="pp">${ui("Waiting for the kingfisher", "ti")}
<div class="row" style="gap:8px;margin-top:6px">${avatar(26, "#6f8fa8")}<div style="flex:1">${ui("Heinrike Vogt", "pn")}</div>${ui("Nature › Birds", "pm")}</div>
${own("Four hours lying in the reeds at Rye Meads with the 600mm.", "px")}
${own("At 11:40 he landed on the end of my lens. It is the one place a lens cannot see.", "px")}
${own("Here is the branch he was sitting on just before that.", "px")}
${ui("1/800 s · f/6.3 · ISO 1600 · 600 mm", "ex")}
<div class="row pa" data-role="ui"><span class="row">${icon.star(15, "#7fb342")}<span>46</span></span><span class="row">${icon.eye(15)}<span>1,208</span></span><span class="row">${icon.comment(15)}<span>5</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Ingolf Brauer", meta: "2 days ago", joined: true, color: "#8a7a5c", text: ["Beautiful soft light on the reeds, honestly. Very calm picture."], who: "Ingolf Brauer" })}
${crow({ name: "Gesine Pohl", meta: "2 days ago", joined: true, color: "#9c6b8a", text: ["He wanted to see your photos before he agreed to any."], who: "Gesine Pohl" })}
${crow({ name: "Heinrike Vogt", meta: "yesterday", joined: true, color: "#6f8fa8", text: ["Thank you both. He had a long look at me and left unimpressed."], who: "owner", depth: 1 })}
${crow({ name: "Leandra Fiore", meta: "yesterday", joined: true, color: "#5c8a7a", text: ["Which side of the lake were you? The east bank is better in winter."], who: "Leandra Fiore" })}
</div>`,
};

export const elk: ScreenSpec = {
  id: "elk-handels-mess",
  app: "Elk",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Llinos Pugh", handle: "@llinos@toot.wales" },
  time: "19:03",
  battery: 58,
  keyboard: true,
  suggestions: ["I", "the", "we"],
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#111",
      card: "#111",
      fg: "#e8e8e8",
      sub: "#8e8e8e",
      line: "#262626",
      name: "#f2f2f2",
      accent: "#d9a62e",
      head: "#111",
      headFg: "#e8e8e8",
      size: 15,
    }) +
    `.cr{border-top:1px solid #262626;padding-top:10px}.hd{font-size:12.5px;color:#8e8e8e}.rb{flex:none;gap:10px;padding:8px 12px 8px;background:#1a1a1a;border-top:1px solid #262626}.rb span.t{flex:1;font-size:15px;color:#e8e8e8}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.more(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#a34f4f")}<div style="flex:1">${ui("Llinos Pugh", "pn")}${ui("@llinos@toot.wales", "hd")}</div></div>
${own("Community choir update.", "px")}
${own("The posters for our Christmas Messiah came back from the printer saying Handel's Mess.", "px")}
${own("We have now sold more tickets than the last three years put together.", "px")}
<div class="row pa" data-role="ui"><span>Dec 4, 2026, 18:12</span><span class="row">${icon.repost(16)}<span>212</span></span><span class="row">${icon.star(15, "#d9a62e")}<span>540</span></span></div></div>
${crow({ name: "Kerenza", meta: "@kerenza@mastodon.social · 1d", color: "#4f7fa3", text: ["honestly a better description of the tenors"], who: "Kerenza" })}
${crow({ name: "Llinos Pugh", meta: "@llinos@toot.wales · 1d", color: "#a34f4f", text: ["I sing alto and I still can't argue with it."], who: "owner" })}
${crow({ name: "Jacoba de Wit", meta: "@jacoba@mastodon.nl · 20h", color: "#6a9a5b", text: ["Any tickets left for the Saturday? Asking for my whole office."], who: "Jacoba de Wit" })}
</div>
<div class="row rb"><span class="t" data-role="other" data-author="You">${esc("frame one for the vestry")}<span style="display:inline-block;width:2px;height:17px;margin-left:1px;vertical-align:-3px;background:#d9a62e"></span></span><span style="color:#d9a62e;font-weight:700" data-role="ui">Publish</span></div>`,
};
