// Part B's posts with replies (v41), third file: Ladder (a kettlebell and the neighbour below), Pose (an estate
// sale coat and a note in its pocket), Trover (a Madeira waterfall and a tripod plate in the hotel safe).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const ladder: ScreenSpec = {
  id: "ladder-the-ceiling-on-rep-ten",
  app: "Ladder",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Keri Kemble", handle: null },
  time: "07:42",
  battery: 86,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0d0d0d",
      card: "#0d0d0d",
      fg: "#f4f4f4",
      sub: "#8f8f8f",
      line: "#262626",
      name: "#f4f4f4",
      accent: "#c6f432",
      head: "#0d0d0d",
      headFg: "#f4f4f4",
      size: 15.5,
    }) +
    `.ph b{font-size:17px;font-weight:800;text-align:center;letter-spacing:1px;text-transform:uppercase}
.wc{margin-top:10px;padding:12px;border-radius:14px;background:#1b1b1b;border:1px solid #262626}.wc .k{font-size:11.5px;letter-spacing:1px;color:#c6f432;font-weight:800;text-transform:uppercase}.wc .t{font-size:18px;font-weight:800;margin-top:2px}
.wc .st{display:flex;gap:18px;margin-top:8px;font-size:13px;color:#8f8f8f}.wc .st b{display:block;color:#f4f4f4;font-size:16px}
.pa span{display:flex;align-items:center}.pa .fb{color:#c6f432;font-weight:700}
.cr{border-bottom:1px solid #1f1f1f;padding-bottom:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Team Forge</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#9c6b4e", { ring: "#c6f432" })}<div style="flex:1">${ui("Keri Kemble", "pn")}${ui("Forge · 58m", "pm")}</div></div>
<div class="wc" data-role="ui">${ui("Week 8 · Day 3", "k")}${ui("Lower Body Strength", "t")}<div class="st"><span><b>47:12</b>time</span><span><b>412</b>cal</span><span><b>20 kg</b>top weight</span></div></div>
${own("Week 8 done, and I finally moved up to the 20 kg kettlebell.", "px")}
${own("My downstairs neighbor now thumps the ceiling on rep ten, which is either support or a complaint.", "px")}
${own("Either way I'm keeping the tempo.", "px")}
<div class="row pa" data-role="ui"><span class="fb">${icon.flame(16)}38</span><span>${icon.comment(16)}6</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Lindsay Ortega", meta: "51m", color: "#5d7fa3", text: ["20 kg already?? You were on the 12 in September"], who: "Lindsay Ortega", foot: "Like · Reply" })}
${crow({ name: "Gordy Kessler", meta: "44m", color: "#7f9a56", text: ["Sounds like she's on the program now, she never misses rep ten"], who: "Gordy Kessler", foot: "Like · Reply" })}
${crow({ name: "Keri Kemble", meta: "40m", color: "#9c6b4e", depth: 1, text: ["She's more consistent than I am, honestly."], who: "owner", foot: "Like · Reply" })}
${crow({ name: "Kea Thornton", meta: "12m", color: "#a0628a", text: ["Proud of you Keri, great form on those swings"], who: "Kea Thornton", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.chat(24), icon.person(24)], "#0d0d0d", "#262626", "#8f8f8f")}`,
};

