// Part B's posts with replies (v33), second file: WeightWatchers (a traybake and a bigger plate), Fishidy (a bass and the next boat).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const weightWatchers: ScreenSpec = {
  id: "weightwatchers-more-like-it",
  app: "WeightWatchers",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "hajnalka.t", handle: "hajnalka.t" },
  time: "19:08",
  battery: 41,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f1f3f9",
      card: "#fff",
      fg: "#16204a",
      sub: "#6a7290",
      line: "#e1e5f0",
      name: "#16204a",
      accent: "#2c4bd6",
      head: "#fff",
      headFg: "#16204a",
      size: 14,
    }) +
    `.ph b{font-size:18px}.ww{font-weight:800;color:#2c4bd6;font-size:19px;letter-spacing:-.5px;flex:none!important}.pt{display:inline-block;margin-top:8px;padding:3px 10px;border-radius:12px;background:#e6ebff;color:#2c4bd6;font-size:12px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Connect</b>${icon.bell(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#c06a8a")}<div style="flex:1">${ui("hajnalka.t", "pn")}${ui("Dinner · 2h", "pm")}</div>${ui("Follow", "r pa")}</div></div>
${picture(
  "100%",
  132,
  ["#3b3a3c", "#2a292b"],
  shapes([
    [30, 10, 300, 112, "#8a8f96", "10px"],
    [40, 20, 280, 92, "#b9742f", "6px"],
    [60, 40, 44, 30, "#e9d9b0", "12px"],
    [130, 60, 50, 34, "#c1402a", "14px"],
    [210, 38, 40, 28, "#e9d9b0", "12px"],
    [250, 78, 46, 30, "#6f8f3a", "12px"],
    [90, 84, 30, 20, "#f4f1e6", "6px"],
    [190, 92, 26, 18, "#f4f1e6", "6px"],
  ]),
)}
<div class="pp">
${own("Chicken and roast veg traybake for the four of us, 4 Points a portion with the feta.", "px")}
${own("My husband asked what the real dinner was. I gave him the same thing on a bigger plate. He said that was more like it.", "px")}
${own("Recipe from the Connect group last week, would make again.", "px")}
${ui("4 Points", "pt")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>112</span></span><span class="row">${icon.comment(17)}<span>9</span></span><span class="r">Save</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "ildiko.k", meta: "1h", color: "#4f8a9c", text: ["The bigger plate trick works on my kids as well"], who: "ildiko.k", joined: true, foot: "Like · Reply" })}
${crow({ name: "hajnalka.t", meta: "1h", color: "#c06a8a", text: ["He went back for seconds and told me he was full until ten."], who: "owner", depth: 1, joined: true, foot: "Like · Reply" })}
${crow({ name: "lenke.m", meta: "48m", color: "#8c7a3e", text: ["Men and plates, honestly. Mine eats anything off the blue dish."], who: "lenke.m", joined: true, foot: "Like · Reply" })}
${crow({ name: "kalman_b", meta: "30m", color: "#5a6bb0", text: ["Is that the lemon and oregano one? Looks lovely"], who: "kalman_b", joined: true, foot: "Like · Reply" })}
${crow({ name: "hajnalka.t", meta: "12m", color: "#c06a8a", text: ["Yes, I added an extra lemon and some red onion."], who: "owner", depth: 1, joined: true, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(22), icon.search(22), icon.plusBox(22), icon.chat(22), icon.person(22)], "#fff", "#e1e5f0", "#16204a", true)}`,
};

export const fishidy: ScreenSpec = {
  id: "fishidy-while-i-was-still-talking",
  app: "Fishidy",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Kekoa Kahale", handle: null },
  time: "09:51",
  battery: 77,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#0f1519",
      card: "#172027",
      fg: "#e4ebef",
      sub: "#8c9aa4",
      line: "#24313a",
      name: "#e4ebef",
      accent: "#35b5a0",
      head: "#121b21",
      headFg: "#e4ebef",
      size: 14,
    }) +
    `.ct{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin-top:10px}.ct div{font-size:11px;color:#8c9aa4}.ct b{display:block;font-size:15px;color:#e4ebef}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Catch</b>${icon.send(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#3f7d5a")}<div style="flex:1">${ui("Kekoa Kahale", "pn")}${ui("Lake Lanier, GA · 5h", "pm")}</div></div></div>
${picture(
  "100%",
  140,
  ["#4f7a8a", "#2b4a57"],
  shapes([
    [0, 96, 360, 44, "#1f3a44", "0"],
    [70, 40, 190, 56, "#6d8a3c", "28px"],
    [240, 48, 50, 40, "#6d8a3c", "6px"],
    [90, 62, 150, 8, "#3d5a22", "4px"],
    [100, 50, 12, 12, "#f0e6c0", "6px"],
    [40, 10, 40, 120, "#c89a6a", "14px"],
  ]),
)}
<div class="pp">
<div class="ct" data-role="ui"><div>Species<b>Largemouth Bass</b></div><div>Weight<b>4 lb 6 oz</b></div><div>Bait<b>Senko</b></div></div>
${own("Largemouth, 4 lb 6 oz, off the north point at first light.", "px")}
${own("Released her after one photo. Spent forty minutes telling the next boat about her. They landed a bigger one while I was still talking.", "px")}
${own("Water was 61 degrees and clear.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>37</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Log a catch</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Levon Grigoryan", meta: "4h", joined: true, color: "#7a5fa8", text: ["What were you throwing?"], who: "Levon Grigoryan", foot: "Like · Reply" })}
${crow({ name: "Kekoa Kahale", meta: "4h", joined: true, color: "#3f7d5a", text: ["Green pumpkin senko, wacky rigged."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Ilir Hoxha", meta: "3h", joined: true, color: "#b0704a", text: ["You should have charged them for the guide service"], who: "Ilir Hoxha", foot: "Like · Reply" })}
${crow({ name: "Luan Berisha", meta: "1h", joined: true, color: "#4a86b0", text: ["Pics of the bigger one or it didn't happen"], who: "Luan Berisha", foot: "Like · Reply" })}
${crow({ name: "Kekoa Kahale", meta: "50m", joined: true, color: "#3f7d5a", text: ["I'm not putting their fish on my page."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(22), icon.search(22), icon.plusBox(22), icon.bell(22), icon.person(22)], "#121b21", "#24313a", "#e4ebef", true)}`,
};
