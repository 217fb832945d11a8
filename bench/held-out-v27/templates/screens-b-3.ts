// Part B's posts with replies (v27), third file: Pacer (a step challenge won at football), FishAngler (a perch
// that weighed nothing), Xanga (a cello and a teacher), Poparazzi (an ice rink and a friend).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const pacer: ScreenSpec = {
  id: "pacer-my-phone-went-to-football",
  app: "Pacer",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gianna Rossi", handle: null },
  time: "20:47",
  battery: 38,
  cutLines: 1,
  replies: true,
  banner: { app: "Messages", color: "#34c759", title: "Iain", body: "Kalina has put in a formal complaint lol", author: "Iain", age: "now" },
  css:
    postCss({
      bg: "#eef3f8",
      card: "#fff",
      fg: "#1b2733",
      sub: "#7a8896",
      line: "#dde5ee",
      name: "#1b2733",
      accent: "#2f80ed",
      head: "#fff",
      headFg: "#1b2733",
    }) +
    `.st{margin-top:10px;display:flex;gap:8px}.st div{flex:1;background:#eef5ff;border-radius:8px;padding:7px 8px}.sv{font-size:17px;font-weight:800;color:#2f80ed}.sl{font-size:11px;color:#7a8896}.gp{font-size:12.5px;color:#2f80ed;font-weight:600;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b style="text-align:center">Fenwick Office Walkers</b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#c9643b")}<div style="flex:1">${ui("Gianna Rossi", "pn")}${ui("Today at 19:12 · Group post", "pm")}</div></div>
<div class="st">${`<div>${ui("20,418", "sv")}${ui("steps", "sl")}</div><div>${ui("14.6 km", "sv")}${ui("distance", "sl")}</div><div>${ui("#1 of 22", "sv")}${ui("this week", "sl")}</div>`}</div>
${own("Top of the office step challenge this week!", "px")}
${own("Turns out 11,000 of them were my phone in my son's pocket at football.", "px")}
${own("Rules are rules. Steps are steps.", "px")}
</div>
${picture(
  "100%",
  120,
  ["#9aa3ad", "#5f6770"],
  shapes([
    [0, 80, 390, 40, "#4b525a", "0"],
    [30, 40, 80, 40, "#c23b3b", "12px 12px 4px 4px"],
    [140, 40, 80, 40, "#e7e7e7", "12px 12px 4px 4px"],
    [250, 40, 80, 40, "#2d4f8a", "12px 12px 4px 4px"],
    [340, 10, 36, 26, "#f1c232", "4px"],
  ]),
)}
<div class="pp" style="padding-top:2px"><div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>17</span></span><span class="row">${icon.comment(17)}<span>5</span></span><span class="r">Cheer</span></div></div>
${crow({ name: "Jurek Sadowski", meta: "1h", joined: true, color: "#4d8a6a", text: ["Recount!!"], who: "Jurek Sadowski" })}
${crow({ name: "Gianna Rossi", meta: "58m", joined: true, color: "#c9643b", text: ["He plays left back. Very mobile position."], who: "owner", depth: 1 })}
${crow({ name: "Kalina Petrova", meta: "41m", joined: true, color: "#8e5cb5", text: ["I've asked HR whether a child's steps are transferable. They're checking."], who: "Kalina Petrova" })}
${crow({ name: "Iain Marr", meta: "30m", joined: true, color: "#b58a2e", text: ["Can I borrow him on Thursday?"], who: "Iain Marr" })}
</div>
${iconBar([icon.home(24), icon.chat(24), icon.plusBox(26), icon.star(24), icon.person(24)], "#fff", "#dde5ee", "#1b2733")}`,
};

export const fishangler: ScreenSpec = {
  id: "fishangler-the-scales-read-zero",
  app: "FishAngler",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 85 }, { width: 900, quality: 70 }],
  owner: { name: "gormantully", handle: "gormantully" },
  time: "17:09",
  battery: 22,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0d4f6e",
  css:
    postCss({
      bg: "#edf2f4",
      card: "#fff",
      fg: "#17262e",
      sub: "#708089",
      line: "#d9e2e6",
      name: "#0d4f6e",
      accent: "#0d4f6e",
      head: "#0d4f6e",
      headFg: "#fff",
    }) +
    `.ct{margin-top:10px;display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px}.ct div{background:#eef6f9;border-radius:6px;padding:6px 8px}.cv{font-size:15px;font-weight:700}.cl{font-size:11px;color:#708089}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Catch</b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  190,
  ["#7a9a6a", "#3f5a3a"],
  shapes([
    [120, 60, 170, 60, "#c7b36a", "50% 40% 40% 50%"],
    [270, 70, 40, 40, "#a58c3f", "0 50% 50% 0"],
    [80, 90, 60, 40, "#e2b48f", "40%"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#2f6e52")}<div style="flex:1">${ui("gormantully", "pn")}${ui("Carsington Water · Sat 14 Nov", "pm")}</div>${ui("Follow", "pm")}</div>
<div class="ct">${[
    ["Perch", "species"],
    ["9 cm", "length"],
    ["0 g", "weight"],
  ]
    .map(([v, l]) => `<div>${ui(v, "cv")}${ui(l, "cl")}</div>`)
    .join("")}</div>
${own("Six hours on the bank at Carsington.", "px")}
${own("My scales read 0 g, so officially I caught nothing and held a perch for a photo.", "px")}
${own("Back next Saturday with maggots.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>23</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="r">Lure: Mepps Aglia #1</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "loek_fishes", meta: "2d", joined: true, color: "#9a5a3a", text: ["PB?"], who: "loek_fishes", foot: "Reply" })}
${crow({ name: "gormantully", meta: "2d", joined: true, color: "#2f6e52", text: ["It's my only fish, so yes, technically."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "ike.casts", meta: "1d", joined: true, color: "#4d6fa3", text: ["Did he at least have a nice time?"], who: "ike.casts", foot: "Reply" })}
${crow({ name: "grigor_carp", meta: "1d", joined: true, color: "#7b8f3a", text: ["Weigh your scales, they might be the problem."], who: "grigor_carp", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.pin(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#fff", "#d9e2e6", "#17262e")}`,
};

