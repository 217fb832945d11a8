// Part B's posts with replies (v41), first file: Narwhal (a Reddit thread: oak boards under the carpet and a word
// on them), Moshidon (a Mastodon post: a dog and the shipping forecast).
import { avatar, icon, picture } from "./icons";
import { say, type Who } from "./kit";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

/** A Reddit-style comment: a depth rule, a name row with score, the words. */
const rc = (o: { name: string; meta: string; text: string[]; who: Who; depth?: number; op?: boolean; rule?: string }) =>
  `<div class="rc" style="margin-left:${(o.depth ?? 0) * 14}px;${o.depth ? `border-left:2px solid ${o.rule ?? "#5a8dee"};padding-left:10px` : ""}"><div class="row rn" data-role="ui"><span class="nm${o.op ? " op" : ""}">${o.name}</span>${o.op ? `<span class="opb">OP</span>` : ""}<span>${o.meta}</span></div>${o.text.map((t) => say(o.who, t, "rx")).join("")}</div>`;

export const narwhal: ScreenSpec = {
  id: "narwhal-sorry-outside-the-bathroom",
  app: "Narwhal",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "floorboard_optimist", handle: null },
  time: "22:47",
  battery: 58,
  cutLines: 0,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Lani",
    body: "mum says the family before us were a lot and she's not surprised",
    author: "Lani",
    age: "now",
  },
  css:
    postCss({
      bg: "#000000",
      card: "#000000",
      fg: "#e8e8ea",
      sub: "#8d8d93",
      line: "#222226",
      name: "#e8e8ea",
      accent: "#5a8dee",
      head: "#0b0b0d",
      headFg: "#e8e8ea",
      size: 15,
    }) +
    `.ph b{font-size:17px;text-align:center}.ph .bk{color:#5a8dee;display:flex;align-items:center;gap:2px;font-size:16px}
.tt{font-size:19px;line-height:24px;font-weight:700;margin-top:6px}.sr{font-size:13px;color:#5a8dee;font-weight:600}
.vb{display:flex;align-items:center;gap:14px;margin-top:10px;padding:8px 0;border-top:1px solid #222226;border-bottom:1px solid #222226;color:#8d8d93;font-size:14px}.vb .up{color:#ff6a33;display:flex;align-items:center;gap:4px;font-weight:700}.vb span{display:flex;align-items:center;gap:4px}
.rc{padding:8px 14px 6px 14px;border-bottom:1px solid #18181b}.rn{gap:6px;font-size:12.5px;color:#8d8d93}.rn .nm{color:#b9b9c0;font-weight:600}.rn .op{color:#5a8dee}.opb{background:#5a8dee;color:#000;border-radius:3px;padding:0 4px;font-size:10.5px;font-weight:800}
.rx{font-size:15px;line-height:20px;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui"><span class="bk">${icon.back(20)}r/DIYUK</span><b></b>${icon.sliders(20)}${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:8px" data-role="ui">${avatar(22, "#d4733a", { silhouette: false })}<span class="sr">r/DIYUK</span><span class="pm" style="margin:0">floorboard_optimist · 14h</span></div>
${own("Pulled up the carpet in our 1930s semi and found the original oak boards", "tt")}
<div style="margin:10px -14px 0">${picture(
    "100%",
    112,
    ["#8a5f3a", "#b07d4e"],
    shapes([
      [0, 0, 390, 4, "#5b3b22", "0"],
      [0, 30, 390, 3, "#5b3b22", "0"],
      [0, 62, 390, 3, "#5b3b22", "0"],
      [0, 94, 390, 3, "#5b3b22", "0"],
      [120, 4, 3, 26, "#5b3b22", "0"],
      [250, 33, 3, 29, "#5b3b22", "0"],
      [60, 65, 3, 29, "#5b3b22", "0"],
      [300, 97, 3, 29, "#5b3b22", "0"],
      [0, 0, 44, 112, "#e9e4da", "0"],
      [322, 10, 68, 40, "#d9d9d9", "4px"],
    ]),
  )}</div>
${own("Spent the weekend on carpet, underlay and roughly four thousand staples.", "px")}
${own("The boards are in decent shape apart from a patch by the radiator.", "px")}
${own("Right outside the bathroom door, someone has written SORRY on the boards in thick black marker.", "px")}
${own("Hiring a drum sander next weekend, any tips welcome.", "px")}
<div class="vb" data-role="ui"><span class="up">${icon.arrowUp(18)}1.8k</span>${icon.arrowDown(18)}<span>${icon.comment(17)}212</span><span style="margin-left:auto">94% upvoted</span></div></div>
${rc({ name: "mortise_and_tenon", meta: "· 13h · 412", text: ["Go with the grain, keep it moving, and never let the drum sit still on the floor."], who: "mortise_and_tenon" })}
${rc({ name: "Gwil_the_sparky", meta: "· 13h · 1.1k", text: ["Of all the places to apologise, right by the bathroom is the worrying one"], who: "Gwil_the_sparky" })}
${rc({ name: "floorboard_optimist", meta: "· 12h · 796", op: true, depth: 1, text: ["The plumber arrives Thursday. I haven't told him."], who: "owner" })}
${rc({ name: "lise_and_lath", meta: "· 12h · 388", depth: 2, rule: "#4bb37a", text: ["Leave it uncovered and watch his face when he kneels down"], who: "lise_and_lath" })}
${rc({ name: "oak_and_stubborn", meta: "· 11h · 241", text: ["Write apology accepted next to it before you seal the floor"], who: "oak_and_stubborn" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.bell(24), icon.chat(24), icon.person(24)], "#0b0b0d", "#222226", "#8d8d93")}`,
};

