// Part B's posts with replies (v28), fourth file: ViewBug (a prize for a boy who stayed still), Ice Cubes (a quiet
// fishing village on festival weekend), ZEPETO (a birthday party with three of the same guest).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const viewbug: ScreenSpec = {
  id: "viewbug-four-minutes-of-stillness",
  app: "ViewBug",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Idonea Fairlie", handle: null },
  time: "07:33",
  battery: 90,
  cutLines: 0,
  replies: true,
  banner: { app: "Messages", color: "#34c759", title: "Kiyoshi", body: "he's awake and he's found your camera bag", author: "Kiyoshi", age: "now" },
  css:
    postCss({
      bg: "#f5f6f8",
      card: "#fff",
      fg: "#1f2430",
      sub: "#7a8190",
      line: "#e4e7ec",
      name: "#1f2430",
      accent: "#e8453c",
      head: "#fff",
      headFg: "#1f2430",
      size: 14.5,
    }) +
    `.aw{gap:8px;margin-top:8px;font-size:12.5px;font-weight:700;color:#b7791f}.aw span{background:#fdf3e1;border-radius:12px;padding:3px 10px}.ex{font-size:12px;color:#7a8190;margin-top:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Photo</b>${icon.heart(20)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  210,
  ["#3b3128", "#15110d"],
  shapes([
    [0, 120, 390, 90, "#5a4636", "0"],
    [90, 96, 210, 50, "#8f6f58", "30px"],
    [240, 84, 48, 48, "#e7c7a6"],
    [0, 0, 120, 210, "rgba(255,230,190,.18)", "0"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#5b7fa6")}<div style="flex:1">${ui("Idonea Fairlie", "pn")}${ui("Edinburgh · 3d", "pm")}</div>${ui("Follow", "pm")}</div>
<div class="row aw" data-role="ui"><span>3rd Place</span><span>Stillness Challenge</span></div>
${own("Third place out of 2,400 entries, my first ever award.", "px")}
${own("The subject is my son Gavriel, asleep.", "px")}
${own("Those were the only four minutes he has ever stayed still.", "px")}
${own("Window light, 50 mm, no tripod.", "px")}
${ui("Canon EOS R6 · f/1.8 · 1/60s · ISO 1600", "ex")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>1,204</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="r">Peer award</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Leocadio Ruiz", meta: "3d", joined: true, color: "#9a6b3f", text: ["Gorgeous fall-off on the light across his face."], who: "Leocadio Ruiz", foot: "Reply" })}
${crow({ name: "Idonea Fairlie", meta: "3d", joined: true, color: "#5b7fa6", text: ["We did eleven laps of the park beforehand to get that light."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Heathcliff Amos", meta: "2d", joined: true, color: "#6f8f5a", text: ["Well deserved. Is he entering the next one himself?"], who: "Heathcliff Amos", foot: "Reply" })}
${crow({ name: "Josefina Vidal", meta: "1d", joined: true, color: "#a0568a", text: ["The blanket texture is lovely."], who: "Josefina Vidal", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#fff", "#e4e7ec", "#1f2430")}`,
};

