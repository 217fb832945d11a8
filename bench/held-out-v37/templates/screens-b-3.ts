// Part B's posts with replies (v37), third file: Snapfish (a beach hut in Tenby) and Google Photos (a tiled bathroom).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const snapfish: ScreenSpec = {
  id: "snapfish-the-wrong-hut",
  app: "Snapfish",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 68 }],
  owner: { name: "Gwynfor Hopkin", handle: null },
  time: "08:14",
  battery: 71,
  keyboard: true,
  suggestions: ["Haha", "I", "Dad"],
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1f2933",
      sub: "#7b8794",
      line: "#e4e7eb",
      name: "#1f2933",
      accent: "#0b6fd6",
      head: "#ffffff",
      headFg: "#0b6fd6",
      font: "Helvetica, Arial, sans-serif",
      size: 14,
    }) +
    `.ph b{font-size:22px;font-weight:800;letter-spacing:-.5px;text-align:center}.al{display:flex;justify-content:space-between;padding:6px 14px;font-size:12.5px;color:#7b8794}
.cr{padding-top:5px;padding-bottom:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>snapfish</b>${icon.share(20)}${icon.more(21)}</div>
<div class="fill">
<div class="al" data-role="ui"><span>Tenby, August</span><span>Photo 14 of 86</span></div>
${picture(
  "100%",
  88,
  ["#9fd3ee", "#e9dcb8"],
  shapes([
    [0, 64, 390, 24, "#e3cf9d", "0"],
    [40, 22, 52, 50, "#2f6fb3", "4px"],
    [40, 14, 52, 12, "#d24a3b", "26px 26px 0 0"],
    [120, 22, 52, 50, "#f2c230", "4px"],
    [120, 14, 52, 12, "#d24a3b", "26px 26px 0 0"],
    [200, 22, 52, 50, "#2f6fb3", "4px"],
    [200, 14, 52, 12, "#d24a3b", "26px 26px 0 0"],
    [300, 16, 26, 10, "#ffffff", "50%"],
  ]),
)}
<div class="pp" style="padding-top:8px"><div class="row" style="gap:10px">${avatar(32, "#2b7a63")}<div style="flex:1">${ui("Gwynfor Hopkin", "pn")}${ui("Shared 3 days ago", "pm")}</div></div>
${own("Our beach hut in Tenby for the week, number 23.", "px")}
${own("I spent Tuesday afternoon in the wrong hut.", "px")}
${own("Nobody in that family said a word until teatime.", "px")}</div>
<div class="pc" style="margin-top:0" data-role="ui">Comments (4)</div>
${crow({ name: "Lyra Hopkin", meta: "2d", joined: true, color: "#9b59b6", text: ["They gave him a Welsh cake and he said thank you and stayed"], who: "Lyra Hopkin", size: 28 })}
${crow({ name: "Gwynfor Hopkin", meta: "2d", joined: true, color: "#2b7a63", text: ["Rude to leave before the kettle had boiled, surely."], who: "owner", size: 28 })}
${crow({ name: "Geoff Pryce", meta: "1d", joined: true, color: "#c0732f", text: ["Every hut has a number painted on it Gwyn"], who: "Geoff Pryce", size: 28 })}
</div>
${commentBox({ text: "Say something about this photo", color: "#7b8794", bg: "#ffffff", box: "#f1f3f5", fg: "#1f2933", sub: "#9aa5b1", line: "#e4e7eb", right: icon.send(20), bottom: 8 })}`,
};

export const googlePhotos: ScreenSpec = {
  id: "google-photos-sealed-in-its-valve",
  app: "Google Photos",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Guthrie Marsh", handle: null },
  time: "21:33",
  battery: 39,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#202124",
      sub: "#5f6368",
      line: "#e8eaed",
      name: "#202124",
      accent: "#1a73e8",
      head: "#ffffff",
      headFg: "#202124",
      font: "Roboto, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:19px;font-weight:500}.ad{padding:10px 14px 2px;font-size:12.5px;color:#5f6368}.cr{padding-top:7px;padding-bottom:4px}.crn{font-weight:500}
.lk{display:flex;gap:6px;padding:2px 14px 0;font-size:12.5px;color:#1a73e8;align-items:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Bathroom redo</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  206,
  ["#eef1f2", "#dfe4e6"],
  shapes([
    [0, 0, 360, 206, "repeating-linear-gradient(0deg,#f7f9fa 0 24px,#c9d1d4 24px 26px),#f7f9fa", "0"],
    [0, 0, 360, 206, "repeating-linear-gradient(90deg,transparent 0 46px,#c9d1d4 46px 48px)", "0"],
    [96, 58, 150, 96, "#ffffff", "6px"],
    [104, 66, 8, 80, "#e3e6e8", "4px"],
    [122, 66, 8, 80, "#e3e6e8", "4px"],
    [140, 66, 8, 80, "#e3e6e8", "4px"],
    [158, 66, 8, 80, "#e3e6e8", "4px"],
    [176, 66, 8, 80, "#e3e6e8", "4px"],
    [194, 66, 8, 80, "#e3e6e8", "4px"],
    [212, 66, 8, 80, "#e3e6e8", "4px"],
    [230, 66, 8, 80, "#e3e6e8", "4px"],
    [252, 138, 22, 18, "#b8c2c6", "4px"],
  ]),
)}
<div class="ad" data-role="ui">Guthrie Marsh added 12 items · Sat</div>
${crow({ name: "Guthrie Marsh", meta: "Sat", joined: true, color: "#1e8e3e", text: ["Five weekends, 140 tiles, one cracked thumbnail.", "I tiled round the radiator so neatly I sealed in its valve.", "It's now on for good, in July.", "Grout goes on Saturday."], who: "owner" })}
${crow({ name: "Lesley Marsh", meta: "Sat", joined: true, color: "#d93025", text: ["Your dad says he mentioned the valve in March"], who: "Lesley Marsh" })}
${crow({ name: "Guthrie Marsh", meta: "Sat", joined: true, color: "#1e8e3e", text: ["It's a towel warmer now, that was always the plan."], who: "owner" })}
${crow({ name: "Heidi Marsh", meta: "Sun", joined: true, color: "#a142f4", text: ["Finally a room that's warm enough to dry socks in"], who: "Heidi Marsh" })}
<div class="lk" data-role="ui">${icon.heartFilled(14)}<span>Lesley, Heidi and 2 others</span></div>
</div>
${commentBox({ text: "Say something", color: "#1e8e3e", bg: "#ffffff", box: "#f1f3f4", fg: "#202124", sub: "#5f6368", line: "#e8eaed", right: icon.heart(22), bottom: 10 })}`,
};