export const pose: ScreenSpec = {
  id: "pose-the-note-says-she-knows",
  app: "Pose",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 70 }],
  owner: { name: "Gwenith Rowe", handle: "@gwenithrowe" },
  time: "13:18",
  battery: 63,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1c1c1c",
      sub: "#8c8c8c",
      line: "#ececec",
      name: "#1c1c1c",
      accent: "#e2375a",
      head: "#ffffff",
      headFg: "#1c1c1c",
      size: 14.5,
    }) +
    `.ph b{font-size:22px;font-weight:800;text-align:center;letter-spacing:3px}
.it{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}.it span{font-size:12px;padding:3px 9px;border-radius:12px;border:1px solid #e2375a;color:#e2375a}
.pa span{display:flex;align-items:center}.pa .lk{color:#e2375a;font-weight:700}
.cr{padding-top:6px;padding-bottom:4px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>POSE</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#b0856a")}<div style="flex:1">${ui("Gwenith Rowe", "pn")}${ui("@gwenithrowe · Providence, RI · 5h", "pm")}</div><span style="color:#e2375a;font-weight:700;font-size:13px" data-role="ui">Following</span></div>
<div style="margin:10px -14px 0">${picture(
    "100%",
    170,
    ["#d9d2c8", "#ece7df"],
    shapes([
      [0, 140, 390, 30, "#bfb3a3", "0"],
      [166, 10, 44, 44, "#c99c7d", "50%"],
      [160, 8, 56, 22, "#3b2a22", "50% 50% 10px 10px"],
      [140, 52, 96, 104, "#b8895a", "18px 18px 4px 4px"],
      [176, 52, 24, 60, "#8a8f95", "4px"],
      [150, 150, 30, 16, "#2d3b52", "3px"],
      [196, 150, 30, 16, "#2d3b52", "3px"],
    ]),
  )}</div>
<div class="it" data-role="ui"><span>Camel coat · estate sale</span><span>Grey turtleneck</span><span>Levi's 501</span></div>
${own("Camel wool coat from an estate sale in Providence, forty dollars.", "px")}
${own("Wearing it with a grey turtleneck and my old Levi's.", "px")}
${own("In the inside pocket was a folded note that just says 'she knows'.", "px")}
<div class="row pa" data-role="ui"><span class="lk">${icon.heartFilled(16)}1,204</span><span>${icon.comment(16)}47</span><span>${icon.bookmark(16)}Save</span></div></div>
${crow({ name: "hiltrud_k", meta: "4h", joined: true, color: "#6d7fa8", size: 28, text: ["Who knows WHAT"], who: "hiltrud_k" })}
${crow({ name: "gwenithrowe", meta: "4h", joined: true, color: "#b0856a", size: 28, depth: 1, text: ["I've worn it to two family dinners and nobody has mentioned it."], who: "owner" })}
${crow({ name: "kea.thrifts", meta: "3h", joined: true, color: "#8aa06d", size: 28, text: ["The fit on the shoulders is perfect"], who: "kea.thrifts" })}
${crow({ name: "ibai.vintage", meta: "2h", joined: true, color: "#a87a5f", size: 28, text: ["Put it back in the pocket and leave it for the next owner"], who: "ibai.vintage" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(24), icon.heart(24), icon.person(24)], "#ffffff", "#ececec", "#1c1c1c")}`,
};

export const trover: ScreenSpec = {
  id: "trover-the-plate-in-the-hotel-safe",
  app: "Trover",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ljuba Hartley", handle: null },
  time: "20:14",
  battery: 19,
  crop: { top: 24 },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f2f5f4",
      card: "#ffffff",
      fg: "#1e2624",
      sub: "#7a8784",
      line: "#e1e7e5",
      name: "#1e2624",
      accent: "#16a394",
      head: "#ffffff",
      headFg: "#1e2624",
      size: 14.5,
    }) +
    `.ph{height:52px}.ph b{font-size:20px;font-weight:800;color:#16a394;letter-spacing:.5px}.pl{display:flex;align-items:center;gap:6px;margin-top:8px;font-size:13px;color:#16a394;font-weight:700}
.pa span{display:flex;align-items:center}.pa .dc{color:#16a394;font-weight:700}
.cr{border-bottom:1px solid #eef2f1;padding-bottom:7px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>trover</b>${icon.bookmark(20)}${icon.moreV(20)}</div>
<div class="fill">
<div style="margin:0">${picture(
    "100%",
    150,
    ["#2f5d3a", "#7fae7a"],
    shapes([
      [150, 0, 40, 120, "#e9f1f3", "6px"],
      [156, 0, 10, 120, "#c9dde3", "4px"],
      [0, 0, 110, 150, "#24472c", "0 60% 0 0"],
      [250, 0, 110, 150, "#2a5232", "60% 0 0 0"],
      [110, 112, 130, 38, "#5f8f9c", "50% 50% 0 0"],
    ]),
  )}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#a0736b")}<div style="flex:1">${ui("Ljuba Hartley", "pn")}${ui("Discovered 2 days ago", "pm")}</div></div>
<div class="pl" data-role="ui">${icon.pin(15)}<span>Caldeirao Verde, Santana, Madeira</span></div>
${own("Thirteen kilometres along the levada, four tunnels, one very wet sock.", "px")}
${own("I carried a tripod the whole way for this shot.", "px")}
${own("Took it on my phone, because the tripod plate was in the hotel safe.", "px")}
${own("Worth every step.", "px")}
<div class="row pa" data-role="ui"><span class="dc">${icon.bookmark(16)}212 saves</span><span>${icon.heart(16)}890</span><span>${icon.comment(16)}14</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Kingi Parata", meta: "2d", joined: true, color: "#5d7fa3", text: ["Absolutely stunning, saving this for our spring trip"], who: "Kingi Parata" })}
${crow({ name: "Heke Morgan", meta: "1d", joined: true, color: "#7f9a56", text: ["That tripod got a great workout though"], who: "Heke Morgan" })}
${crow({ name: "Ljuba Hartley", meta: "1d", joined: true, color: "#a0736b", depth: 1, text: ["It's coming up Pico do Arieiro tomorrow. Plate included."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bookmark(24), icon.person(24)], "#ffffff", "#e1e7e5", "#16a394", true)}`,
};