export const icecubes: ScreenSpec = {
  id: "ice-cubes-quiet-fishing-village",
  app: "Ice Cubes",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  crop: { bottom: 126 },
  owner: { name: "Gwenllian Rhys", handle: "@gwenllian@mastodon.cymru" },
  time: "09:05",
  battery: 66,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#16141f",
      card: "#16141f",
      fg: "#ebe8f5",
      sub: "#9590ab",
      line: "#2a2638",
      name: "#ebe8f5",
      accent: "#8c7cf0",
      head: "#16141f",
      headFg: "#ebe8f5",
      size: 16,
    }) +
    `.pm{font-size:13.5px}.dt{font-size:13px;color:#9590ab;margin-top:10px}.ct{gap:18px;font-size:13.5px;color:#9590ab;margin-top:8px;padding-bottom:10px;border-bottom:1px solid #2a2638}.ct b{color:#ebe8f5}.cr{border-top:1px solid #2a2638;padding-top:10px}.crm{font-size:12.5px}.crx{font-size:15px;line-height:20px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#3f6f8f")}<div style="flex:1">${ui("Gwenllian Rhys", "pn")}${ui("@gwenllian@mastodon.cymru", "pm")}</div></div>
${own("Booked a week in a quiet fishing village in Cornwall to finish my thesis.", "px")}
${own("We arrived on the one weekend a year it holds a sea shanty festival.", "px")}
${own("Thesis word count since Friday: 212.", "px")}
${picture(
  "100%",
  150,
  ["#6d8fb0", "#2f4a63"],
  shapes([
    [0, 96, 388, 54, "#2a4b66", "0"],
    [20, 50, 70, 50, "#e8e2d2", "3px"],
    [100, 40, 60, 60, "#f0d9a8", "3px"],
    [170, 56, 80, 44, "#d6e0e6", "3px"],
    [280, 104, 60, 14, "#b0413e", "0 0 20px 20px"],
  ]),
).replace('class="pic" style="', 'class="pic" style="margin-top:10px;border-radius:10px;')}
${ui("5 Dec 2026, 22:41 · Public", "dt")}
<div class="row ct" data-role="ui"><span><b>9</b> boosts</span><span><b>73</b> favourites</span></div></div>
${crow({ name: "Jobst Hammer", meta: "@jobst@chaos.social · 10h", color: "#8f6f3f", text: ["Did you join in by the end? Be honest."], who: "Jobst Hammer" })}
${crow({ name: "Gwenllian Rhys", meta: "@gwenllian@mastodon.cymru · 10h", color: "#3f6f8f", text: ["By Sunday I knew all the verses. Chapter four did not get written."], who: "owner" })}
${crow({ name: "Klementyna Zawadzka", meta: "@klem@mastodon.social · 8h", color: "#8f3f6f", text: ["That village has a shanty festival most weekends. The brochure just doesn't mention it."], who: "Klementyna Zawadzka" })}
${crow({ name: "Harald Lunde", meta: "@harald@fosstodon.org · 6h", color: "#4f8f5f", text: ["The thesis acknowledgements are going to be something."], who: "Harald Lunde" })}
</div>
${iconBar([icon.home(24), icon.bell(24), icon.search(24), icon.chat(24), icon.person(24)], "#16141f", "#2a2638", "#ebe8f5")}`,
};

export const zepeto: ScreenSpec = {
  id: "zepeto-three-of-the-same-guest",
  app: "ZEPETO",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "lamberto.zz", handle: null },
  time: "18:12",
  battery: 49,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1a1a1a",
      sub: "#8d8d95",
      line: "#eeeef2",
      name: "#1a1a1a",
      accent: "#6b4cff",
      head: "#ffffff",
      headFg: "#1a1a1a",
      size: 14,
    }) +
    `.ph b{font-size:20px;font-weight:900;letter-spacing:.5px;color:#6b4cff}.fl{font-size:12px;font-weight:700;color:#fff;background:#6b4cff;border-radius:14px;padding:5px 12px}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>ZEPETO</b>${icon.more(22)}</div>
<div class="fill">
<div class="pp" style="padding-top:6px;padding-bottom:6px"><div class="row" style="gap:10px">${avatar(34, "#f2a7c2")}<div style="flex:1">${ui("lamberto.zz", "pn")}${ui("Birthday World · 2h", "pm")}</div>${ui("Follow", "fl")}</div></div>
${picture(
  "100%",
  200,
  ["#ffd9ec", "#c9b8ff"],
  shapes([
    [0, 150, 360, 50, "#a98cf0", "0"],
    [150, 110, 60, 44, "#ffffff", "6px"],
    [166, 96, 28, 16, "#ff7eb3", "4px"],
    [50, 70, 30, 30, "#ffe0c4"],
    [44, 98, 42, 52, "#3fb4ff", "14px"],
    [110, 70, 30, 30, "#ffe0c4"],
    [104, 98, 42, 52, "#3fb4ff", "14px"],
    [250, 70, 30, 30, "#ffe0c4"],
    [244, 98, 42, 52, "#3fb4ff", "14px"],
  ]),
)}
<div class="pp">
${own("It rained, so my nephew's eighth birthday party moved into a ZEPETO world.", "px")}
${own("Eleven guests came. Three of them were the same kid on different phones.", "px")}
${own("Cake was virtual, crisps were real.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>318</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="row">${icon.gift(17)}<span>12</span></span></div></div>
${crow({ name: "kavya.exe", meta: "1h", joined: true, color: "#7fc8a9", text: ["happy birthday to all three of him"], who: "kavya.exe", foot: "Reply" })}
${crow({ name: "lamberto.zz", meta: "1h", joined: true, color: "#f2a7c2", text: ["He also brought himself a present every time he logged in."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "judd_plays", meta: "48m", joined: true, color: "#ffb86b", text: ["I was the dinosaur. Best party I've been to this year."], who: "judd_plays", foot: "Reply" })}
${crow({ name: "kaspar.k", meta: "20m", joined: true, color: "#8fb3ff", text: ["the blue one by the cake was my sister btw"], who: "kaspar.k", foot: "Reply" })}
</div>
${iconBar([icon.home(22), icon.search(22), icon.plusBox(24), icon.chat(22), icon.person(22)], "#fff", "#eeeef2", "#1a1a1a", true)}`,
};