export const xanga: ScreenSpec = {
  id: "xanga-confident-with-wrong-notes",
  app: "Xanga",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "gullivermoss", handle: "gullivermoss" },
  time: "21:40",
  battery: 57,
  cutLines: 0,
  replies: true,
  keyboard: true,
  css:
    postCss({
      bg: "#111a16",
      card: "#18231e",
      fg: "#e4ece7",
      sub: "#8fa197",
      line: "#26342d",
      name: "#7fcf9a",
      accent: "#7fcf9a",
      head: "#18231e",
      headFg: "#e4ece7",
    }) + `.et{font-size:18px;font-weight:700;margin-top:2px}.em{font-size:12px;color:#8fa197;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>gullivermoss</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp">${ui("Cello, week nine", "et")}${ui("Thursday, 3 December 2026 · 9:02 PM", "em")}
${own("Nine weeks of cello lessons now. Still on Twinkle Twinkle, but the bow hold is much better.", "px")}
${own("My teacher says I have a very confident relationship with wrong notes.", "px")}
${own("Lesson tomorrow at six.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.star(17)}<span>12 eProps</span></span><span class="row">${icon.comment(17)}<span>4 comments</span></span></div></div>
${crow({ name: "Lindiwe Dube", meta: "Dec 3", joined: true, color: "#a3628a", text: ["That's basically a compliment!!"], who: "Lindiwe Dube" })}
${crow({ name: "gullivermoss", meta: "Dec 3", joined: true, color: "#4e8a6a", text: ["She also asked if I'd ever considered the triangle."], who: "owner", depth: 1 })}
${crow({ name: "Hosanna Pryce", meta: "Dec 4", joined: true, color: "#c0843e", text: ["Confidence is most of music. The rest is notes."], who: "Hosanna Pryce" })}
</div>
${commentBox({ text: "is she allowed to say that", typed: true, color: "#5a6b8c", bg: "#18231e", box: "#26342d", fg: "#e4ece7", sub: "#8fa197", line: "#26342d", right: icon.send(20), bottom: 8 })}`,
};

export const poparazzi: ScreenSpec = {
  id: "poparazzi-fifty-minutes-warming-up",
  app: "Poparazzi",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 828,
  owner: { name: "inigo.salas", handle: "inigo.salas" },
  time: "16:25",
  battery: 90,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#000",
      card: "#0b0b0d",
      fg: "#f2f2f4",
      sub: "#8e8e95",
      line: "#1f1f24",
      name: "#f2f2f4",
      accent: "#ffd60a",
      head: "#000",
      headFg: "#f2f2f4",
    }) + `.tg{display:inline-block;font-size:12px;font-weight:700;background:#ffd60a;color:#000;border-radius:10px;padding:3px 9px;margin-top:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b style="text-align:center">koa.mahoe</b>${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  250,
  ["#1d2c4a", "#3a4f78"],
  shapes([
    [0, 150, 428, 100, "#dfeaf2", "0"],
    [0, 110, 428, 44, "#f4f6f8", "0"],
    [0, 110, 428, 6, "#c0392b", "0"],
    [60, 20, 10, 10, "#ffe08a"],
    [150, 30, 10, 10, "#ffe08a"],
    [300, 18, 10, 10, "#ffe08a"],
    [196, 70, 34, 82, "#2e7d5b", "14px"],
    [200, 44, 26, 26, "#d9a97f"],
    [226, 96, 30, 12, "#2e7d5b", "6px"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#d08a3c", { ring: "#ffd60a" })}<div style="flex:1">${ui("Popped by inigo.salas", "pn")}${ui("Winter Wonderland · 2h", "pm")}</div></div>
<span class="tg" data-role="ui">@koa.mahoe</span>
${own("Koa's first time on the ice.", "px")}
${own("He held the side for fifty minutes and called it warming up.", "px")}
${own("Hot chocolate after was £7.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>142</span></span><span class="row">${icon.comment(17)}<span>9</span></span><span class="r">Pop back</span></div></div>
${crow({ name: "koa.mahoe", meta: "1h", joined: true, color: "#3f8f7a", text: ["I was getting a feel for the ice."], who: "koa.mahoe" })}
${crow({ name: "inigo.salas", meta: "1h", joined: true, color: "#d08a3c", text: ["You were getting a feel for the wall, Koa."], who: "owner", depth: 1 })}
${crow({ name: "jolie.m", meta: "52m", joined: true, color: "#b0508f", text: ["He told me he used to play hockey. On the way there."], who: "jolie.m" })}
${crow({ name: "kazimir", meta: "30m", joined: true, color: "#5068b0", text: ["post the video"], who: "kazimir" })}
${crow({ name: "kosta_v", meta: "12m", joined: true, color: "#8a8f3c", text: ["That wall has never felt so needed."], who: "kosta_v" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(26), icon.bell(24), icon.person(24)], "#000", "#1f1f24", "#f2f2f4")}`,
};
