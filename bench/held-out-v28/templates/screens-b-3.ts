// Part B's posts with replies (v28), third file: Graysky (a run beside a rowing eight), Fotolog (the Ring of Kerry
// the wrong way round), Vampirefreaks (a frock coat in a Greggs queue).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const graysky: ScreenSpec = {
  id: "graysky-the-cox-was-shouting-at-me",
  app: "Graysky",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Hasan Ozkan", handle: "@hasanruns.bsky.social" },
  time: "12:20",
  battery: 57,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0b0f14",
      card: "#0b0f14",
      fg: "#e8edf2",
      sub: "#8b98a5",
      line: "#1f2933",
      name: "#e8edf2",
      accent: "#3b82f6",
      head: "#0b0f14",
      headFg: "#e8edf2",
      size: 16,
    }) +
    `.pn{font-size:16px}.pm{font-size:14px}.px{font-size:17px;line-height:23px}.dt{font-size:13.5px;color:#8b98a5;margin-top:12px}.ct{gap:16px;font-size:14px;color:#8b98a5;border-top:1px solid #1f2933;border-bottom:1px solid #1f2933;padding:10px 0;margin-top:10px}.ct b{color:#e8edf2}.cr{border-top:1px solid #1f2933;padding-top:10px}.crm{font-size:13px}.crx{font-size:15px;line-height:20px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#2f7d6d")}<div style="flex:1">${ui("Hasan Ozkan", "pn")}${ui("@hasanruns.bsky.social", "pm")}</div></div>
${own("Thames Path this morning, Henley to Marlow, 14 km in the drizzle.", "px")}
${own("A rowing eight kept pace with me the whole way.", "px")}
${own("By Hambleden Lock the cox was shouting at me too.", "px")}
${picture(
  "100%",
  130,
  ["#9fb3c2", "#6d8a6a"],
  shapes([
    [0, 70, 358, 60, "#56707f", "0"],
    [40, 84, 200, 8, "#d8d2c4", "4px"],
    [60, 76, 6, 8, "#c23b3b", "2px"],
    [100, 76, 6, 8, "#c23b3b", "2px"],
    [140, 76, 6, 8, "#c23b3b", "2px"],
    [180, 76, 6, 8, "#c23b3b", "2px"],
  ]),
).replace('class="pic" style="', 'class="pic" style="margin-top:10px;border-radius:10px;')}
${ui("6 December 2026 at 10:12", "dt")}
<div class="row ct" data-role="ui"><span><b>4</b> reposts</span><span><b>61</b> likes</span></div></div>
${crow({ name: "Juliana Reyes", meta: "@julreyes · 1h", color: "#8a5fb0", text: ["the cox is never wrong, sorry. she can see the whole river"], who: "Juliana Reyes" })}
${crow({ name: "Hasan Ozkan", meta: "@hasanruns.bsky.social · 1h", color: "#2f7d6d", text: ["She told me to lengthen my stride. I did. It helped."], who: "owner" })}
${crow({ name: "Gaetano Bassi", meta: "@gbassi · 48m", color: "#b07a3c", text: ["They clearly need a ninth. Go down to the club on Saturday and sign up."], who: "Gaetano Bassi" })}
${crow({ name: "Karolina Nowak", meta: "@karonowak · 30m", color: "#b05a6e", text: ["Henley people will race anything that moves."], who: "Karolina Nowak" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.bell(24), icon.chat(24), icon.person(24)], "#0b0f14", "#1f2933", "#e8edf2")}`,
};