export const moshidon: ScreenSpec = {
  id: "moshidon-kedgeree-only-howls-for-dogger",
  app: "Moshidon",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Lise Garner", handle: "@lise@mas.to" },
  time: "18:21",
  battery: 72,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fbf8ff",
      card: "#fbf8ff",
      fg: "#1b1b21",
      sub: "#6a6878",
      line: "#e4e1ec",
      name: "#1b1b21",
      accent: "#5b57d6",
      head: "#f1eefa",
      headFg: "#1b1b21",
      size: 15,
    }) +
    `.ph{height:56px}.ph b{font-size:20px;font-weight:500}.hd{font-size:13px;color:#6a6878}
.dt{font-size:13px;color:#6a6878;margin-top:10px}.ct{display:flex;gap:16px;font-size:13px;color:#6a6878;margin-top:6px;padding-bottom:8px;border-bottom:1px solid #e4e1ec}.ct b{color:#1b1b21}
.ic{display:flex;justify-content:space-around;padding:8px 0;color:#5b57d6;border-bottom:1px solid #e4e1ec}
.cr{border-bottom:1px solid #e4e1ec;padding-bottom:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(46, "#7a8f6b")}<div style="flex:1">${ui("Lise Garner", "pn")}${ui("@lise@mas.to", "hd")}</div></div>
${own("Week three of leaving the radio on for Kedgeree while we're both at work.", "px")}
${own("The neighbours say she's been much quieter.", "px")}
${own("She now howls along to the shipping forecast, but only when they get to Dogger.", "px")}
${own("Photo is her by the radio, ten minutes before the 17:54.", "px")}
<div style="margin-top:10px;border-radius:14px;overflow:hidden">${picture(
    "100%",
    80,
    ["#d9c9a8", "#efe3c9"],
    shapes([
      [0, 70, 340, 26, "#a67c52", "0"],
      [196, 20, 92, 56, "#4d3b2e", "10px"],
      [208, 32, 34, 32, "#c9b48e", "50%"],
      [252, 34, 26, 8, "#d8cfc0", "3px"],
      [252, 48, 26, 8, "#d8cfc0", "3px"],
      [60, 40, 84, 46, "#c58a45", "45% 45% 20% 20%"],
      [110, 22, 40, 36, "#c58a45", "50%"],
      [112, 18, 14, 20, "#8e5f2c", "60% 40% 0 0"],
    ]),
  )}</div>
${ui("Dec 5, 2026, 17:44 · Public", "dt")}
<div class="ct" data-role="ui"><span><b>23</b> boosts</span><span><b>141</b> favorites</span></div>
<div class="ic" data-role="ui">${icon.comment(20)}${icon.repost(20)}${icon.star(20)}${icon.bookmark(20)}${icon.share(20)}</div></div>
${crow({ name: "Gearoid", meta: "@gearoid@mastodon.ie · 33m", color: "#6b8fb3", text: ["Honestly Dogger is the finest sea area, the dog has taste"], who: "Gearoid" })}
${crow({ name: "Lise Garner", meta: "@lise · 30m", color: "#7a8f6b", depth: 1, text: ["She sleeps right through German Bight."], who: "owner" })}
${crow({ name: "Katrin", meta: "@katrin@social.coop · 21m", color: "#b5835a", text: ["Ours barks at the theme tune of The Archers, every single day"], who: "Katrin" })}
${crow({ name: "Klemens", meta: "@klemens@chaos.social · 9m", color: "#9a6fa6", text: ["Has anyone tested her on Fisher? Asking for science"], who: "Klemens" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#f1eefa", "#e4e1ec", "#5b57d6", true)}`,
};