export const fotolog: ScreenSpec = {
  id: "fotolog-met-every-coach-head-on",
  app: "Fotolog",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  crop: { top: 50 },
  owner: { name: "lyall_b", handle: null },
  time: "22:47",
  battery: 15,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef1f4",
      card: "#fff",
      fg: "#222a33",
      sub: "#7d8894",
      line: "#dde3e9",
      name: "#1f6fb2",
      accent: "#1f6fb2",
      head: "#1f6fb2",
      headFg: "#fff",
      size: 15,
    }) +
    `.ph b{font-family:Georgia,serif;font-style:italic;font-size:22px;letter-spacing:.3px}.ti{font-size:17px;font-weight:700;margin-top:6px}.dt{font-size:12.5px;color:#7d8894;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>fotolog</b>${icon.heart(20)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  200,
  ["#a9c6df", "#5f8f57"],
  shapes([
    [-40, 80, 260, 160, "#4d7a49"],
    [200, 60, 300, 180, "#6a955e"],
    [0, 150, 428, 50, "#7a8a6a", "0"],
    [150, 158, 120, 22, "#e8e3d6", "4px"],
    [178, 140, 70, 20, "#f2f2f2", "5px 5px 2px 2px"],
    [60, 166, 34, 16, "#c2352f", "4px"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#3c8a7a")}<div style="flex:1">${ui("lyall_b", "pn")}${ui("Killarney, Ireland · 9 Sep", "pm")}</div></div>
${ui("Ring of Kerry, day 3", "ti")}
${own("Hired the smallest car in Killarney and drove the Ring of Kerry.", "px")}
${own("We went clockwise to avoid the coaches.", "px")}
${own("We met every last one of them head-on.", "px")}
${own("About two miles in reverse in total. Ladies View was worth it.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>38</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="r">Sign my flog</span></div></div>
<div class="pc" data-role="ui">Comments (4)</div>
${crow({ name: "jolanta.w", meta: "9 Sep", color: "#a0628a", text: ["The views though!!"], who: "jolanta.w" })}
${crow({ name: "lyall_b", meta: "9 Sep", color: "#3c8a7a", text: ["Mostly of coach windscreens, but yes."], who: "owner", depth: 1 })}
${crow({ name: "isaias_m", meta: "10 Sep", color: "#c0873f", text: ["My uncle drives the Killarney coach. He has heard about you."], who: "isaias_m" })}
${crow({ name: "giovanna.r", meta: "10 Sep", color: "#5e7cb3", text: ["Did you get as far as Moll's Gap?"], who: "giovanna.r" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(26), icon.bell(24), icon.person(24)], "#fff", "#dde3e9", "#222a33")}`,
};

export const vampirefreaks: ScreenSpec = {
  id: "vampirefreaks-came-to-read-the-will",
  app: "Vampirefreaks",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "lemuel_nocturne", handle: null },
  time: "23:59",
  battery: 44,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#000",
  css:
    postCss({
      bg: "#000",
      card: "#0d0d0d",
      fg: "#dcdcdc",
      sub: "#8c8c8c",
      line: "#2a0a0f",
      name: "#e0314b",
      accent: "#e0314b",
      head: "#000",
      headFg: "#e0314b",
      size: 14,
    }) +
    `.ph b{font-family:Georgia,serif;font-size:20px;letter-spacing:1px;text-transform:lowercase}.ti{font-size:15px;font-weight:700;color:#f2f2f2;margin-top:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.menu(22)}<b>vampirefreaks</b>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#5a1a2a")}<div style="flex:1">${ui("lemuel_nocturne", "pn")}${ui("posted in Outfits · 5h", "pm")}</div></div>
${ui("whitby, again", "ti")}</div>
${picture(
  "100%",
  180,
  ["#2b2b33", "#121216"],
  shapes([
    [140, 20, 40, 40, "#d8cfc8"],
    [122, 58, 76, 122, "#3a0d1c", "20px 20px 4px 4px"],
    [150, 70, 4, 4, "#c9c9c9"],
    [150, 84, 4, 4, "#c9c9c9"],
    [150, 98, 4, 4, "#c9c9c9"],
  ]),
)}
<div class="pp">
${own("New velvet frock coat for Whitby Goth Weekend, floor length, silver buttons.", "px")}
${own("A woman in Greggs asked if I was here to read the will.", "px")}
${own("Worth every penny.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>143</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="r">+ friend</span></div></div>
${crow({ name: "hubertus_grave", meta: "4h", color: "#3a3a5a", text: ["that coat is immaculate. the buttons!!"], who: "hubertus_grave", foot: "reply" })}
${crow({ name: "lemuel_nocturne", meta: "4h", color: "#5a1a2a", text: ["Charity shop in Scarborough, £18. The will is still being contested."], who: "owner", depth: 1, foot: "reply" })}
${crow({ name: "janka.velvet", meta: "3h", color: "#4a2a4a", text: ["hope she let you skip the queue at least"], who: "janka.velvet", foot: "reply" })}
${crow({ name: "kazuko_moth", meta: "1h", color: "#2a3a3a", text: ["the Greggs on Flowergate has seen things"], who: "kazuko_moth", foot: "reply" })}
</div>
${iconBar([icon.home(22), icon.chat(22), icon.plusBox(24), icon.person(22)], "#000", "#2a0a0f", "#dcdcdc", true)}`,
};
